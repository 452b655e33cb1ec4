import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { tenantResource, ValidationCode, type Tenant } from '@pocket/contract';
import { Tag, type TagVariant } from '@pocket/ui';
import { defineScreen, type FormValue, type FormValues } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { MoveDialog } from './move-dialog.tsx';

/** A tenant's name: a school's, which zh words apart from a person's. */
const tenantName = msg({ message: 'Name', context: 'tenant' });

/** The platform tenant that manages the others. */
const PLATFORM = '0000';

const STATUS_VARIANT: Record<Tenant['status']['code'], TagVariant> = {
  NORMAL: 'success',
  WAIT_INIT: 'info',
  WAITING: 'warning',
  FORBIDDEN: 'danger',
  REFUSE: 'danger',
  DELETE: 'default',
};

const text = (value: FormValue | undefined) => String(value ?? '').trim();
/** A number left empty is not sent, so the stored value stays. */
const number = (value: FormValue | undefined) => text(value) || undefined;

/** The body of create (with the code) or update (the code is fixed once created). */
export function tenantBody({ code, ...values }: FormValues, editing: boolean) {
  return {
    ...values,
    ...(editing ? {} : { code: text(code) }),
    domain: text(values.domain),
    passwordExpire: number(values.passwordExpire),
    passwordErrorNum: number(values.passwordErrorNum),
    passwordErrorLockTime: number(values.passwordErrorLockTime),
  };
}

/** Tenants (`/tenant/tenant`), for the platform tenant's administrators. */
export const tenantScreen = defineScreen({
  resource: tenantResource,
  texts: {
    title: msg`Tenants`,
    add: msg`Add tenant`,
    edit: msg`Edit tenant`,
    createHint: msg`A new tenant gets its own roles, menus and an administrator "admin" with the initial password.`,
    deleteTitle: msg`Delete tenants`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected tenant(s) with all their users and data? This cannot be undone.`,
    importTitle: msg`Import tenants`,
    imported: (count) => msg`Imported ${plural(count, { one: '# tenant', other: '# tenants' })}`,
  },
  rowLabel: (tenant) => tenant.code,
  // The server lists tenants newest first and sorts by nothing else.
  columns: [
    { key: 'code', header: msg`Tenant code` },
    { key: 'name', header: tenantName },
    {
      key: 'status',
      header: msg`Status`,
      cell: (tenant) => <Tag variant={STATUS_VARIANT[tenant.status.code]}>{tenant.status.desc}</Tag>,
    },
    { key: 'type', header: msg`Type`, cell: 'enum' },
    { key: 'domain', header: msg`Domain` },
    {
      key: 'datasourceName',
      header: msg`Database`,
      cell: (tenant) => tenant.datasourceName ?? <Trans>Main database</Trans>,
    },
    {
      key: 'expirationTime',
      header: msg`Expires`,
      cell: (tenant) => tenant.expirationTime ?? <Trans context="expiry">Never</Trans>,
    },
    {
      key: 'readonly',
      header: msg`Built-in`,
      cell: (tenant) =>
        tenant.readonly ? (
          <Tag variant="info">
            <Trans>Built-in</Trans>
          </Tag>
        ) : null,
    },
    { key: 'createTime', header: msg`Created at` },
  ],
  filters: [
    { type: 'text', key: 'code', label: msg`Tenant code` },
    { type: 'text', key: 'name', label: tenantName },
    { type: 'select', key: 'status', label: msg`Status`, enum: 'TenantStatusEnum' },
  ],
  form: {
    size: 'lg',
    columns: 2,
    fields: [
      {
        name: 'code',
        control: 'text',
        label: msg`Tenant code`,
        description: msg`4 to 10 letters, digits or underscores; fixed once created.`,
        fixedOnEdit: true,
        unique: true,
        // An empty code reads "Can't be empty" rather than the length rule.
        validate: (code) => (text(code) === '' ? ValidationCode.required : undefined),
      },
      { name: 'name', control: 'text', label: tenantName },
      { name: 'status', control: 'select', label: msg`Status`, enum: 'TenantStatusEnum', initial: 'NORMAL' },
      { name: 'duty', control: 'text', label: msg`Person in charge` },
      {
        name: 'domain',
        control: 'text',
        label: msg`Domain`,
        description: msg`The host name its website is served under, e.g. school.example.com.`,
      },
      {
        name: 'expirationTime',
        control: 'datetime',
        label: msg`Expires`,
        description: msg`Leave empty for a tenant that never expires.`,
      },
      {
        name: 'passwordExpire',
        control: 'number',
        label: msg`Password valid for (days)`,
        description: msg`0: passwords never expire.`,
        initial: '0',
      },
      {
        name: 'passwordErrorNum',
        control: 'number',
        label: msg`Wrong passwords before locking`,
        description: msg`0: accounts never lock.`,
        initial: '5',
      },
      { name: 'passwordErrorLockTime', control: 'number', label: msg`Lock time (minutes)`, initial: '30' },
      {
        name: 'isMultipleLogin',
        control: 'switch',
        label: msg`Several sign-ins per user`,
        description: msg`Off: a new sign-in ends the user's other sessions.`,
        initial: true,
      },
      {
        name: 'allowRegister',
        control: 'switch',
        label: msg`Self-registration`,
        description: msg`On: people may register an account in this tenant themselves.`,
        initial: true,
      },
      { name: 'describe', control: 'textarea', label: msg`Description`, wide: true },
    ],
    toBody: tenantBody,
  },
  rowActions: [
    {
      id: 'move',
      label: msg`Move data`,
      describe: ({ code }) => msg`Move the data of ${code}`,
      permission: 'edit',
      // The platform's rows stay in the main database.
      visible: (tenant) => tenant.code !== PLATFORM,
      run: (tenant, screen) =>
        screen.show((close) => <MoveDialog tenant={tenant} screen={screen} onClose={close} />),
    },
  ],
  // The platform tenant and the built-in ones can be neither changed nor deleted.
  locked: (tenant) => tenant.readonly || tenant.code === PLATFORM,
  exportName: 'tenants',
});

export default resourceScreen(tenantScreen);
