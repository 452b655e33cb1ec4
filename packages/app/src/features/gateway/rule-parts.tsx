import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { BlockList } from '@pocket/contract';
import type { ColumnSpec, FieldSpec, FilterSpec } from '../../components/resource/screen-def.ts';

/** What block and rate rules share: who, what and when. */
type Rule = Pick<BlockList, 'ip' | 'requestUri' | 'requestMethod' | 'limitStart' | 'limitEnd'>;

/** A rule's field shown as it applies: empty means every address, path or method. */
function Every({ value, children }: { value: string | null; children: React.ReactNode }) {
  return value ? (
    <code className="font-mono text-xs">{value}</code>
  ) : (
    <span className="text-muted-foreground">{children}</span>
  );
}

/** The columns block and rate rules share (the first ones of both tables). */
export function ruleColumns<R extends Rule & { id: string }>(): ColumnSpec<R>[] {
  return [
    {
      key: 'ip',
      header: msg`Address or range`,
      cell: (r) => (
        <Every value={r.ip}>
          <Trans>Every address</Trans>
        </Every>
      ),
    },
    {
      key: 'requestUri',
      header: msg`Path`,
      cell: (r) => (
        <Every value={r.requestUri}>
          <Trans>Every path</Trans>
        </Every>
      ),
    },
    {
      key: 'requestMethod',
      header: msg`Method`,
      cell: (r) => (
        <Every value={r.requestMethod}>
          <Trans>Every method</Trans>
        </Every>
      ),
    },
    {
      key: 'limitStart',
      header: msg`Daily window`,
      cell: (r) =>
        r.limitStart && r.limitEnd ? (
          `${r.limitStart}–${r.limitEnd}`
        ) : (
          <span className="text-muted-foreground">
            <Trans>All day</Trans>
          </span>
        ),
    },
  ];
}

export const ruleFilters: FilterSpec[] = [
  { type: 'text', key: 'ip', label: msg`Address or range` },
  { type: 'text', key: 'requestUri', label: msg`Path` },
  { type: 'state', key: 'state' },
];

/** The form fields block and rate rules share. */
export const ruleFields: FieldSpec[] = [
  {
    name: 'ip',
    control: 'text',
    label: msg`Address or range`,
    description: msg`An IPv4 or IPv6 address or CIDR range, e.g. 203.0.113.7 or 10.0.0.0/8; empty: every address.`,
  },
  {
    name: 'requestUri',
    control: 'text',
    label: msg`Path`,
    description: msg`A path pattern such as /api/course/**: * stands for one segment, ** for any number; empty: every path.`,
  },
  {
    name: 'requestMethod',
    control: 'select',
    label: msg`Method`,
    enum: 'HttpMethod',
    none: msg`Every method`,
  },
  {
    name: 'limitStart',
    control: 'text',
    inputType: 'time',
    label: msg`From`,
    description: msg`A daily window in the server's time; empty: all day.`,
  },
  {
    name: 'limitEnd',
    control: 'text',
    inputType: 'time',
    label: msg`Until`,
    description: msg`An end before the start runs past midnight.`,
  },
];

/** The closing fields of both forms. */
export const ruleTail: FieldSpec[] = [
  { name: 'describe', control: 'textarea', label: msg`Description`, wide: true },
  { name: 'state', control: 'valid' },
];
