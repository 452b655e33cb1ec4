import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { createCrudColumnHelper } from './crud-table-columns.tsx';
import { CrudTable, type CrudTableProps } from './crud-table.tsx';

type User = { id: string; name: string; age: number };
const col = createCrudColumnHelper<User>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('age', { header: 'Age' }),
]);
const users: User[] = [
  { id: 'u1', name: 'Carol', age: 41 },
  { id: 'u2', name: 'Alice', age: 29 },
  { id: 'u3', name: 'Bob', age: 35 },
];

function renderTable(props: Partial<CrudTableProps<User>> = {}) {
  return render(
    <CrudTable
      label="Users"
      data={users}
      columns={columns}
      getRowId={(user) => user.id}
      getRowLabel={(user) => user.name}
      {...props}
    />,
  );
}

const bodyNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(0)?.textContent);

describe('CrudTable', () => {
  it('renders an accessible table with aria-sort on sortable headers and sorts on the client', async () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Users' })).toBeInTheDocument();
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(bodyNames()).toEqual(['Carol', 'Alice', 'Bob']);

    await userEvent.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyNames()).toEqual(['Alice', 'Bob', 'Carol']);

    within(nameHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyNames()).toEqual(['Carol', 'Bob', 'Alice']);
  });

  it('leaves sorting to the server when onSortingChange is given', async () => {
    const onSortingChange = vi.fn();
    renderTable({ sorting: [], onSortingChange });
    await userEvent.click(screen.getByRole('button', { name: /Age/ }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'age', desc: false }]);
    expect(bodyNames()).toEqual(['Carol', 'Alice', 'Bob']);
  });

  it('reflects controlled server sorting in aria-sort', () => {
    const sorting: SortingState = [{ id: 'age', desc: true }];
    renderTable({ sorting, onSortingChange: vi.fn() });
    expect(screen.getByRole('columnheader', { name: /Age/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('reports "no data selected" through the callback instead of running a bulk action', async () => {
    const onAction = vi.fn();
    const onNothingSelected = vi.fn();
    renderTable({ bulkActions: [{ id: 'del', label: 'Delete', onAction }], onNothingSelected });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onNothingSelected).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('shows the noDataSelected label when no callback is given, from the labels provider', async () => {
    const onAction = vi.fn();
    render(
      <UiLabelsProvider labels={{ ...enUiLabels, noDataSelected: '尚未选择数据' }}>
        <CrudTable
          label="Users"
          data={users}
          columns={columns}
          getRowId={(user) => user.id}
          bulkActions={[{ id: 'del', label: 'Delete', onAction }]}
        />
      </UiLabelsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alert')).toHaveTextContent('尚未选择数据');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('selects rows with labelled checkboxes (keyboard too) and passes them to bulk actions', async () => {
    const onAction = vi.fn();
    const onSelectionChange = vi.fn();
    renderTable({ bulkActions: [{ id: 'del', label: 'Delete', onAction }], onSelectionChange });
    const alice = screen.getByRole('checkbox', { name: 'Select row Alice' });
    alice.focus();
    await userEvent.keyboard(' ');
    expect(alice).toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith([users[1]], ['u2']);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith([users[1]], ['u2']);

    await userEvent.click(all);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
  });

  it('takes a controlled selection, so the app can clear it after a bulk delete', async () => {
    function Controlled() {
      const [ids, setIds] = useState<string[]>(['u1']);
      return (
        <>
          <button type="button" onClick={() => setIds([])}>
            Clear
          </button>
          <CrudTable
            label="Users"
            data={users}
            columns={columns}
            getRowId={(user) => user.id}
            getRowLabel={(user) => user.name}
            selectable
            selectedRowIds={ids}
            onSelectionChange={(_rows, next) => setIds(next)}
          />
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox', { name: 'Select row Carol' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row Bob' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('hides columns from the column visibility menu', async () => {
    const onColumnVisibilityChange = vi.fn();
    renderTable({ onColumnVisibilityChange });
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Age' }));
    expect(onColumnVisibilityChange).toHaveBeenCalledWith({ age: false });
    expect(screen.queryByRole('columnheader', { name: /Age/ })).not.toBeInTheDocument();
  });

  it('renders toolbar buttons, custom toolbar content and row actions', async () => {
    const onCreate = vi.fn();
    const onRefresh = vi.fn();
    const onExport = vi.fn();
    const onImport = vi.fn();
    renderTable({
      onCreate,
      onRefresh,
      onExport,
      onImport,
      toolbar: <span>custom slot</span>,
      rowActions: (user) => <button type="button">Edit {user.name}</button>,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect([onCreate, onRefresh, onExport, onImport].map((f) => f.mock.calls.length)).toEqual([1, 1, 1, 1]);
    expect(screen.getByText('custom slot')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Bob' })).toBeInTheDocument();
  });

  it('re-renders rows when the row actions change (rows are memoised)', () => {
    const { rerender } = renderTable({
      rowActions: (user) => <button type="button">Edit {user.name}</button>,
    });
    rerender(
      <CrudTable
        label="Users"
        data={users}
        columns={columns}
        getRowId={(user) => user.id}
        rowActions={(user) => <button type="button">View {user.name}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'View Bob' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Bob' })).not.toBeInTheDocument();
  });

  it('pages on the server through onPaginationChange', async () => {
    function Paged() {
      const [page, setPage] = useState({ current: 1, size: 10 });
      return (
        <>
          <output>{`${page.current}/${page.size}`}</output>
          <CrudTable
            label="Users"
            data={users}
            columns={columns}
            getRowId={(user) => user.id}
            pagination={page}
            total={42}
            onPaginationChange={setPage}
          />
        </>
      );
    }
    render(<Paged />);
    expect(screen.getByText('Total 42')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2/10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1/20');
  });

  it('shows empty, loading and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderTable({ data: [] });
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(<CrudTable label="Users" data={[]} columns={columns} getRowId={(u) => u.id} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <CrudTable
        label="Users"
        data={users}
        columns={columns}
        getRowId={(u) => u.id}
        error="Failed to get data"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get data');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('virtualises long client-side lists and keeps row numbers for assistive technology', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `r${i}`,
      name: `User ${i}`,
      age: i % 90,
    }));
    // jsdom has no layout: give the scroll area the height a browser would.
    const height = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(400);
    renderTable({ data: many, maxHeight: 400 });
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(table).getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[1]).toHaveAttribute('aria-rowindex', '2');
    expect(screen.getByRole('region', { name: 'Users' })).toHaveAttribute('tabindex', '0');
    height.mockRestore();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderTable({
      bulkActions: [{ id: 'del', label: 'Delete', onAction: vi.fn() }],
      pagination: { current: 1, size: 10 },
      total: 3,
      onPaginationChange: vi.fn(),
      rowActions: (user) => <button type="button">Edit {user.name}</button>,
    });
    await expectNoAxeViolations(container);
  });
});
