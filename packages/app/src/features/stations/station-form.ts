import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  stationCreateSchema,
  stationUpdateSchema,
  type Station,
  type StationCreate,
  type StationUpdate,
} from '@pocket/contract';

/** What the station dialog edits; `orgId` is '' for none. */
export type StationFormValues = { name: string; orgId: string; describe: string; state: boolean };

export const STATION_FORM_FIELDS: readonly (keyof StationFormValues)[] = [
  'name',
  'orgId',
  'describe',
  'state',
];

export const EMPTY_STATION_FORM: StationFormValues = { name: '', orgId: '', describe: '', state: true };

export function stationToForm(s: Station): StationFormValues {
  return { name: s.name, orgId: s.orgId ?? '', describe: s.describe ?? '', state: s.state };
}

/** The body of `POST /authority/station`. */
export function toStationCreateBody(values: StationFormValues): StationCreate {
  return { ...values };
}

/** The body of `PUT /authority/station`. */
export function toStationUpdateBody(id: string, values: StationFormValues): StationUpdate {
  return { id, ...values };
}

/** Validates the dialog with the contract's schema for creating or changing a station. */
export function stationFormResolver(id?: string): Resolver<StationFormValues> {
  const schemaResolver = zodResolver(id ? stationUpdateSchema : stationCreateSchema);
  return async (values, context, options) => {
    const body = id ? toStationUpdateBody(id, values) : toStationCreateBody(values);
    const result = await (schemaResolver as unknown as Resolver<typeof body>)(body, context, {
      ...options,
      names: undefined,
    } as never);
    const errors = result.errors as FieldErrors<StationFormValues>;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}
