import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  parameterCreateSchema,
  parameterUpdateSchema,
  type Parameter,
  type ParameterCreate,
  type ParameterUpdate,
} from '@pocket/contract';

/** What the parameter dialog edits. */
export type ParameterFormValues = {
  key: string;
  name: string;
  value: string;
  describe: string;
  state: boolean;
};

export const PARAMETER_FORM_FIELDS: readonly (keyof ParameterFormValues)[] = [
  'key',
  'name',
  'value',
  'describe',
  'state',
];

export const EMPTY_PARAMETER_FORM: ParameterFormValues = {
  key: '',
  name: '',
  value: '',
  describe: '',
  state: true,
};

export function parameterToForm(p: Parameter): ParameterFormValues {
  return { key: p.key, name: p.name, value: p.value, describe: p.describe ?? '', state: p.state };
}

/** The body of `POST /authority/parameter`. */
export function toParameterCreateBody(values: ParameterFormValues): ParameterCreate {
  return { ...values, key: values.key.trim() };
}

/** The body of `PUT /authority/parameter`. */
export function toParameterUpdateBody(id: string, values: ParameterFormValues): ParameterUpdate {
  return { id, ...toParameterCreateBody(values) };
}

/** Validates the dialog with the contract's schema for creating or changing a parameter. */
export function parameterFormResolver(id?: string): Resolver<ParameterFormValues> {
  const schemaResolver = zodResolver(id ? parameterUpdateSchema : parameterCreateSchema);
  return async (values, context, options) => {
    const body = id ? toParameterUpdateBody(id, values) : toParameterCreateBody(values);
    const result = await (schemaResolver as unknown as Resolver<typeof body>)(body, context, {
      ...options,
      names: undefined,
    } as never);
    if (Object.keys(result.errors).length > 0) return { values: {}, errors: result.errors };
    return { values, errors: {} };
  };
}
