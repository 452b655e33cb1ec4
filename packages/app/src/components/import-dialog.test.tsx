import '../test/jsdom-radix.ts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@pocket/api-client';
import { XLSX } from '@pocket/contract';
import { activateLocale, i18n } from '@pocket/i18n';
import { ImportDialog } from './import-dialog.tsx';

async function renderDialog(onImport: (file: File) => Promise<number>, locale: 'en' | 'zh' = 'en') {
  await activateLocale(locale);
  const onImported = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <ImportDialog
        title="Import users"
        open
        onOpenChange={onOpenChange}
        onImport={onImport}
        onImported={onImported}
      />
    </I18nProvider>,
  );
  return { dialog: await screen.findByRole('dialog'), onImported, onOpenChange };
}

const xlsx = () => new File(['PK'], 'users.xlsx', { type: XLSX });

describe('ImportDialog', () => {
  it('refuses a file that is not xlsx and asks for a file before uploading', async () => {
    const onImport = vi.fn(() => Promise.resolve(1));
    const { dialog } = await renderDialog(onImport);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      within(dialog).getByLabelText('File', { exact: false }),
      new File(['a,b'], 'users.csv'),
    );
    expect(within(dialog).getByText('Only supports Xlsx type files')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText("Can't be empty")).toBeInTheDocument();
    expect(onImport).not.toHaveBeenCalled();
  });

  it('lists the row errors of a refused file in a table', async () => {
    const onImport = vi.fn(() =>
      Promise.reject(
        new ApiError({
          code: -9,
          msg: '2 rows have problems',
          status: 400,
          issues: [
            { path: ['rows', '3', 'account'], code: 'exists', message: 'Already exists' },
            { path: ['rows', '4', 'mobile'], code: 'phone', message: 'Phone number is invalid' },
          ],
        }),
      ),
    );
    const { dialog, onImported } = await renderDialog(onImport);
    const user = userEvent.setup();
    await user.upload(within(dialog).getByLabelText('File', { exact: false }), xlsx());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const table = await within(dialog).findByRole('table', { name: 'Row errors' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'account', 'Already exists'],
      ['4', 'mobile', 'Phone number is invalid'],
    ]);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('shows a progress bar while uploading and reports the count when done', async () => {
    let finish: (count: number) => void = () => {};
    const onImport = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const { dialog, onImported, onOpenChange } = await renderDialog(onImport);
    const user = userEvent.setup();
    await user.upload(within(dialog).getByLabelText('File', { exact: false }), xlsx());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    finish(7);
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(7));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
