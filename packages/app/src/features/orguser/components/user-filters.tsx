import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CrudFilterField, CrudFilterValues } from '@pocket/ui';
import { dayRangeExtra, filterText } from '../../../lib/filters.ts';

/** The filter bar's fields: account, name, mobile, state and the created-time range. */
export function useUserFilterFields(): CrudFilterField[] {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo<CrudFilterField[]>(
    () => [
      { type: 'text', id: 'account', label: t`Account` },
      { type: 'text', id: 'name', label: t`Name` },
      { type: 'text', id: 'mobile', label: t`Mobile` },
      {
        type: 'select',
        id: 'state',
        label: t`State`,
        options: [
          { value: 'true', label: t`Valid` },
          { value: 'false', label: t`Invalid` },
        ],
      },
      { type: 'date-range', id: 'createTime', label: t`Created` },
    ],
    // `t` follows the active language; the locale makes the dependency explicit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );
}

/**
 * The paged query's `model` and `extra` for the bar's applied values (the kit drops empty fields;
 * the created-time range travels as `createTime_st` / `createTime_ed`, whole days).
 */
export function filtersToQuery(filters: CrudFilterValues) {
  const model: { account?: string; name?: string; mobile?: string; state?: 'true' | 'false' } = {};
  for (const key of ['account', 'name', 'mobile'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  const state = filterText(filters.state);
  if (state === 'true' || state === 'false') model.state = state;
  return { model, extra: dayRangeExtra(filters, 'createTime') };
}
