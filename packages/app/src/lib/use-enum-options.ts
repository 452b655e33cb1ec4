import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { ENUMS, type EnumName } from '@pocket/contract';
import type { SelectOption } from '@pocket/ui';
import { lookupApi } from '../app/api/lookup.ts';
import { swrKey } from './swr-keys.ts';

/**
 * The values of a server enum as select options, described by the server in the active language
 * (`POST /oauth/enums`); until the answer arrives, or if it fails, the codes stand in.
 */
export function useEnumOptions<N extends EnumName>(name: N): SelectOption[] {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const { data } = useSWR(swrKey('oauth/enums', { name, locale }), () =>
    lookupApi.enums({ body: [name] }, { silent: true }),
  );
  return useMemo(
    () => ENUMS[name].map((code) => ({ value: code, label: data?.[name]?.[code] ?? code })),
    [data, name],
  );
}
