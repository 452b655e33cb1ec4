import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SortingState } from '@tanstack/react-table';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { createCrudColumnHelper } from './crud-table-columns.tsx';
import type { CrudFilterField, CrudFilterValues } from './crud-table-filters.tsx';
import { CrudTable } from './crud-table.tsx';

type Course = { id: string; name: string; teacher: string; students: number; createdAt: string };

const teachers = ['Li Wei', 'Zhang Min', 'Wang Fang', 'Chen Jie', 'Liu Yang'];
const subjects = ['Algebra', 'Biology', 'Chemistry', 'Drawing', 'English', 'French', 'Geography'];

function makeCourses(count: number): Course[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `c${i + 1}`,
    name: `${subjects[i % subjects.length]} ${Math.floor(i / subjects.length) + 1}`,
    teacher: teachers[(i * 7) % teachers.length]!,
    students: (i * 37) % 120,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString().slice(0, 10),
  }));
}

const allCourses = makeCourses(137);
const tenThousand = makeCourses(10_000);

const col = createCrudColumnHelper<Course>();
const columns = col.columns([
  col.accessor('name', { header: 'Course' }),
  col.accessor('teacher', { header: 'Teacher' }),
  col.accessor('students', { header: 'Students', meta: { className: 'text-right tabular-nums' } }),
  col.accessor('createdAt', { header: 'Created' }),
]);

/** A stand-in for the server: sorts and slices what a page endpoint would return. */
function ServerTable(props: { loading?: boolean; onNothingSelected?: () => void }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [sorting, setSorting] = useState<SortingState>([]);
  const records = useMemo(() => {
    const sorted = [...allCourses];
    const sort = sorting[0];
    if (sort) {
      const key = sort.id as keyof Course;
      sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.desc ? -1 : 1));
    }
    return sorted.slice((page.current - 1) * page.size, page.current * page.size);
  }, [page, sorting]);
  return (
    <CrudTable
      label="Courses"
      data={records}
      columns={columns}
      getRowId={(course) => course.id}
      getRowLabel={(course) => course.name}
      pagination={page}
      total={allCourses.length}
      onPaginationChange={setPage}
      sorting={sorting}
      onSortingChange={setSorting}
      bulkActions={[{ id: 'delete', label: 'Delete', variant: 'danger', onAction: fn() }]}
      onNothingSelected={props.onNothingSelected}
      onCreate={fn()}
      onExport={fn()}
      onImport={fn()}
      onRefresh={fn()}
      rowActions={(course) => (
        <Button size="sm" variant="link" aria-label={`Edit ${course.name}`}>
          Edit
        </Button>
      )}
      loading={props.loading}
      maxHeight={420}
    />
  );
}

/** Subjects grouped in two levels, for the tree (cascader) filter. */
const subjectTree = [
  { id: 'sciences', label: 'Sciences', children: ['Biology', 'Chemistry', 'Geography'] },
  { id: 'languages', label: 'Languages', children: ['English', 'French'] },
  { id: 'other', label: 'Maths and arts', children: ['Algebra', 'Drawing'] },
].map((group) => ({
  ...group,
  children: group.children.map((subject) => ({ id: subject, label: subject })),
}));
/** The subjects a tree filter value covers: a group holds its children. */
const subjectsOf = (id: string) => subjectTree.find((g) => g.id === id)?.children.map((c) => c.id) ?? [id];

const filterFields: CrudFilterField[] = [
  { type: 'text', id: 'name', label: 'Course', placeholder: 'Name contains' },
  { type: 'tree', id: 'subject', label: 'Subject', nodes: subjectTree },
  { type: 'select', id: 'teacher', label: 'Teacher', options: teachers.map((t) => ({ value: t, label: t })) },
  { type: 'date-range', id: 'created', label: 'Created' },
];

/** The server stand-in again, now filtering by name, subject (a tree), teacher and creation date. */
function FilteredServerTable({ onFiltersChange }: { onFiltersChange?: (values: CrudFilterValues) => void }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [filters, setFilters] = useState<CrudFilterValues>({});
  const matches = useMemo(() => {
    const { name, subject, teacher, created } = filters;
    return allCourses.filter(
      (course) =>
        (typeof name !== 'string' || course.name.toLowerCase().includes(name.toLowerCase())) &&
        (typeof subject !== 'string' || subjectsOf(subject).includes(course.name.split(' ')[0]!)) &&
        (typeof teacher !== 'string' || course.teacher === teacher) &&
        (typeof created !== 'object' ||
          ((!created.from || course.createdAt >= created.from) &&
            (!created.to || course.createdAt <= created.to))),
    );
  }, [filters]);
  return (
    <CrudTable
      label="Courses"
      data={matches.slice((page.current - 1) * page.size, page.current * page.size)}
      columns={columns}
      getRowId={(course) => course.id}
      pagination={page}
      total={matches.length}
      onPaginationChange={setPage}
      filterFields={filterFields}
      filterValues={filters}
      onFiltersChange={(next) => {
        onFiltersChange?.(next);
        setFilters(next);
        setPage((current) => ({ ...current, current: 1 }));
      }}
    />
  );
}

const meta = {
  title: 'Composites/CrudTable',
  component: CrudTable,
  parameters: { layout: 'padded' },
  args: {
    label: 'Courses',
    data: allCourses.slice(0, 8),
    columns,
    getRowId: (course: Course) => course.id,
  },
} satisfies Meta<typeof CrudTable<Course>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ServerPaging: Story = {
  render: () => <ServerTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: /Students/ }));
    await expect(canvas.getByRole('columnheader', { name: /Students/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const ServerFilters: Story = {
  render: () => <FilteredServerTable onFiltersChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total 137')).toBeInTheDocument();
    // Enter in a field searches, like a native form.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Course' }), 'algebra{Enter}');
    await waitFor(() => expect(canvas.getByText('Total 20')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(canvas.getByText('Total 137')).toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: 'Course' })).toHaveValue('');
  },
};

export const NothingSelected: Story = {
  render: () => <ServerTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('No data selected yet');
  },
};

export const ClientSorting: Story = {
  args: { data: allCourses.slice(0, 12), onCreate: fn(), onRefresh: fn() },
};

export const TenThousandRowsVirtualised: Story = {
  args: { data: tenThousand, label: '10,000 courses', maxHeight: 480, bulkActions: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    // Scrolling to the end renders the last rows, not a blank area.
    const region = within(canvasElement).getByRole('region', { name: '10,000 courses' });
    region.scrollTop = region.scrollHeight;
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Drawing 1429/ })).toHaveAttribute(
        'aria-rowindex',
        '10001',
      ),
    );
  },
};

export const Empty: Story = { args: { data: [] } };
export const Loading: Story = { args: { data: [], loading: true } };
export const LoadingWithRows: Story = { render: () => <ServerTable loading /> };
export const ErrorState: Story = {
  args: { error: 'Failed to get data', onRetry: fn() },
};
