import { msg } from '@lingui/core/macro';
import { optLogResource } from '@pocket/contract';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { ClearButton, OptLogDetail } from './opt-log-parts.tsx';

/**
 * The operation log (`/system/optLog`): every write of the API, recorded by the server's routing
 * (secrets masked). Read, filtered, exported, deleted and cleared by date.
 */
export const optLogScreen = defineScreen({
  resource: optLogResource,
  texts: {
    title: msg`Operation log`,
    tableLabel: msg`Operations`,
    deleteTitle: msg`Delete log entries`,
    deleteQuestion: (count) => msg`Delete the ${count} selected log entries?`,
  },
  rowLabel: (row) => `${row.httpMethod} ${row.requestUri} ${row.startTime}`,
  columns: [
    { key: 'startTime', header: msg`Time`, sortable: true },
    { key: 'userName', header: msg`User` },
    { key: 'description', header: msg`Operation` },
    { key: 'classPath', header: msg`Module` },
    { key: 'httpMethod', header: msg`Method`, cell: 'code' },
    { key: 'requestUri', header: msg`Path`, cell: 'code' },
    { key: 'status', header: msg`Status` },
    { key: 'consumingTime', header: msg`Duration (ms)`, sortable: true },
    { key: 'requestIp', header: msg`IP` },
  ],
  defaultSort: 'startTime',
  filters: [
    { type: 'text', key: 'userName', label: msg`User` },
    { type: 'text', key: 'description', label: msg`Operation` },
    { type: 'text', key: 'requestUri', label: msg`Path` },
    {
      type: 'select',
      key: 'httpMethod',
      label: msg`Method`,
      options: [
        { value: 'POST', label: msg({ message: 'POST', context: 'http method' }) },
        { value: 'PUT', label: msg({ message: 'PUT', context: 'http method' }) },
        { value: 'DELETE', label: msg({ message: 'DELETE', context: 'http method' }) },
      ],
    },
    {
      type: 'select',
      key: 'type',
      label: msg`Result`,
      options: [
        { value: 'OPT', label: msg`Answered` },
        { value: 'EX', label: msg`Refused or failed` },
      ],
    },
    { type: 'date-range', key: 'startTime', label: msg`Time` },
  ],
  rowActions: [
    {
      id: 'detail',
      label: msg`Details`,
      describe: (row) => msg`Details of ${row.httpMethod} ${row.requestUri} at ${row.startTime}`,
      visible: () => true,
      run: (row, screen) => screen.show((close) => <OptLogDetail row={row} onClose={close} />),
    },
  ],
  toolbar: (screen) => <ClearButton screen={screen} />,
  exportName: 'operation-log',
});

export default resourceScreen(optLogScreen);
