import '../../test/jsdom-radix.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, type BizReimbursement } from '@pocket/contract';
import { authStorage } from '../../app/core-services.ts';
import { createMockServer } from '../../test/mock-server.ts';
import BizReimbursementScreen from './biz-reimbursement.screen.tsx';
import { reimbursementRow, renderScreen } from './request-fixtures.tsx';

authStorage.set('TOKEN', 'test-token');
authStorage.set('TENANT', '1111');
authStorage.set('EXPIRE_TIME', Date.now() + 3_600_000);

let mock: ReturnType<typeof createMockServer> | undefined;
afterEach(() => mock?.close());

/** A row from a create body: the items' total, receipts named by their ids. */
function fromBody(body: Record<string, unknown>, id: string): BizReimbursement {
  const b = body as {
    type: BizReimbursement['type']['code'];
    reason: string;
    items: { itemName: string; amount: number; remark?: string; attachmentIds?: string[] }[];
  };
  return reimbursementRow(id, {
    name: `New reimbursement ${id}`,
    type: { code: b.type, desc: b.type },
    reason: b.reason,
    amount: b.items.reduce((sum, i) => sum + i.amount, 0),
    items: b.items.map((i) => ({
      itemName: i.itemName,
      amount: i.amount,
      remark: i.remark || null,
      attachments: (i.attachmentIds ?? []).map((a) => ({ id: a, name: `${a}.png`, url: `/x/${a}.png` })),
    })),
  });
}

let uploads = 0;
function serve(rows = [reimbursementRow('1')]) {
  mock = createMockServer({ rows: { bizReimbursement: rows }, makeRow: { bizReimbursement: fromBody } });
  mock.listen();
  mock.server.use(
    http.post('*/api/file/anyone/attachment/upload', () => {
      uploads += 1;
      return HttpResponse.json(
        ok({
          id: String(700 + uploads),
          url: '/x.png',
          filename: 'x.png',
          size: 10,
          contentType: 'image/png',
        }),
      );
    }),
  );
  return mock;
}

const CODES = ['activiti:bizReimbursement', 'activiti:task:view'];

describe('the reimbursements screen', () => {
  it('lists amounts as money and shows a request’s expenses with their receipts as links', async () => {
    serve();
    const table = await renderScreen(BizReimbursementScreen, CODES);
    const row = (await within(table).findByText("Zhang San's reimbursement 1")).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥1,234.50')).toBeInTheDocument();
    expect(within(row).getByText('Travel')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: "Details Zhang San's reimbursement 1" }));
    const dialog = await screen.findByRole('dialog', { name: "Zhang San's reimbursement 1" });
    const expenses = within(dialog).getByRole('table', { name: 'Expenses' });
    expect(within(expenses).getByText('Train')).toBeInTheDocument();
    expect(within(expenses).getByRole('link', { name: 'ticket.png' })).toHaveAttribute(
      'href',
      '/api/file/anno/attachment/55/a.png',
    );
  });

  it('totals the items as they are typed, marks each item’s errors at its field, and sends cents', async () => {
    const server = serve([]);
    await renderScreen(BizReimbursementScreen, CODES);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ask for a reimbursement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for a reimbursement' });
    const total = within(dialog).getByRole('status');
    expect(total).toHaveTextContent('¥0.00');

    const first = within(dialog).getByRole('group', { name: 'Expense 1' });
    await user.type(within(first).getByRole('textbox', { name: 'Expense item' }), 'Hotel');
    await user.type(within(first).getByRole('textbox', { name: 'Amount (¥)' }), '1234.5');
    expect(total).toHaveTextContent('¥1,234.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    const second = within(dialog).getByRole('group', { name: 'Expense 2' });
    await user.type(within(second).getByRole('textbox', { name: 'Amount (¥)' }), '12.345');
    expect(total).toHaveTextContent('¥1,234.50');

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // Errors of the type and reason at theirs; of the second item at its own fields.
    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: 'Expense item' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(within(second).getByText("Can't be empty")).toBeInTheDocument();
    expect(within(second).getByText('Enter an amount above 0 with at most two decimals')).toBeInTheDocument();
    expect(within(first).queryByText("Can't be empty")).not.toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/activiti/bizReimbursement')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Expense type' }));
    await user.click(await screen.findByRole('option', { name: 'Meals' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Team dinner');
    await user.type(within(second).getByRole('textbox', { name: 'Expense item' }), 'Taxi');
    const amount = within(second).getByRole('textbox', { name: 'Amount (¥)' });
    await user.clear(amount);
    await user.type(amount, '12.5');
    expect(total).toHaveTextContent('¥1,247.00');
    // A receipt for the first item, uploaded through the attachment module.
    const [fileInput] = document.body.querySelectorAll<HTMLInputElement>('input[type=file]');
    await user.upload(fileInput as HTMLInputElement, new File(['x'], 'hotel.png', { type: 'image/png' }));
    expect(await within(first).findByText('hotel.png')).toBeInTheDocument();
    // Three items, the last removed again.
    await user.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove expense 3' }));
    expect(within(dialog).queryByRole('group', { name: 'Expense 3' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Reimbursement requested')).toBeInTheDocument();
    expect(server.calls.find((c) => c.path === '/activiti/bizReimbursement')?.body).toEqual({
      type: 'MEALS',
      reason: 'Team dinner',
      items: [
        { itemName: 'Hotel', amount: 123_450, remark: '', attachmentIds: ['701'] },
        { itemName: 'Taxi', amount: 1250, remark: '', attachmentIds: [] },
      ],
    });
    const row = (await screen.findByText('New reimbursement 9000')).closest('tr') as HTMLElement;
    expect(within(row).getByText('¥1,247.00')).toBeInTheDocument();
  });
});
