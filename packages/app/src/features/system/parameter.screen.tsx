import { msg } from '@lingui/core/macro';
import { parameterResource } from '@pocket/contract';
import { defineScreen } from '../../components/resource/screen-def.ts';
import { resourceScreen } from '../../components/resource/resource-screen.tsx';
import { BuiltInCode } from './built-in-code.tsx';
import { PARAMETER_FIELDS, toParameterBody } from './parameter-form.ts';

/**
 * Parameters (`/system/parameter`): the tenant's settings by key; built-in ones are read-only.
 * The server lists them by key and sorts by nothing else.
 */
export const parameterScreen = defineScreen({
  resource: parameterResource,
  texts: {
    title: msg`Parameters`,
    add: msg`Add parameter`,
    edit: msg`Edit parameter`,
    deleteTitle: msg`Delete parameters`,
    deleteQuestion: (count) => msg`Delete the ${count} selected parameter(s)? This cannot be undone.`,
  },
  rowLabel: (p) => p.key,
  columns: [
    { key: 'key', header: msg`Key`, cell: (p) => <BuiltInCode code={p.key} builtIn={p.readonly} /> },
    { key: 'name', header: msg`Name` },
    { key: 'value', header: msg`Value` },
    { key: 'describe', header: msg`Description` },
    { key: 'state', header: msg`State`, cell: 'state' },
  ],
  filters: [
    { type: 'text', key: 'key', label: msg`Key` },
    { type: 'text', key: 'name', label: msg`Name` },
    { type: 'state', key: 'state' },
  ],
  form: { fields: PARAMETER_FIELDS, toBody: toParameterBody },
  locked: (p) => p.readonly,
});

export default resourceScreen(parameterScreen);
