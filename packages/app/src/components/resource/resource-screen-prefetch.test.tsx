import '../../test/jsdom-radix.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { mutate } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Station } from '@pocket/contract';
import { activateLocale } from '@pocket/i18n';
import { authStorage } from '../../app/core-services.ts';
import { stationScreen } from '../../features/org/station.screen.tsx';
import { resetPrefetches } from '../../lib/route-data.ts';
import { createMockServer } from '../../test/mock-server.ts';
import { resourceScreen } from './resource-screen.tsx';
import { renderInConsole } from '../../test/render-in-console.tsx';

const station = (id: string, name: string): Station => ({
  id,
  name,
  describe: null,
  orgId: null,
  orgName: null,
  state: true,
  createTime: '2026-11-01 08:00:00',
});

authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);
const mock = createMockServer({ rows: { station: [station('1', 'Teacher'), station('2', 'Cook')] } });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());
beforeEach(async () => {
  await activateLocale('en');
  mock.calls.length = 0;
});
afterEach(async () => {
  resetPrefetches();
  // The app's SWR cache is SWR's default one: empty it between tests.
  await mutate(() => true, undefined, { revalidate: false });
});

const pageReads = () => mock.calls.filter((c) => c.path === '/authority/station/page');

/** The screen as its route mounts it: in the app's SWR cache (no provider of its own). */
async function renderScreen(Screen: ReturnType<typeof resourceScreen>) {
  await renderInConsole(<Screen />, { codes: ['authority:station'], cache: 'app' });
}

describe('resourceScreen prefetchData (route-level data loading)', () => {
  it('paints the first page a prefetch put in the cache on its first render, and reads it once', async () => {
    const Screen = resourceScreen(stationScreen);
    await Screen.prefetchData?.();
    expect(pageReads()).toHaveLength(1);
    expect(pageReads()[0]?.body).toMatchObject({ current: 1, size: 10 });
    await renderScreen(Screen);
    // No waiting: the rows are in the very first render, with no loading state.
    const table = screen.getByRole('table');
    expect(within(table).getByText('Teacher')).toBeInTheDocument();
    expect(table.querySelector('[data-slot="loading-state"]')).toBeNull();
    expect(table).not.toHaveAttribute('aria-busy');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pageReads()).toHaveLength(1);
  });

  it('takes over a prefetch still on its way when the screen mounts first (no second read)', async () => {
    const Screen = resourceScreen(stationScreen);
    const prefetched = Screen.prefetchData?.();
    await renderScreen(Screen);
    expect(await screen.findByText('Cook')).toBeInTheDocument();
    await prefetched;
    await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy'));
    expect(pageReads()).toHaveLength(1);
  });

  it('asks nothing when the cache has the page already (a screen visited before)', async () => {
    const Screen = resourceScreen(stationScreen);
    await Screen.prefetchData?.();
    resetPrefetches();
    await Screen.prefetchData?.();
    expect(pageReads()).toHaveLength(1);
  });
});
