import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UiLabelsProvider, enUiLabels } from '../lib/labels.tsx';
import { expectNoAxeViolations } from '../test/axe.ts';
import { createCrudColumnHelper } from './crud-table-columns.tsx';
import type { CrudFilterField, CrudFilterValues } from './crud-table-filters.tsx';
import { CrudTable } from './crud-table.tsx';
import type { CrudTableProps } from './crud-table-props.ts';

type User = { id: string; name: string; status: string };
const col = createCrudColumnHelper<User>();
const columns = col.columns([
  col.accessor('name', { header: 'Name' }),
  col.accessor('status', { header: 'Status' }),
]);
const users: User[] = [
  { id: 'u1', name: 'Carol', status: 'active' },
  { id: 'u2', name: 'Alice', status: 'locked' },
];
const fields: CrudFilterField[] = [
  { type: 'text', id: 'name', label: 'Name' },
  {
    type: 'select',
    id: 'status',
    label: 'Status',
    options: [
      { value: 'active', label: 'Active' },
      { value: 'locked', label: 'Locked' },
    ],
  },
  { type: 'date-range', id: 'created', label: 'Created' },
];

function renderTable(props: Partial<CrudTableProps<User>> = {}) {
  return render(
    <CrudTable
      label="Users"
      data={users}
      columns={columns}
      getRowId={(user) => user.id}
      filterFields={fields}
      {...props}
    />,
  );
}

describe('CrudTable filters', () => {
  it('submits the text filter with Enter and leaves the filtering to the server', async () => {
    const onFiltersChange = vi.fn();
    renderTable({ onFiltersChange });
    const search = screen.getByRole('search', { name: 'Filters' });
    const name = within(search).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, '  Ali  {Enter}');
    expect(onFiltersChange).toHaveBeenCalledTimes(1);
    // Trimmed, and empty fields are left out.
    expect(onFiltersChange).toHaveBeenLastCalledWith({ name: 'Ali' });
    // The table does not filter the rows it was given.
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('reports a select choice and a date range on Search, and clears everything on Reset', async () => {
    const onFiltersChange = vi.fn();
    renderTable({ onFiltersChange });
    const status = screen.getByRole('combobox', { name: 'Status' });
    status.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: 'Locked' }));
    const created = screen.getByRole('group', { name: 'Created' });
    fireEvent.change(within(created).getByLabelText('Start date'), { target: { value: '2026-01-01' } });
    fireEvent.change(within(created).getByLabelText('End date'), { target: { value: '2026-01-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      status: 'locked',
      created: { from: '2026-01-01', to: '2026-01-31' },
    });

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({});
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(created).getByLabelText('Start date')).toHaveValue('');
    expect(status).toHaveTextContent('All');
  });

  it('picks a node of a tree filter (a cascader) and goes back to All', async () => {
    const onFiltersChange = vi.fn();
    const category: CrudFilterField = {
      type: 'tree',
      id: 'category',
      label: 'Category',
      nodes: [{ id: '1', label: 'Coding', children: [{ id: '11', label: 'Front end' }] }],
    };
    renderTable({ onFiltersChange, filterFields: [category] });
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toHaveTextContent('All');
    await userEvent.click(trigger);
    const tree = await screen.findByRole('tree', { name: 'Category' });
    // A parent is a choice too: on the server it covers its children.
    await userEvent.click(within(tree).getByRole('treeitem', { name: /Coding/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ category: '1' });
    expect(trigger).toHaveTextContent('Coding');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('treeitem', { name: 'All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({});
  });

  it('is controlled through filterValues: applied values show, and a new value replaces edits', async () => {
    function Controlled() {
      const [values, setValues] = useState<CrudFilterValues>({ name: 'Bob' });
      return (
        <>
          <button type="button" onClick={() => setValues({ name: 'Dan' })}>
            restore
          </button>
          <CrudTable
            label="Users"
            data={users}
            columns={columns}
            getRowId={(user) => user.id}
            filterFields={fields}
            filterValues={values}
            onFiltersChange={setValues}
          />
        </>
      );
    }
    render(<Controlled />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Bob');
    await userEvent.type(name, 'by');
    expect(name).toHaveValue('Bobby');
    await userEvent.click(screen.getByRole('button', { name: 'restore' }));
    expect(name).toHaveValue('Dan');
  });

  it('keeps the filters slot working beside the bar, and takes its words from the labels provider', () => {
    render(
      <UiLabelsProvider
        labels={{ ...enUiLabels, filters: '筛选', search: '搜索', reset: '重置', all: '全部' }}
      >
        <CrudTable
          label="Users"
          data={users}
          columns={columns}
          getRowId={(user) => user.id}
          filters={<p>custom filter form</p>}
          filterFields={fields}
        />
      </UiLabelsProvider>,
    );
    expect(screen.getByText('custom filter form')).toBeInTheDocument();
    const search = screen.getByRole('search', { name: '筛选' });
    expect(within(search).getByRole('button', { name: '搜索' })).toHaveAttribute('type', 'submit');
    expect(within(search).getByRole('button', { name: '重置' })).toBeInTheDocument();
    expect(within(search).getByRole('combobox', { name: 'Status' })).toHaveTextContent('全部');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderTable({ onFiltersChange: vi.fn() });
    await expectNoAxeViolations(container);
  });
});
