import { msg } from '@lingui/core/macro';
import { userResource } from '@pocket/contract';
import { accountFields } from '../../components/resource/account-fields.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import {
  accountTexts,
  RoleChecklist,
  RoleNames,
  selfGuard,
  userBulkActions,
  userRowActions,
} from '../../components/resource/user-parts.tsx';

/**
 * Users (`/org/user`): the organisation tree beside the table filters it; accounts with their
 * organisation, roles and last sign-in; roles are assigned in the form (never one's own, never a
 * role one does not hold: the server refuses); reset, enable / disable, delete, import, export.
 */
export const userScreen = defineScreen({
  resource: userResource,
  texts: {
    title: msg`Users`,
    ...accountTexts,
  },
  rowLabel: (u) => u.account,
  columns: [
    { key: 'account', header: msg`Account`, sortable: true },
    { key: 'name', header: msg({ message: 'Name', context: 'person' }), sortable: true },
    { key: 'orgName', header: msg`Organisation` },
    { key: 'stationName', header: msg`Station` },
    { key: 'mobile', header: msg`Mobile` },
    { key: 'email', header: msg`Email` },
    { key: 'sex', header: msg`Sex`, cell: 'enum' },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'roleIds', header: msg`Roles`, cell: (u) => <RoleNames ids={u.roleIds} /> },
    { key: 'lastLoginTime', header: msg`Last sign-in`, sortable: true },
    { key: 'createTime', header: msg`Created at`, sortable: true, hidden: true },
  ],
  defaultSort: 'id',
  exportName: 'users',
  filters: [
    { type: 'org', key: 'orgId', label: msg`Organisations` },
    { type: 'text', key: 'account', label: msg`Account` },
    { type: 'text', key: 'name', label: msg({ message: 'Name', context: 'person' }) },
    { type: 'text', key: 'mobile', label: msg`Mobile` },
    { type: 'state', key: 'state' },
    { type: 'date-range', key: 'lastLoginTime', label: msg`Last sign-in` },
  ],
  form: {
    columns: 2,
    fields: [
      ...accountFields,
      { name: 'state', control: 'valid' },
      {
        name: 'roleIds',
        control: 'custom',
        label: msg`Roles`,
        wide: true,
        empty: [],
        render: (field) => <RoleChecklist {...field} />,
      },
    ],
  },
  locked: (u) => u.readonly,
  guard: selfGuard,
  rowActions: userRowActions,
  bulkActions: userBulkActions,
});

export default resourceScreen(userScreen);
