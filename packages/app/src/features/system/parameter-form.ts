import { msg } from '@lingui/core/macro';
import type { ParameterCreate } from '@pocket/contract';
import type { FieldSpec, FormValues } from '../../components/resource/screen-def.ts';

/** The parameter form's fields: the contract's create / update body, validated by its schemas. */
export const PARAMETER_FIELDS: FieldSpec[] = [
  {
    name: 'key',
    control: 'text',
    label: msg`Key`,
    description: msg`Letters, digits and underscores, unique in the tenant.`,
  },
  { name: 'name', control: 'text', label: msg`Name` },
  { name: 'value', control: 'text', label: msg`Value` },
  { name: 'describe', control: 'textarea', label: msg`Description` },
  { name: 'state', control: 'valid' },
];

/** The body of `POST` / `PUT /authority/parameter` (the dialog adds the id when editing). */
export function toParameterBody(values: FormValues): ParameterCreate {
  return {
    key: String(values.key).trim(),
    name: String(values.name),
    value: String(values.value),
    describe: String(values.describe),
    state: Boolean(values.state),
  };
}
