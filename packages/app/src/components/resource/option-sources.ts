import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import useSWR from 'swr';
import type { SelectOption } from '@pocket/ui';
import { ENUMS } from '@pocket/contract';
import { lookupApi } from '../../app/api/lookup.ts';
import { orgApi } from '../../app/api/org.ts';
import { orgNodes } from '../../lib/org-nodes.ts';
import { swrKey } from '../../lib/swr-keys.ts';
import type { OptionsSource } from './screen-def.ts';

// What a screen's filters and its form's fields both read (options, the organisation tree), apart
// from the form's controls: a table screen's first load does not bring the form's code.

/**
 * The options of several specs (a screen's filters, a form field), with labels in the active
 * language: server enums in one request, server lists in one more, fixed lists translated.
 */
export function useOptionSources(sources: readonly (OptionsSource | undefined)[]): SelectOption[][] {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const enums = [...new Set(sources.flatMap((s) => (s && 'enum' in s ? [s.enum] : [])))];
  const lists = sources.flatMap((s) => (s && 'load' in s ? [s.load] : []));
  const described = useSWR(enums.length ? swrKey('oauth/enums', { names: enums, locale }) : null, () =>
    lookupApi.enums({ body: enums }, { silent: true }),
  );
  const loaded = useSWR(
    lists.length ? swrKey('options', { keys: lists.map((l) => l.key), locale }) : null,
    () => Promise.all(lists.map((l) => l.fetch())),
  );
  return sources.map((source) => {
    if (!source) return [];
    if ('enum' in source)
      return ENUMS[source.enum].map((code) => ({
        value: code,
        label: described.data?.[source.enum]?.[code] ?? code,
      }));
    if ('load' in source) return loaded.data?.[lists.indexOf(source.load)] ?? [];
    return source.options.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  });
}

/** The tenant's organisations for a tree select, when `wanted` (every one; invalid ones cannot
 * be chosen). One cache entry for every screen that shows the tree. */
export function useOrgNodesWhen(wanted: boolean) {
  const tree = useSWR(wanted ? swrKey('authority/org/tree', {}) : null, () => orgApi.orgTree({ query: {} }));
  return useMemo(() => orgNodes(tree.data ?? []), [tree.data]);
}
