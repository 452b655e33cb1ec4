import { screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { ok } from '@pocket/contract';
import { authStorage } from '../../app/core-services.ts';
import { ResourceScreen } from '../../components/resource/resource-screen.tsx';
import type { ScreenDef, ScreenResource } from '../../components/resource/screen-def.ts';
import { createMockServer, type MockCall, type MockData } from '../../test/mock-server.ts';
import { renderInConsole } from '../../test/render-in-console.tsx';

// A signed-in session: the client sends nothing without a token.
authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);

/** A workflow screen against the contract's mock server, as a user granted `codes`; `answers`
 * adds answers of the workflow's own endpoints (`METHOD /path/:id` → data of the envelope). */
export async function renderWorkflowScreen<R extends ScreenResource>(
  def: ScreenDef<R>,
  {
    data,
    codes,
    locale = 'en',
    answers = {},
  }: {
    data: MockData;
    codes: string[];
    locale?: 'en' | 'zh';
    answers?: Record<string, (call: MockCall) => unknown>;
  },
) {
  const mock = createMockServer(data);
  mock.server.use(
    ...Object.entries(answers).map(([route, answer]) => {
      const [method, path] = route.split(' ') as ['get' | 'post' | 'put', string];
      return http[method](`*/api${path}`, async ({ request }) => {
        const url = new URL(request.url);
        const text = method === 'get' ? '' : await request.text();
        const call = {
          method,
          path: url.pathname.replace(/^\/api/, ''),
          body: text && !text.startsWith('--') ? (JSON.parse(text) as unknown) : undefined,
        };
        mock.calls.push(call);
        return HttpResponse.json(ok(answer(call)) as JsonBodyType);
      });
    }),
  );
  mock.listen();
  await renderInConsole(<ResourceScreen def={def} />, { codes, locale });

  return { mock, table: await screen.findByRole('table') };
}
