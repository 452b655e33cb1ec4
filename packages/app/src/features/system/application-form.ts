import { msg } from '@lingui/core/macro';
import type { ApplicationCreate } from '@pocket/contract';
import type { FieldSpec, FormValues } from '../../components/resource/screen-def.ts';

/** The application form's fields: the contract's create / update body (the client id stays). */
export const APPLICATION_FIELDS: FieldSpec[] = [
  {
    name: 'clientId',
    control: 'text',
    label: msg`Client id`,
    description: msg`3 to 64 letters, digits or underscores; fixed once created.`,
    fixedOnEdit: true,
  },
  { name: 'name', control: 'text', label: msg`Name` },
  { name: 'appType', control: 'select', label: msg`Type`, enum: 'AppType', initial: 'PC' },
  { name: 'website', control: 'text', inputType: 'url', label: msg`Website` },
  { name: 'describe', control: 'textarea', label: msg`Description` },
  { name: 'state', control: 'valid' },
];

/**
 * The body of `POST` / `PUT /authority/application`. An empty client id is left out, so it reads
 * "Can't be empty"; the update schema ignores the client id.
 */
export function toApplicationBody(values: FormValues): ApplicationCreate {
  const clientId = String(values.clientId).trim();
  const appType = String(values.appType);
  return {
    ...(clientId ? { clientId } : {}),
    name: String(values.name),
    ...(appType ? { appType: appType as NonNullable<ApplicationCreate['appType']> } : {}),
    website: String(values.website).trim(),
    describe: String(values.describe),
    state: Boolean(values.state),
  } as ApplicationCreate;
}
