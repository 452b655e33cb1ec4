import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { crudTableFeatures } from './crud-table-columns.tsx';

type Course = { id: string; name: string; students: number; parts?: Course[] };

// TanStack's own core row model, with the other features CrudTable registers: what the lazy one
// must match.
const { coreRowModel: _lazyRowModel, ...eagerFeatures } = crudTableFeatures;

const courses = (n: number): Course[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    name: `Course ${(i * 7919) % n}`,
    students: (i * 37) % 120,
  }));

function useCourses(data: Course[], getRowId: (course: Course) => string, lazy = true, nested = false) {
  const col = createColumnHelper<typeof crudTableFeatures, Course>();
  return useTable({
    features: lazy ? crudTableFeatures : (eagerFeatures as unknown as typeof crudTableFeatures),
    columns: col.columns([
      col.accessor('name', { header: 'Name' }),
      col.accessor('students', { header: 'Students' }),
    ]),
    data,
    getRowId,
    ...(nested ? { getSubRows: (course: Course) => course.parts } : {}),
  });
}

function table(data: Course[], lazy = true, nested = false) {
  const getRowId = vi.fn((course: Course) => course.id);
  const { result } = renderHook(() => useCourses(data, getRowId, lazy, nested));
  return { table: () => result.current, getRowId };
}

describe('CrudTable core row model', () => {
  it('makes a long list’s rows as they are read, once each', () => {
    const data = courses(1_000);
    const { table: t, getRowId } = table(data);
    getRowId.mockClear();
    const { rows, flatRows } = t().getCoreRowModel();
    expect(rows).toHaveLength(1_000);
    expect(getRowId).not.toHaveBeenCalled();

    const row = rows[10]!;
    expect(getRowId).toHaveBeenCalledTimes(1);
    expect(row).toMatchObject({ id: 'c10', index: 10, depth: 0, original: data[10] });
    expect(row.getValue('students')).toBe(data[10]!.students);
    expect(rows[10]).toBe(row);
    expect(flatRows[10]).toBe(row);
    expect(t().getRowModel().rows[10]).toBe(row);
    expect(getRowId).toHaveBeenCalledTimes(1);
    expect(rows.at(-1)!.id).toBe('c999');
    expect(rows[1_000]).toBeUndefined();
    expect(rows[-1 as number]).toBeUndefined();
  });

  it('finds rows by id, and knows the ids it does not have', () => {
    const data = courses(500);
    data[3] = { ...data[3]!, id: '__proto__' };
    const { table: t } = table(data);
    const { rowsById, rows } = t().getCoreRowModel();
    expect(rowsById.c250).toBe(rows[250]);
    expect(t().getRow('c499')).toBe(rows[499]);
    expect(rowsById.__proto__).toBe(rows[3]);
    expect('c42' in rowsById).toBe(true);
    expect('missing' in rowsById).toBe(false);
    expect(rowsById.missing).toBeUndefined();
    expect(rowsById.constructor).toBeUndefined();
    expect(Object.keys(rowsById)).toHaveLength(500);
  });

  it('gives whatever reads every row the rows TanStack would, in its order (array methods, spread, sorting)', () => {
    const data = courses(600);
    const lazy = table(data).table;
    const eager = table(data, false).table;
    const ids = (rows: readonly { id: string; index: number }[]) =>
      rows.map((row) => `${row.id}@${row.index}`);
    const lazyRows = lazy().getRowModel().rows;
    expect(ids(lazyRows)).toEqual(ids(eager().getRowModel().rows));
    expect([...lazyRows].map((row) => row.id)).toEqual(data.map((course) => course.id));
    expect(lazyRows.slice(100, 103).map((row) => row.id)).toEqual(['c100', 'c101', 'c102']);
    expect(lazyRows.filter((row) => row.original.students === 0)).toHaveLength(
      data.filter((course) => course.students === 0).length,
    );
    expect(lazyRows.indexOf(lazyRows[77]!)).toBe(77);
    expect(Object.keys(lazyRows)).toHaveLength(600);
    expect(Array.isArray(lazyRows)).toBe(true);

    act(() => lazy().setSorting([{ id: 'name', desc: true }]));
    act(() => eager().setSorting([{ id: 'name', desc: true }]));
    expect(ids(lazy().getRowModel().rows)).toEqual(ids(eager().getRowModel().rows));
    act(() => lazy().setSorting([{ id: 'students', desc: false }]));
    act(() => eager().setSorting([{ id: 'students', desc: false }]));
    expect(ids(lazy().getRowModel().rows)).toEqual(ids(eager().getRowModel().rows));
  });

  it('selects one row, all rows, and reports the selected rows', () => {
    const data = courses(300);
    const { table: t } = table(data);
    act(() => t().getRow('c7').toggleSelected(true));
    expect(
      t()
        .getSelectedRowModel()
        .rows.map((row) => row.id),
    ).toEqual(['c7']);
    expect(t().getIsSomeRowsSelected()).toBe(true);
    expect(t().getIsAllRowsSelected()).toBe(false);
    act(() => t().toggleAllRowsSelected(true));
    expect(t().getIsAllRowsSelected()).toBe(true);
    expect(t().getSelectedRowModel().rows).toHaveLength(300);
    expect(t().getRowModel().rows[299]!.getIsSelected()).toBe(true);
  });

  it('makes new rows for a new list', () => {
    const getRowId = (course: Course) => course.id;
    const { result, rerender } = renderHook(({ data }) => useCourses(data, getRowId), {
      initialProps: { data: courses(400) },
    });
    const before = result.current.getRowModel().rows[0];
    const next = courses(450).map((course) => ({ ...course, name: `New ${course.name}` }));
    rerender({ data: next });
    const rows = result.current.getRowModel().rows;
    expect(rows).toHaveLength(450);
    expect(rows[0]).not.toBe(before);
    expect(rows[0]!.original).toBe(next[0]);
  });

  it('is read-only, as a row model is', () => {
    const { table: t } = table(courses(300));
    const rows = t().getRowModel().rows as unknown as unknown[];
    expect(() => {
      rows[0] = 'x';
    }).toThrow(TypeError);
    expect(() => rows.push('x')).toThrow(TypeError);
    expect(rows).toHaveLength(300);
  });

  it('makes every row at once for a short list, as TanStack does', () => {
    const { table: t, getRowId } = table(courses(20));
    expect(getRowId).not.toHaveBeenCalled();
    expect(t().getCoreRowModel().rows).toHaveLength(20);
    expect(getRowId).toHaveBeenCalledTimes(20);
  });

  it('keeps TanStack’s model for nested rows', () => {
    const data = courses(300).map((course) => ({ ...course, parts: [{ ...course, id: `${course.id}.1` }] }));
    const { table: t, getRowId } = table(data, true, true);
    const { rows, flatRows } = t().getCoreRowModel();
    expect(getRowId).toHaveBeenCalledTimes(600);
    expect(rows).toHaveLength(300);
    expect(flatRows).toHaveLength(600);
    expect(rows[0]!.subRows[0]!.id).toBe('c0.1');
  });
});
