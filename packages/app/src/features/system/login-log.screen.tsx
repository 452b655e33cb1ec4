import { msg } from '@lingui/core/macro';
import { loginLogResource } from '@pocket/contract';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';

/**
 * The login log (`/system/loginLog`): every sign-in of the tenant, newest first (the server sorts
 * by nothing else). Written by the sign-ins themselves: it is read, exported and deleted only.
 */
export const loginLogScreen = defineScreen({
  resource: loginLogResource,
  texts: {
    title: msg`Login log`,
    tableLabel: msg`Sign-ins`,
    deleteTitle: msg`Delete log entries`,
    deleteQuestion: (count) =>
      msg`Delete the ${count} selected log entries? The dashboard's visit figures will no longer count them.`,
  },
  rowLabel: (row) => `${row.account ?? ''} ${row.createTime}`,
  columns: [
    { key: 'account', header: msg`Account` },
    { key: 'userName', header: msg`Name` },
    { key: 'requestIp', header: msg`Login IP` },
    { key: 'location', header: msg`Location` },
    {
      key: 'browser',
      header: msg`Browser`,
      cell: (row) => [row.browser, row.browserVersion].filter(Boolean).join(' '),
    },
    { key: 'operatingSystem', header: msg`Operating system` },
    { key: 'createTime', header: msg`Signed in at` },
  ],
  filters: [
    { type: 'text', key: 'account', label: msg`Account` },
    { type: 'text', key: 'userName', label: msg`Name` },
    { type: 'text', key: 'requestIp', label: msg`Login IP` },
    { type: 'date-range', key: 'createTime', label: msg`Signed in at` },
  ],
  deleting: {
    rowLabel: (row) => msg`Delete the sign-in of ${row.account ?? ''} at ${row.createTime}`,
  },
  exportName: 'login-log',
});

export default resourceScreen(loginLogScreen);
