// The CrudTable in a real browser: a table mounts in one render (the table's own state starts as
// the state it is given; a virtual body finds its scrolling region itself), and a table that
// grows into a virtual one scrolls through all its rows.
import { render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { createCrudColumnHelper } from './crud-table-columns.tsx';
import { CrudTable, type CrudTableProps } from './crud-table.tsx';

type User = { id: string; name: string; age: number };
const col = createCrudColumnHelper<User>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('age', { header: 'Age' }),
]);
const usersOf = (n: number): User[] =>
  Array.from({ length: n }, (_, i) => ({ id: `u${i}`, name: `User ${i}`, age: i % 90 }));

function Table({
  data,
  onRender,
  ...props
}: { data: User[]; onRender?: (phase: string) => void } & Partial<CrudTableProps<User>>) {
  return (
    <UiLabelsProvider labels={enUiLabels}>
      <Profiler id="table" onRender={(_id, phase) => onRender?.(phase)}>
        <CrudTable
          label="Users"
          data={data}
          columns={columns}
          getRowId={(u) => u.id}
          maxHeight={300}
          {...props}
        />
      </Profiler>
    </UiLabelsProvider>
  );
}

describe('CrudTable (browser)', () => {
  it('mounts a server-paged table, sorted, with a hidden column and a selection column, in one render', () => {
    const phases: string[] = [];
    render(
      <Table
        data={usersOf(10)}
        onRender={(phase) => phases.push(phase)}
        sorting={[{ id: 'name', desc: true }]}
        onSortingChange={() => {}}
        pagination={{ current: 1, size: 10 }}
        total={10}
        onPaginationChange={() => {}}
        bulkActions={[{ id: 'del', label: 'Delete', onAction: () => {} }]}
        defaultColumnVisibility={{ age: false }}
        // Radix's menu anchors itself with a state update of its own as it mounts (its subtree only).
        columnMenu={false}
      />,
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByRole('columnheader', { name: /Age/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(phases).toEqual(['mount']);
  });

  it('mounts a virtual table of 10,000 rows in one render, a screenful of rows in the document, and scrolls it', async () => {
    const phases: string[] = [];
    render(<Table data={usersOf(10_000)} columnMenu={false} onRender={(phase) => phases.push(phase)} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    expect(phases).toEqual(['mount']);
    const region = screen.getByRole('region', { name: 'Users' });
    region.scrollTop = region.scrollHeight / 2;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(within(table).getByText('User 5000')).toBeInTheDocument());
    expect(within(table).queryByText('User 0')).toBeNull();
    // In the middle of the list: the rows in view (480 px of 40 px rows) and five more each way,
    // the header and two spacers; a jump of the scrollbar renders no more than that.
    expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(12 + 2 * 5 + 3);
  });

  it('sorts a virtual table of 10,000 rows and gives a bulk action every row once all are selected', async () => {
    const data = usersOf(10_000);
    const received: { rows: User[]; ids: string[] }[] = [];
    render(
      <Table
        data={data}
        bulkActions={[{ id: 'del', label: 'Delete', onAction: (rows, ids) => received.push({ rows, ids }) }]}
      />,
    );
    const table = screen.getByRole('table');
    // Rows are made as they are read; sorting reads them all, and the order is TanStack's.
    await userEvent.click(within(table).getByRole('button', { name: /Age/ }));
    const sorted = [...data].sort((a, b) => a.age - b.age || Number(a.id.slice(1)) - Number(b.id.slice(1)));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(sorted[0]!.name));
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(sorted[1]!.name);
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(received).toHaveLength(1);
    expect(received[0]!.ids).toHaveLength(10_000);
    expect(new Set(received[0]!.rows)).toEqual(new Set(data));
  });

  it('a table that grows into a virtual one scrolls to its last row', async () => {
    const { rerender } = render(<Table data={usersOf(3)} />);
    rerender(<Table data={usersOf(2_000)} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    const region = screen.getByRole('region', { name: 'Users' });
    region.scrollTop = region.scrollHeight;
    region.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(within(table).getByText('User 1999')).toBeInTheDocument());
    expect(within(table).queryByText('User 0')).toBeNull();
  });
});
