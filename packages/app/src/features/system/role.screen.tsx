import { msg } from '@lingui/core/macro';
import { roleResource } from '@pocket/contract';
import { OrgChecklist } from '../../components/resource/org-checklist.tsx';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { GrantDialog, HoldersDialog } from './role-dialogs.tsx';

/**
 * Roles (`/system/role`): code and name unique, built-in roles read-only; each role's grants (menus
 * and buttons as one tree), its users, and its data scope (chosen organisations for CUSTOMIZE).
 */
export const roleScreen = defineScreen({
  resource: roleResource,
  texts: {
    title: msg`Roles`,
    add: msg`Add role`,
    edit: msg`Edit role`,
    deleteTitle: msg`Delete roles`,
    deleteQuestion: (count) => msg`Delete the ${count} selected role(s)? Their users lose what they grant.`,
  },
  rowLabel: (r) => r.name,
  columns: [
    { key: 'code', header: msg`Code`, cell: 'code', sortable: true },
    { key: 'name', header: msg`Name`, sortable: true },
    { key: 'describe', header: msg`Description` },
    { key: 'dsType', header: msg`Data scope`, cell: 'enum' },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'createTime', header: msg`Created at`, sortable: true },
  ],
  filters: [
    { type: 'text', key: 'code', label: msg`Code` },
    { type: 'text', key: 'name', label: msg`Name` },
    { type: 'state', key: 'state' },
  ],
  form: {
    columns: 2,
    fields: [
      { name: 'code', control: 'text', label: msg`Code`, required: true, fixedOnEdit: true },
      { name: 'name', control: 'text', label: msg`Name` },
      { name: 'dsType', control: 'select', label: msg`Data scope`, enum: 'DataScopeType', initial: 'SELF' },
      { name: 'state', control: 'valid' },
      {
        name: 'orgList',
        control: 'custom',
        label: msg`Organisations of a custom scope`,
        description: msg`Used when the data scope is Custom: the role's users see the rows of these organisations.`,
        wide: true,
        empty: [],
        render: (field) => <OrgChecklist {...field} />,
      },
      { name: 'describe', control: 'textarea', label: msg`Description`, wide: true },
    ],
    toForm: (r) => ({
      code: r.code,
      name: r.name,
      describe: r.describe ?? '',
      dsType: r.dsType.code,
      state: r.state,
      orgList: r.orgList,
    }),
  },
  locked: (r) => r.readonly,
  rowActions: [
    {
      id: 'grant',
      label: msg`Permissions`,
      describe: (r) => msg`Permissions of ${r.name}`,
      permission: 'config',
      run: (role, screen) =>
        screen.show((close) => (
          <GrantDialog role={role} onClose={close} onSaved={() => void screen.refresh()} />
        )),
    },
    {
      id: 'users',
      label: msg`Users`,
      describe: (r) => msg`Users of ${r.name}`,
      permission: 'config',
      visible: () => true,
      run: (role, screen) =>
        screen.show((close) => (
          <HoldersDialog role={role} onClose={close} onSaved={() => void screen.refresh()} />
        )),
    },
  ],
});

export default resourceScreen(roleScreen);
