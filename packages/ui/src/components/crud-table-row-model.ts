import {
  constructRow,
  createCoreRowModel,
  skipFirstRun,
  tableMemo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
  type TableFeatures,
} from '@tanstack/react-table';

/** Lists shorter than this get TanStack's own core row model: every row made up front. */
const LAZY_FROM = 200;

type AutoResets = {
  autoResetExpanded?: () => void;
  autoResetPageIndex?: () => void;
  autoResetSorting?: () => void;
  autoResetCellSelection?: () => void;
};

/**
 * The core row model of CrudTable: TanStack's, except that for a long flat list a row object is
 * made the first time something reads it, and then kept.
 *
 * TanStack makes a `Row` for every item as soon as the model is read. For 10,000 client-side rows
 * that was ~40 ms of a cold first render, plus the garbage collection its 30,000 objects caused,
 * for a virtualised body that shows twenty of them. Here `rows` and `flatRows` are one array whose
 * items are made on first read (the body reads the rows in view), and `rowsById` finds a row's index
 * from the ids, worked out once on first lookup. Whatever reads every row (sorting, select all, the
 * selected rows) makes every row, as TanStack does: the same rows, the same ids, the same order.
 *
 * Nested rows (`getSubRows`) and short lists keep TanStack's model.
 */
function createLazyCoreRowModel<TFeatures extends TableFeatures, TData extends RowData>(): (
  table: Table<TFeatures, TData>,
) => () => RowModel<TFeatures, TData> {
  return (table) => {
    const eager = createCoreRowModel<TFeatures, TData>()(table);
    const lazy = tableMemo({
      feature: 'coreRowModelsFeature',
      table,
      fnName: 'table.getCoreRowModel',
      memoDeps: () => [table.options.data],
      fn: () => lazyRowModel(table, table.options.data),
      // As TanStack's model: a new list (not the first) resets what its features reset.
      onAfterUpdate: skipFirstRun(() => {
        const resets = table as unknown as AutoResets;
        resets.autoResetExpanded?.();
        resets.autoResetPageIndex?.();
        resets.autoResetSorting?.();
        resets.autoResetCellSelection?.();
      }),
    });
    return () => (table.options.getSubRows || table.options.data.length < LAZY_FROM ? eager() : lazy());
  };
}

function isIndex(key: string | symbol, length: number): key is string {
  if (typeof key !== 'string') return false;
  const index = Number(key);
  return Number.isInteger(index) && index >= 0 && index < length && String(index) === key;
}

function lazyRowModel<TFeatures extends TableFeatures, TData extends RowData>(
  table: Table<TFeatures, TData>,
  data: readonly TData[],
): RowModel<TFeatures, TData> {
  const count = data.length;
  // The array holds the rows made so far; the proxy makes the others as they are read. `has`
  // answers for every index, so the array methods (map, filter, slice, some…) visit every row.
  const made = new Array<Row<TFeatures, TData> | undefined>(count);
  const byId: Record<string, Row<TFeatures, TData>> = Object.create(null);
  let indexById: Map<string, number> | undefined;

  const rowAt = (index: number): Row<TFeatures, TData> => {
    let row = made[index];
    if (!row) {
      const original = data[index]!;
      row = constructRow(table, table.getRowId(original, index), original, index, 0);
      made[index] = row;
      byId[row.id] = row;
    }
    return row;
  };
  const makeAll = () => {
    for (let index = 0; index < count; index += 1) rowAt(index);
  };
  const indexOf = (id: string): number | undefined => {
    if (!indexById) {
      indexById = new Map();
      for (let index = 0; index < count; index += 1) {
        const known = made[index];
        indexById.set(known ? known.id : table.getRowId(data[index]!, index), index);
      }
    }
    return indexById.get(id);
  };

  // Both views: listing the keys makes every row; nothing writes to a row model.
  const readOnly = {
    ownKeys(target: object) {
      makeAll();
      return Reflect.ownKeys(target);
    },
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  };

  const rows = new Proxy<Row<TFeatures, TData>[]>(made as Row<TFeatures, TData>[], {
    get(target, key, receiver) {
      if (isIndex(key, count)) return rowAt(Number(key));
      return Reflect.get(target, key, receiver) as unknown;
    },
    has(target, key) {
      return isIndex(key, count) || Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      if (isIndex(key, count)) rowAt(Number(key));
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ...readOnly,
  });

  const rowsById = new Proxy<Record<string, Row<TFeatures, TData>>>(byId, {
    get(target, key) {
      if (typeof key !== 'string') return undefined;
      const known = target[key];
      if (known) return known;
      const index = indexOf(key);
      return index === undefined ? undefined : rowAt(index);
    },
    has(target, key) {
      return typeof key === 'string' && (key in target || indexOf(key) !== undefined);
    },
    getOwnPropertyDescriptor(target, key) {
      if (typeof key === 'string' && !(key in target)) {
        const index = indexOf(key);
        if (index !== undefined) rowAt(index);
      }
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ...readOnly,
  });

  return { rows, flatRows: rows, rowsById };
}

export { createLazyCoreRowModel };
