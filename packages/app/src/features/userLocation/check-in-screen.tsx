import { msg } from '@lingui/core/macro';
import { checkInResource } from '@pocket/contract';
import { Tag } from '@pocket/ui';
import { Trans } from '@lingui/react/macro';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { CAMPUS_OPTIONS_KEY, loadCampuses } from '../../lib/campus-options.ts';

/** The check-ins at the tenant's campuses, listed under the campus table, with export. */
export const checkInScreen = defineScreen({
  resource: checkInResource,
  texts: { title: msg`Check-ins` },
  rowLabel: (c) => `${c.userName ?? ''} ${c.checkTime}`,
  columns: [
    { key: 'checkTime', header: msg`Checked in at` },
    { key: 'campusName', header: msg`Campus` },
    { key: 'userName', header: msg({ message: 'Name', context: 'person' }) },
    { key: 'account', header: msg`Account` },
    { key: 'distance', header: msg`Distance (m)` },
    {
      key: 'inRange',
      header: msg`In range`,
      cell: (c) =>
        c.inRange ? (
          <Tag variant="success">
            <Trans>Inside</Trans>
          </Tag>
        ) : (
          <Tag variant="warning">
            <Trans>Outside</Trans>
          </Tag>
        ),
    },
  ],
  exportName: 'check-ins',
  filters: [
    {
      type: 'select',
      key: 'campusId',
      label: msg`Campus`,
      load: { key: CAMPUS_OPTIONS_KEY, fetch: loadCampuses },
    },
    { type: 'text', key: 'userName', label: msg({ message: 'Name', context: 'person' }) },
    {
      type: 'select',
      key: 'inRange',
      label: msg`In range`,
      options: [
        { value: 'true', label: msg`Inside the radius` },
        { value: 'false', label: msg`Outside the radius` },
      ],
    },
    { type: 'date-range', key: 'checkTime', label: msg`Checked in` },
  ],
});
