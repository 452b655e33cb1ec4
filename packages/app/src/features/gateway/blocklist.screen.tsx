import { msg } from '@lingui/core/macro';
import { blockListResource } from '@pocket/contract';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { ruleColumns, ruleFields, ruleFilters, ruleTail } from './rule-parts.tsx';

/**
 * The block list (`/gateway/blocklist`, platform only): requests from an address or range, to a
 * path pattern, with a method, within a daily window are refused before sign-in is even checked.
 * The server refuses a rule that would block the platform's own sign-in from 127.0.0.1, and its
 * message is shown.
 */
export const blockListScreen = defineScreen({
  resource: blockListResource,
  texts: {
    title: msg`Block list`,
    add: msg`Add block rule`,
    edit: msg`Edit block rule`,
    createHint: msg`A matching request is refused at once, on every server, within a second of saving.`,
    deleteTitle: msg`Delete block rules`,
    deleteQuestion: (count) => msg`Delete the ${count} selected block rule(s)?`,
  },
  rowLabel: (r) => [r.ip, r.requestMethod, r.requestUri].filter(Boolean).join(' ') || r.id,
  columns: [
    ...ruleColumns(),
    { key: 'describe', header: msg`Description` },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'updateTime', header: msg`Updated at` },
  ],
  filters: ruleFilters,
  form: {
    columns: 2,
    fields: [
      // A block rule names the addresses it refuses.
      {
        ...ruleFields[0]!,
        description: msg`An IPv4 or IPv6 address or CIDR range, e.g. 203.0.113.7 or 10.0.0.0/8 (0.0.0.0/0: every IPv4 address).`,
      },
      ...ruleFields.slice(1),
      ...ruleTail,
    ],
  },
});

export default resourceScreen(blockListScreen);
