// Type-level tests, checked by `tsc` (pnpm typecheck): the column helper keeps accessor value
// types and CrudTable's callbacks receive the row type.
import { expectTypeOf } from 'vitest';
import type { PermissionMode } from './permission-gate.tsx';
import { createCrudColumnHelper, type CrudColumnDef } from './crud-table-columns.tsx';
import type { CrudTableProps } from './crud-table.tsx';
import type { CrudBulkAction } from './crud-table-toolbar.tsx';

type User = { id: string; age: number; profile: { city: string } };
const col = createCrudColumnHelper<User>();

col.accessor('age', {
  cell: (info) => {
    expectTypeOf(info.getValue()).toEqualTypeOf<number>();
    return null;
  },
});
col.accessor('profile.city', {
  cell: (info) => {
    expectTypeOf(info.getValue()).toEqualTypeOf<string>();
    return null;
  },
});
// @ts-expect-error 'email' is not a key of User
col.accessor('email', {});

const columns = col.columns([col.accessor('id', {}), col.accessor('age', {})]);
expectTypeOf(columns).toExtend<CrudColumnDef<User>[]>();

expectTypeOf<CrudTableProps<User>['getRowId']>().parameter(0).toEqualTypeOf<User>();
expectTypeOf<CrudBulkAction<User>['onAction']>().parameter(0).toEqualTypeOf<User[]>();
expectTypeOf<NonNullable<CrudTableProps<User>['rowActions']>>().parameter(0).toEqualTypeOf<User>();
expectTypeOf<PermissionMode>().toEqualTypeOf<
  'allPermissions' | 'anyPermissions' | 'noPermissions' | 'allRoles' | 'anyRoles' | 'noRoles'
>();
