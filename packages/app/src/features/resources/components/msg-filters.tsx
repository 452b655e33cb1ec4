import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { MSG_TYPE, type MsgType } from '@pocket/contract';
import type { CrudFilterField, CrudFilterValues } from '@pocket/ui';
import { dayRangeExtra, filterText } from '../../../lib/filters.ts';
import { msgTypeLabel } from '../msg-types.ts';

/** The filter bar's fields: title, type, author and the created-time range. */
export function useMsgFilterFields(): CrudFilterField[] {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo<CrudFilterField[]>(
    () => [
      { type: 'text', id: 'title', label: t`Title` },
      {
        type: 'select',
        id: 'msgType',
        label: t`Type`,
        options: MSG_TYPE.map((type) => ({ value: type, label: msgTypeLabel(i18n, type) })),
      },
      { type: 'text', id: 'author', label: t`Author` },
      { type: 'date-range', id: 'createTime', label: t`Created` },
    ],
    // `t` follows the active language; the locale makes the dependency explicit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );
}

/** The paged query's `model` and `extra` for the bar's applied values (whole days for the range). */
export function msgFiltersToQuery(filters: CrudFilterValues) {
  const model: { title?: string; author?: string; msgType?: MsgType } = {};
  for (const key of ['title', 'author'] as const) {
    const value = filterText(filters[key]);
    if (value) model[key] = value;
  }
  const type = filterText(filters.msgType);
  if ((MSG_TYPE as readonly string[]).includes(type)) model.msgType = type as MsgType;
  return { model, extra: dayRangeExtra(filters, 'createTime') };
}
