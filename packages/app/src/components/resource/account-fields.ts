import { msg } from '@lingui/core/macro';
import { stationApi } from '../../app/api/station.ts';
import type { FieldSpec, OptionsSource } from './screen-def.ts';

/** The tenant's valid stations, named with their organisation. */
export const stationOptions: OptionsSource = {
  load: {
    key: 'authority/station/options',
    fetch: async () =>
      (await stationApi.stationPage({ body: { current: 1, size: 500, model: { state: true } } })).records.map(
        (s) => ({ value: s.id, label: s.orgName ? `${s.name} · ${s.orgName}` : s.name }),
      ),
  },
};

/**
 * The fields every account form starts with (organisation users, workers): account (unique,
 * fixed once created), name, an optional first password, organisation, station, email, mobile
 * and sex. Each screen adds its own after them.
 */
export const accountFields: FieldSpec[] = [
  {
    name: 'account',
    control: 'text',
    label: msg`Account`,
    required: true,
    unique: true,
    fixedOnEdit: true,
  },
  { name: 'name', control: 'text', label: msg({ message: 'Name', context: 'person' }) },
  {
    name: 'password',
    control: 'text',
    inputType: 'password',
    label: msg`Password`,
    description: msg`Leave empty to use the tenant's initial password.`,
    createOnly: true,
  },
  { name: 'orgId', control: 'org', label: msg`Organisation`, required: true },
  { name: 'stationId', control: 'select', label: msg`Station`, none: msg`No station`, ...stationOptions },
  { name: 'email', control: 'text', inputType: 'email', label: msg`Email` },
  { name: 'mobile', control: 'text', inputType: 'tel', label: msg`Mobile` },
  { name: 'sex', control: 'radio', label: msg`Sex`, enum: 'Sex' },
];
