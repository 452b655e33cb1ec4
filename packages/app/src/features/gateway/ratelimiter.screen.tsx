import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { rateLimiterResource } from '@pocket/contract';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { ruleColumns, ruleFields, ruleFilters, ruleTail } from './rule-parts.tsx';

/**
 * The rate limiter (`/gateway/ratelimiter`, platform only): at most so many matching requests
 * per interval, per address or per signed-in user; the next ones are answered "too many
 * requests" until the interval ends. A rule covering the platform's sign-in from 127.0.0.1 must
 * allow enough requests, or the server refuses it with a message saying so.
 */
export const rateLimiterScreen = defineScreen({
  resource: rateLimiterResource,
  texts: {
    title: msg`Rate limiter`,
    add: msg`Add rate rule`,
    edit: msg`Edit rate rule`,
    createHint: msg`Counts start when a request matches; every server applies the rule within a second of saving.`,
    deleteTitle: msg`Delete rate rules`,
    deleteQuestion: (count) => msg`Delete the ${count} selected rate rule(s)?`,
  },
  rowLabel: (r) => [r.ip, r.requestMethod, r.requestUri].filter(Boolean).join(' ') || r.id,
  columns: [
    ...ruleColumns(),
    {
      key: 'count',
      header: msg`Limit`,
      cell: ({ count, intervalSec }) => (
        <Trans>
          {count} per {intervalSec} s
        </Trans>
      ),
    },
    { key: 'limitBy', header: msg`Counted`, cell: 'enum' },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'updateTime', header: msg`Updated at` },
  ],
  filters: ruleFilters,
  form: {
    columns: 2,
    fields: [
      {
        name: 'count',
        control: 'number',
        label: msg`Requests`,
        description: msg`How many matching requests are let through…`,
      },
      {
        name: 'intervalSec',
        control: 'number',
        label: msg`Per (seconds)`,
        description: msg`…in this many seconds (at most a day).`,
      },
      { name: 'limitBy', control: 'select', label: msg`Counted`, enum: 'RateLimitBy', initial: 'IP' },
      ...ruleFields,
      ...ruleTail,
    ],
  },
});

export default resourceScreen(rateLimiterScreen);
