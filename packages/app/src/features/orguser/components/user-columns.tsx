import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { User } from '@pocket/contract';
import { createCrudColumnHelper } from '@pocket/ui';
import { StateTag } from '../../../components/crud-parts.tsx';

const col = createCrudColumnHelper<User>();

/**
 * Columns of the users table; sex shows the server's enum description, state a coloured tag.
 * Only account, name and created time sort, as the server sorts by those.
 */
export function useUserColumns() {
  const { t, i18n } = useLingui();
  return useMemo(
    () =>
      col.columns([
        col.accessor('account', { header: t`Account`, enableSorting: true }),
        col.accessor('name', { header: t`Name`, enableSorting: true }),
        col.accessor('orgName', { header: t`Organisation`, enableSorting: false }),
        col.accessor((user) => user.sex?.desc ?? '', {
          id: 'sex',
          header: t`Sex`,
          enableSorting: false,
        }),
        col.accessor('mobile', { header: t`Mobile`, enableSorting: false }),
        col.accessor('email', { header: t`Email`, enableSorting: false }),
        col.accessor('state', {
          header: t`State`,
          enableSorting: false,
          cell: ({ getValue }) => <StateTag valid={getValue()} />,
        }),
        col.accessor('createTime', { header: t`Created at`, enableSorting: true }),
      ]),
    // The headers are translated: rebuild them when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale],
  );
}
