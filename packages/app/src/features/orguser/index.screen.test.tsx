import '../../test/jsdom-radix.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@pocket/i18n';
import { ResourceFormDialog } from '../../components/resource/resource-form-dialog.tsx';
import type { ScreenContext } from '../../components/resource/screen-def.ts';
import { authStorage } from '../../app/core-services.ts';
import { createMockServer, type MockCall } from '../../test/mock-server.ts';
import { orgUserScreen } from './index.screen.tsx';

/** The dialog alone: no screen around it (these forms do nothing after a save). */
const NO_SCREEN = {} as ScreenContext;

const org = (id: string, label: string, children?: object[]) => ({
  id,
  label,
  abbreviation: null,
  describe: null,
  parentId: '0',
  type: null,
  sortValue: 0,
  state: true,
  ...(children ? { children } : {}),
});
const tree = [org('11', 'Head office', [org('12', 'Campus')])];

const admin = { id: '7', account: 'admin' };

/** The contract's mock server with the org tree, no stations and an existing "admin" account;
 * `refuse` answers the saves. */
function server(
  refuse: (call: MockCall) => { path: string[]; code: string }[] | undefined = () => undefined,
) {
  const mock = createMockServer({ rows: { org: tree, station: [], user: [admin as never] }, refuse });
  mock.listen();
  return mock;
}

authStorage.set('TOKEN', 'test-token');
let stub: ReturnType<typeof server> | undefined;
afterEach(() => stub?.close());

async function renderForm(locale: 'en' | 'zh') {
  await activateLocale(locale);
  const onClose = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <ResourceFormDialog
          def={orgUserScreen}
          editing={{}}
          onClose={onClose}
          onSaved={() => Promise.resolve()}
          screen={NO_SCREEN}
        />
      </SWRConfig>
    </I18nProvider>,
  );
  return { dialog: await screen.findByRole('dialog'), onClose };
}

/** The error text shown under a field, found through the field's aria-describedby. */
function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.dataset.slot === 'form-field-error');
  return error?.textContent ?? null;
}

describe('the organisation user form', () => {
  it('shows every broken rule, an organisation included, and does not save', async () => {
    stub = server();
    const { dialog } = await renderForm('en');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Account', { exact: false }), 'a!');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Mobile'), '12345');
    await user.type(within(dialog).getByLabelText('Password'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Name', { exact: false }))).toBe("Can't be empty"),
    );
    expect(errorOf(within(dialog).getByLabelText('Account', { exact: false }))).toBe('3 to 20 characters');
    expect(errorOf(within(dialog).getByLabelText('Email'))).toBe('Email is invalid');
    expect(errorOf(within(dialog).getByLabelText('Mobile'))).toBe('Phone number is invalid');
    expect(errorOf(within(dialog).getByLabelText('Password'))).toBe('6 to 20 characters');
    expect(errorOf(within(dialog).getByRole('combobox', { name: /Organisation/ }))).toBe("Can't be empty");
    expect(stub.calls.filter((c) => c.method === 'post' && c.path.includes('/authority/user'))).toEqual([]);
  }, 15_000);

  it('marks a taken account when the field is left', async () => {
    stub = server();
    const { dialog } = await renderForm('en');
    const user = userEvent.setup();
    const account = within(dialog).getByLabelText('Account', { exact: false });
    await user.type(account, 'admin');
    await user.tab();
    await waitFor(() => expect(errorOf(account)).toBe('Already exists'));
  });

  it("creates inside the chosen organisation; the server's field issues land on the fields", async () => {
    const save = vi.fn((call: MockCall) =>
      call.path.endsWith('/saveOrgUser')
        ? [
            { path: ['account'], code: 'exists' },
            { path: ['name'], code: 'max:50' },
          ]
        : undefined,
    );
    stub = server(save);
    const { dialog, onClose } = await renderForm('en');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Account', { exact: false }), 'teacher_1');
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Teacher');
    await user.click(within(dialog).getByRole('combobox', { name: /Organisation/ }));
    await user.click(await screen.findByRole('treeitem', { name: 'Head office' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(stub?.calls.some((c) => c.path.endsWith('/saveOrgUser'))).toBe(true));
    const sent = stub.calls.find((c) => c.path.endsWith('/authority/user/saveOrgUser'));
    expect(sent?.body).toMatchObject({ account: 'teacher_1', name: 'Teacher', orgId: '11' });
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Account', { exact: false }))).toBe('Already exists'),
    );
    expect(errorOf(within(dialog).getByLabelText('Name', { exact: false }))).toBe('At most 50 characters');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('speaks Chinese when zh is active', async () => {
    stub = server();
    const { dialog } = await renderForm('zh');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const name = within(dialog).getByLabelText('姓名', { exact: false });
    await waitFor(() => expect(errorOf(name)).toBe('不能为空'));
    expect(within(dialog).getByRole('heading', { name: '新增用户' })).toBeInTheDocument();
  });
});
