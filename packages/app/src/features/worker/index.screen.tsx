import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { workerResource, type Worker } from '@pocket/contract';
import { Tag } from '@pocket/ui';
import { authStorage } from '../../app/core-services.ts';
import { workerApi } from '../../app/api/worker.ts';
import {
  defineScreen,
  type OptionsSource,
  type ScreenContext,
} from '../../components/resource/screen-def.ts';
import { accountFields, stationOptions } from '../../components/resource/account-fields.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { CAMPUS_OPTIONS_KEY, loadCampuses } from '../../lib/campus-options.ts';
import { CampusChoice } from './campus-choice.tsx';

const isSelf = (w: Worker) => w.id === authStorage.get('USER')?.id;

const campuses: OptionsSource = { load: { key: CAMPUS_OPTIONS_KEY, fetch: loadCampuses } };

/** Resets the passwords of `ids` to the tenant's initial password, which the answer announces. */
function resetPasswords(ids: string[], screen: ScreenContext) {
  const count = ids.length;
  screen.confirm({
    title: msg`Reset passwords`,
    question: msg`Reset the password of the ${count} selected worker(s) to the initial password?`,
    action: msg`Reset`,
    run: async () => {
      const { initialPassword: secret } = await workerApi.workerReset({ body: { ids } });
      screen.notify(msg`Password reset successfully. The initial password is ${secret}`, {
        duration: 10_000,
      });
      await screen.refresh();
    },
  });
}

async function switchState(ids: string[], state: boolean, screen: ScreenContext) {
  const { count } = await workerApi.workerState({ body: { ids, state } });
  screen.notify(state ? msg`${count} worker(s) enabled` : msg`${count} worker(s) disabled`);
  await screen.refresh();
}

/**
 * Workers (`/worker/index`): the tenant's staff, users of type WORKER with station, campuses,
 * position status and lecturer data. A worker who has left can no longer sign in.
 */
export const workerScreen = defineScreen({
  resource: workerResource,
  texts: {
    title: msg`Workers`,
    add: msg`Add worker`,
    edit: msg`Edit worker`,
    deleteTitle: msg`Delete workers`,
    deleteQuestion: (count) => msg`Delete the ${count} selected worker(s)? This cannot be undone.`,
    importTitle: msg`Import workers`,
    imported: (count) => msg`Imported ${count} workers`,
  },
  rowLabel: (w) => w.account,
  columns: [
    { key: 'account', header: msg`Account`, sortable: true },
    { key: 'name', header: msg({ message: 'Name', context: 'person' }), sortable: true },
    { key: 'orgName', header: msg`Organisation` },
    { key: 'stationName', header: msg`Station` },
    { key: 'mobile', header: msg`Mobile` },
    { key: 'campusNames', header: msg`Campuses`, cell: (w) => w.campusNames.join(', ') },
    {
      key: 'positionStatus',
      header: msg`Position`,
      cell: (w) =>
        w.positionStatus ? (
          <Tag variant={w.positionStatus.code === 'LEFT' ? 'danger' : 'success'}>{w.positionStatus.desc}</Tag>
        ) : null,
    },
    {
      key: 'isLecturer',
      header: msg`Lecturer`,
      cell: (w) => (w.isLecturer ? <Trans>Yes</Trans> : <Trans>No</Trans>),
    },
    { key: 'state', header: msg`State`, cell: 'state' },
    { key: 'createTime', header: msg`Created at`, sortable: true },
  ],
  defaultSort: 'id',
  exportName: 'workers',
  filters: [
    { type: 'org', key: 'orgId', label: msg`Organisations` },
    { type: 'text', key: 'name', label: msg`Name or account` },
    { type: 'text', key: 'mobile', label: msg`Mobile` },
    { type: 'select', key: 'stationId', label: msg`Station`, ...stationOptions },
    { type: 'select', key: 'campusId', label: msg`Campus`, ...campuses },
    { type: 'select', key: 'positionStatus', label: msg`Position`, enum: 'PositionStatus' },
    { type: 'state', key: 'state' },
  ],
  form: {
    columns: 2,
    size: 'lg',
    fields: [
      ...accountFields,
      {
        name: 'positionStatus',
        control: 'radio',
        label: msg`Position`,
        enum: 'PositionStatus',
        initial: 'ON_DUTY',
        description: msg`A worker who has left can no longer sign in or be chosen as lecturer.`,
      },
      { name: 'state', control: 'valid' },
      {
        name: 'campusIds',
        control: 'custom',
        label: msg`Campuses`,
        wide: true,
        empty: [],
        render: (field) => <CampusChoice {...field} />,
      },
      { name: 'isLecturer', control: 'switch', label: msg`Lecturer` },
      { name: 'introduce', control: 'textarea', label: msg`Introduction`, wide: true },
    ],
  },
  locked: (w) => w.readonly,
  guard: (w) =>
    isSelf(w) ? msg`The selection includes your own account, so the action was cancelled.` : undefined,
  rowActions: [
    {
      id: 'reset',
      label: msg`Reset password`,
      describe: (w) => msg`Reset password of ${w.account}`,
      permission: 'reset',
      run: (w, screen) => resetPasswords([w.id], screen),
    },
    {
      id: 'disable',
      label: msg`Disable`,
      permission: 'edit',
      visible: (w) => w.state && !w.readonly && !isSelf(w),
      run: (w, screen) => switchState([w.id], false, screen),
    },
    {
      id: 'enable',
      label: msg`Enable`,
      permission: 'edit',
      visible: (w) => !w.state && !w.readonly && !isSelf(w),
      run: (w, screen) => switchState([w.id], true, screen),
    },
  ],
  bulkActions: [
    { id: 'enable', label: msg`Enable`, permission: 'edit', run: (_r, ids, s) => switchState(ids, true, s) },
    {
      id: 'disable',
      label: msg`Disable`,
      permission: 'edit',
      run: (_r, ids, s) => switchState(ids, false, s),
    },
    {
      id: 'reset',
      label: msg`Reset passwords`,
      permission: 'reset',
      run: (_r, ids, s) => resetPasswords(ids, s),
    },
  ],
});

export default resourceScreen(workerScreen);
