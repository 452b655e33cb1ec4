import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { CAMPUS_RANGE, userLocationResource, type UserLocation } from '@pocket/contract';
import { Tag } from '@pocket/ui';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { ResourceScreen } from '../../components/resource/resource-screen.tsx';
import { checkInScreen } from './check-in-screen.tsx';
import { AreaChoice, provinceOptions } from './area-choice.tsx';
import { RenewDialog } from './renew-dialog.tsx';

const AUDIT_TAG = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger' } as const;

function AuditCell({ campus }: { campus: UserLocation }) {
  return (
    <span className="grid gap-0.5">
      <Tag variant={AUDIT_TAG[campus.isAudit.code]}>{campus.isAudit.desc}</Tag>
      {campus.opinion ? <span className="text-xs text-muted-foreground">{campus.opinion}</span> : null}
    </span>
  );
}

/**
 * Campuses (`/userLocation/index`): created and changed by the tenant, each change submitted to
 * the platform's audit; only an approved campus in its service window shows on the website and
 * takes check-ins (its check-in page is `/loc/<id>`). The check-ins are listed below.
 */
export const campusScreen = defineScreen({
  resource: userLocationResource,
  texts: {
    title: msg`Campuses`,
    add: msg`Add campus`,
    edit: msg`Edit campus`,
    deleteTitle: msg`Delete campuses`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected campus(es) and their check-ins? This cannot be undone.`,
    createHint: msg`A new or changed campus is submitted to the platform for audit.`,
  },
  rowLabel: (c) => c.name,
  columns: [
    { key: 'name', header: msg`Campus`, sortable: true },
    { key: 'cityName', header: msg`Area` },
    { key: 'addr', header: msg`Address` },
    { key: 'rangeDs', header: msg`Radius (m)` },
    { key: 'isAudit', header: msg`Audit`, cell: (c) => <AuditCell campus={c} /> },
    { key: 'endTime', header: msg`Service until`, sortable: true },
    {
      key: 'open',
      header: msg`Check-in`,
      cell: (c) =>
        c.open ? (
          <a className="text-primary-text underline underline-offset-4" href={`#/loc/${c.id}`}>
            <Trans>Open</Trans>
          </a>
        ) : (
          <Tag>
            <Trans context="check-in">Closed</Trans>
          </Tag>
        ),
    },
    { key: 'isTest', header: msg`Trial`, cell: (c) => (c.isTest ? <Trans>Yes</Trans> : <Trans>No</Trans>) },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'createTime', header: msg`Created at`, sortable: true },
  ],
  defaultSort: 'createTime',
  exportName: 'campuses',
  filters: [
    { type: 'text', key: 'name', label: msg`Campus` },
    { type: 'select', key: 'city', label: msg`Province`, ...provinceOptions },
    { type: 'select', key: 'isAudit', label: msg`Audit`, enum: 'CampusAudit' },
    { type: 'state', key: 'state' },
    { type: 'date-range', key: 'selectTime', label: msg`Created` },
  ],
  form: {
    columns: 2,
    fields: [
      { name: 'name', control: 'text', label: msg`Campus name` },
      { name: 'city', control: 'custom', label: msg`Area`, render: (field) => <AreaChoice {...field} /> },
      { name: 'addr', control: 'text', label: msg`Address`, wide: true },
      {
        name: 'lat',
        control: 'text',
        label: msg`Latitude`,
        required: true,
        description: msg`Decimal degrees, −90 to 90 (e.g. 23.1379).`,
      },
      {
        name: 'lng',
        control: 'text',
        label: msg`Longitude`,
        required: true,
        description: msg`Decimal degrees, −180 to 180 (e.g. 113.3245).`,
      },
      {
        name: 'rangeDs',
        control: 'number',
        label: msg`Check-in radius (m)`,
        initial: String(CAMPUS_RANGE.initial),
        description: msg`From 50 to 5000 metres.`,
      },
      { name: 'isTest', control: 'switch', label: msg`Trial campus` },
      { name: 'state', control: 'valid' },
    ],
  },
  rowActions: [
    {
      id: 'renew',
      label: msg`Renew`,
      describe: (c) => msg`Renew ${c.name}`,
      permission: 'edit',
      // Only a campus the platform approved is renewed (the server says so too).
      visible: (c) => c.isAudit.code === 'APPROVED',
      run: (c, screen) =>
        screen.show((close) => <RenewDialog campus={c} close={close} onRenewed={screen.refresh} />),
    },
  ],
});

/** The campus table with the check-ins below it. */
export default function CampusPage() {
  return (
    <div className="grid">
      <ResourceScreen def={campusScreen} />
      <ResourceScreen def={checkInScreen} />
    </div>
  );
}
