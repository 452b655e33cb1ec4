import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TENANT_STATUS, type Tenant } from '@pocket/contract';
import {
  createCrudColumnHelper,
  Tag,
  type CrudFilterField,
  type CrudFilterValues,
  type SelectOption,
  type TagVariant,
} from '@pocket/ui';
import { filterText } from '../../../lib/filters.ts';

type TenantStatus = (typeof TENANT_STATUS)[number];

const STATUS_VARIANT: Record<TenantStatus, TagVariant> = {
  NORMAL: 'success',
  WAIT_INIT: 'info',
  WAITING: 'warning',
  FORBIDDEN: 'danger',
  REFUSE: 'danger',
  DELETE: 'default',
};

const col = createCrudColumnHelper<Tenant>();

/**
 * Columns of the tenant table. The server lists tenants newest first and sorts by nothing else,
 * so no column offers sorting (sorting one page would mislead).
 */
export function useTenantColumns() {
  const { t, i18n } = useLingui();
  return useMemo(
    () =>
      col.columns([
        col.accessor('code', { header: t`Tenant code`, enableSorting: false }),
        col.accessor('name', { header: t`Name`, enableSorting: false }),
        col.accessor((tenant) => tenant.status.code, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: ({ row }) => (
            <Tag variant={STATUS_VARIANT[row.original.status.code]}>{row.original.status.desc}</Tag>
          ),
        }),
        col.accessor((tenant) => tenant.type.desc, { id: 'type', header: t`Type`, enableSorting: false }),
        col.accessor('domain', { header: t`Domain`, enableSorting: false }),
        col.accessor('expirationTime', {
          header: t`Expires`,
          enableSorting: false,
          cell: ({ getValue }) => getValue() ?? t`Never`,
        }),
        col.accessor('readonly', {
          header: t`Built-in`,
          enableSorting: false,
          cell: ({ getValue }) => (getValue() ? <Tag variant="info">{t`Built-in`}</Tag> : null),
        }),
        col.accessor('createTime', { header: t`Created at`, enableSorting: false }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
}

/** The filter bar's fields: code, name and status. */
export function useTenantFilterFields(statusOptions: SelectOption[]): CrudFilterField[] {
  const { t, i18n } = useLingui();
  return useMemo<CrudFilterField[]>(
    () => [
      { type: 'text', id: 'code', label: t`Tenant code` },
      { type: 'text', id: 'name', label: t`Name` },
      { type: 'select', id: 'status', label: t`Status`, options: statusOptions },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, statusOptions],
  );
}

/** The paged query's model for the bar's applied values. */
export function tenantFiltersToQuery(filters: CrudFilterValues) {
  const model: { code?: string; name?: string; status?: TenantStatus } = {};
  for (const key of ['code', 'name'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  const status = filterText(filters.status);
  if ((TENANT_STATUS as readonly string[]).includes(status)) model.status = status as TenantStatus;
  return model;
}
