import '../../../test/jsdom-radix.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@pocket/api-client';
import { activateLocale, i18n } from '@pocket/i18n';
import { PasswordForm } from './password-form.tsx';
import type { PasswordValues } from '../forms/profile-forms.ts';

async function renderForm(locale: 'en' | 'zh', onSave: (values: PasswordValues) => Promise<unknown>) {
  await activateLocale(locale);
  render(
    <I18nProvider i18n={i18n}>
      <PasswordForm onSave={onSave} />
    </I18nProvider>,
  );
}

function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.dataset.slot === 'form-field-error');
  return error?.textContent ?? null;
}

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Old password', { exact: false }), old);
  await user.type(screen.getByLabelText('New password', { exact: false }), next);
  await user.type(screen.getByLabelText('Confirm password', { exact: false }), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  it('says the two entries differ and does not send them', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    await renderForm('en', onSave);
    const user = userEvent.setup();
    await fill(user, 'old-secret', 'new-secret', 'other-secret');
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Confirm password', { exact: false }))).toBe(
        'Inconsistent values entered twice',
      ),
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks for every field and the 6 to 20 characters of the new password', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    await renderForm('en', onSave);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password', { exact: false }), '12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Old password', { exact: false }))).toBe("Can't be empty"),
    );
    expect(errorOf(screen.getByLabelText('New password', { exact: false }))).toBe('6 to 20 characters');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's verdict on the old password under that field", async () => {
    const onSave = vi.fn(() =>
      Promise.reject(
        new ApiError({
          code: -9,
          msg: 'oldPassword: Old password incorrect',
          status: 400,
          issues: [
            { path: ['oldPassword'], code: 'old_password_incorrect', message: 'Old password incorrect' },
          ],
        }),
      ),
    );
    await renderForm('en', onSave);
    const user = userEvent.setup();
    await fill(user, 'wrong-one', 'new-secret', 'new-secret');
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Old password', { exact: false }))).toBe('Old password incorrect'),
    );
    expect(onSave).toHaveBeenCalledWith({
      oldPassword: 'wrong-one',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('clears the fields after a successful change', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    await renderForm('en', onSave);
    const user = userEvent.setup();
    await fill(user, 'old-secret', 'new-secret', 'new-secret');
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText('Old password', { exact: false })).toHaveValue(''));
  });
});
