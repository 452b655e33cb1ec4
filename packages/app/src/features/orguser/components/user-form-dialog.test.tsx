import '../../../test/jsdom-radix.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@pocket/api-client';
import { activateLocale, i18n } from '@pocket/i18n';
import { UserFormDialog } from './user-form-dialog.tsx';
import type { UserFormValues } from '../forms/user-form.ts';

const orgs = [{ id: '11', label: 'Head office', children: [{ id: '12', label: 'Campus' }] }];

async function renderDialog(
  locale: 'en' | 'zh',
  onSubmit: (values: UserFormValues) => Promise<void> = () => Promise.resolve(),
  isAccountTaken: (account: string) => Promise<boolean> = () => Promise.resolve(false),
) {
  await activateLocale(locale);
  const onOpenChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <UserFormDialog
        open
        onOpenChange={onOpenChange}
        orgs={orgs}
        isAccountTaken={isAccountTaken}
        onSubmit={onSubmit}
      />
    </I18nProvider>,
  );
  return { dialog: await screen.findByRole('dialog'), onOpenChange };
}

/** The error text shown under a field, found through the field's aria-describedby. */
function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.dataset.slot === 'form-field-error');
  return error?.textContent ?? null;
}

describe('UserFormDialog', () => {
  it('shows every broken rule of the contract schema as an English message and does not save', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { dialog } = await renderDialog('en', onSubmit);
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Account', { exact: false }), 'a!');
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Mobile'), '12345');
    await user.type(within(dialog).getByLabelText('Password', { exact: false }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Name', { exact: false }))).toBe("Can't be empty"),
    );
    expect(errorOf(within(dialog).getByLabelText('Account', { exact: false }))).toBe('3 to 20 characters');
    expect(errorOf(within(dialog).getByLabelText('Email'))).toBe('Email is invalid');
    expect(errorOf(within(dialog).getByLabelText('Mobile'))).toBe('Phone number is invalid');
    expect(errorOf(within(dialog).getByLabelText('Password', { exact: false }))).toBe('6 to 20 characters');
    expect(errorOf(within(dialog).getByRole('combobox'))).toBe("Can't be empty");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an account with characters other than letters, digits and underscores', async () => {
    const { dialog } = await renderDialog('en');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Account', { exact: false }), 'bad name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Account', { exact: false }))).toBe(
        'Only letters, digits and underscores are allowed',
      ),
    );
  });

  it('marks a taken account when the field is left', async () => {
    const isAccountTaken = vi.fn((account: string) => Promise.resolve(account === 'admin'));
    const { dialog } = await renderDialog('en', undefined, isAccountTaken);
    const user = userEvent.setup();
    const account = within(dialog).getByLabelText('Account', { exact: false });
    await user.type(account, 'admin');
    await user.tab();
    await waitFor(() => expect(errorOf(account)).toBe('Already exists'));
    expect(isAccountTaken).toHaveBeenCalledWith('admin');
  });

  it("puts the server's field issues of a 400 on the fields and keeps the dialog open", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          code: -9,
          msg: 'account: Already exists',
          status: 400,
          issues: [
            { path: ['account'], code: 'exists', message: 'Already exists' },
            { path: ['name'], code: 'max:50', message: 'At most 50 characters' },
          ],
        }),
      ),
    );
    const { dialog, onOpenChange } = await renderDialog('en', onSubmit);
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Account', { exact: false }), 'teacher_1');
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Teacher');
    await user.click(within(dialog).getByRole('combobox'));
    await user.type(await screen.findByRole('searchbox'), 'Camp');
    await user.click(await screen.findByRole('treeitem', { name: 'Campus' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ account: 'teacher_1', orgId: '12' })]);
    await waitFor(() =>
      expect(errorOf(within(dialog).getByLabelText('Account', { exact: false }))).toBe('Already exists'),
    );
    expect(errorOf(within(dialog).getByLabelText('Name', { exact: false }))).toBe('At most 50 characters');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('takes an expiration time typed without seconds; text that is no date-time is not kept', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { dialog } = await renderDialog('en', onSubmit);
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Account', { exact: false }), 'teacher_2');
    await user.type(within(dialog).getByLabelText('Name', { exact: false }), 'Teacher');
    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByRole('treeitem', { name: 'Head office' }));
    const expires = within(dialog).getByLabelText('Expires');
    await user.type(expires, 'next week');
    await user.tab();
    expect(expires).toHaveValue('');

    await user.type(expires, '2031-02-03 04:05');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ account: 'teacher_2', expirationTime: '2031-02-03 04:05:00' }),
    ]);
  });

  it('speaks Chinese when zh is active', async () => {
    const { dialog } = await renderDialog('zh');
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const name = within(dialog).getByLabelText('姓名', { exact: false });
    await waitFor(() => expect(errorOf(name)).toBe('不能为空'));
    expect(within(dialog).getByRole('heading', { name: '新增用户' })).toBeInTheDocument();
  });
});
