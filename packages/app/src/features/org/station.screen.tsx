import { msg } from '@lingui/core/macro';
import { plural } from '@lingui/core/macro';
import { stationResource } from '@pocket/contract';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

/** Stations (`/org/station`): posts inside organisations. */
export const stationScreen = defineScreen({
  resource: stationResource,
  texts: {
    title: msg`Stations`,
    add: msg`Add station`,
    edit: msg`Edit station`,
    deleteTitle: msg`Delete stations`,
    deleteQuestion: (count) =>
      msg`Delete the ${plural(count, { one: '# selected station', other: '# selected stations' })}? The users holding them keep their accounts.`,
  },
  rowLabel: (s) => s.name,
  columns: [
    { key: 'name', header: msg`Name` },
    { key: 'orgName', header: msg`Organisation` },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'describe', header: msg`Description` },
    { key: 'createTime', header: msg`Created at` },
  ],
  filters: [
    { type: 'text', key: 'name', label: msg`Name` },
    { type: 'state', key: 'state' },
  ],
  form: {
    fields: [
      { name: 'name', control: 'text', label: msg`Name` },
      {
        name: 'orgId',
        control: 'org',
        label: msg`Organisation`,
        description: msg`Top level: the station belongs to no organisation.`,
      },
      { name: 'describe', control: 'textarea', label: msg`Description` },
      { name: 'state', control: 'valid' },
    ],
  },
});

export default resourceScreen(stationScreen);
