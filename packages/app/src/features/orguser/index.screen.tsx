import type { JSX } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { userResource } from '@pocket/contract';
import { defineScreen } from '../../components/resource/screen-def.ts';
import {
  accountTexts,
  selfGuard,
  userBulkActions,
  userRowActions,
} from '../../components/resource/user-parts.tsx';
import { accountFields } from '../../components/resource/account-fields.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

/** A user type in the active language (the known codes), else the code itself. */
function userTypeLabel(code: string | null) {
  if (!code) return null;
  const known: Record<string, JSX.Element> = {
    ADMIN: <Trans>Administrator</Trans>,
    WORKER: <Trans>Worker</Trans>,
    LEARNER: <Trans>Learner</Trans>,
  };
  return known[code] ?? code;
}

/**
 * Organisation users (`/orguser/index`): the organisation tree beside the table filters it; users
 * are created inside an organisation (`saveOrgUser`); passwords are reset to the initial one.
 */
export const orgUserScreen = defineScreen({
  resource: userResource,
  texts: {
    title: msg`Organisation users`,
    tableLabel: msg`Users`,
    ...accountTexts,
  },
  rowLabel: (u) => u.account,
  columns: [
    { key: 'account', header: msg`Account`, sortable: true },
    { key: 'name', header: msg({ message: 'Name', context: 'person' }), sortable: true },
    { key: 'orgName', header: msg`Organisation` },
    { key: 'sex', header: msg`Sex`, cell: 'enum' },
    { key: 'mobile', header: msg`Mobile` },
    { key: 'email', header: msg`Email` },
    { key: 'userType', header: msg`User type`, cell: (u) => userTypeLabel(u.userType) },
    { key: 'label', header: msg`Label` },
    { key: 'membershipEnd', header: msg`Membership end`, sortable: true },
    { key: 'expirationTime', header: msg`Account expires`, sortable: true, hidden: true },
    { key: 'lastLoginTime', header: msg`Last sign-in`, sortable: true },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'createTime', header: msg`Created at`, sortable: true },
  ],
  defaultSort: 'id',
  exportName: 'users',
  filters: [
    { type: 'org', key: 'orgId', label: msg`Organisations` },
    { type: 'text', key: 'account', label: msg`Account` },
    { type: 'text', key: 'name', label: msg({ message: 'Name', context: 'person' }) },
    { type: 'text', key: 'mobile', label: msg`Mobile` },
    { type: 'select', key: 'userType', label: msg`User type`, enum: 'UserType' },
    { type: 'text', key: 'label', label: msg`Label` },
    { type: 'state', key: 'state' },
    { type: 'date-range', key: 'createTime', label: msg`Created` },
    { type: 'date-range', key: 'membershipEnd', label: msg`Membership end` },
    { type: 'date-range', key: 'lastLoginTime', label: msg`Last sign-in` },
  ],
  form: {
    columns: 2,
    create: userResource.endpoints.userSaveOrgUser,
    fields: [
      ...accountFields,
      { name: 'userType', control: 'select', label: msg`User type`, none: msg`None`, enum: 'UserType' },
      { name: 'label', control: 'text', label: msg`Label` },
      { name: 'state', control: 'valid' },
      {
        name: 'expirationTime',
        control: 'datetime',
        label: msg`Expires`,
        description: msg`Leave empty for an account that never expires. After this time the user can no longer sign in.`,
      },
      { name: 'workDescribe', control: 'textarea', label: msg`Work description`, wide: true },
    ],
  },
  locked: (u) => u.readonly,
  guard: selfGuard,
  rowActions: userRowActions,
  bulkActions: userBulkActions,
});

export default resourceScreen(orgUserScreen);
