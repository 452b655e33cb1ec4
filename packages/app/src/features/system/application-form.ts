import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  applicationCreateSchema,
  applicationUpdateSchema,
  ValidationCode,
  type Application,
  type ApplicationCreate,
  type ApplicationUpdate,
} from '@pocket/contract';

/** What the application dialog edits. */
export type ApplicationFormValues = {
  clientId: string;
  name: string;
  appType: string;
  website: string;
  describe: string;
  state: boolean;
};

export const APPLICATION_FORM_FIELDS: readonly (keyof ApplicationFormValues)[] = [
  'clientId',
  'name',
  'appType',
  'website',
  'describe',
  'state',
];

export const EMPTY_APPLICATION_FORM: ApplicationFormValues = {
  clientId: '',
  name: '',
  appType: 'PC',
  website: '',
  describe: '',
  state: true,
};

export function applicationToForm(a: Application): ApplicationFormValues {
  return {
    clientId: a.clientId,
    name: a.name,
    appType: a.appType.code,
    website: a.website ?? '',
    describe: a.describe ?? '',
    state: a.state,
  };
}

function shared(values: ApplicationFormValues) {
  return {
    name: values.name,
    appType: values.appType as ApplicationCreate['appType'],
    website: values.website.trim(),
    describe: values.describe,
    state: values.state,
  };
}

/** The body of `POST /authority/application`. */
export function toApplicationCreateBody(values: ApplicationFormValues): ApplicationCreate {
  return { clientId: values.clientId.trim(), ...shared(values) };
}

/** The body of `PUT /authority/application`. */
export function toApplicationUpdateBody(id: string, values: ApplicationFormValues): ApplicationUpdate {
  return { id, ...shared(values) };
}

/** Validates the dialog with the contract's schema; an empty client id reads "Can't be empty". */
export function applicationFormResolver(id?: string): Resolver<ApplicationFormValues> {
  const schemaResolver = zodResolver(id ? applicationUpdateSchema : applicationCreateSchema);
  return async (values, context, options) => {
    const body = id ? toApplicationUpdateBody(id, values) : toApplicationCreateBody(values);
    const result = await (schemaResolver as unknown as Resolver<typeof body>)(body, context, {
      ...options,
      names: undefined,
    } as never);
    const errors = { ...result.errors } as FieldErrors<ApplicationFormValues>;
    if (!id && values.clientId.trim() === '') {
      errors.clientId = { type: 'required', message: ValidationCode.required };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}
