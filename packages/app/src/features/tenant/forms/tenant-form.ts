import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  tenantCreateSchema,
  tenantUpdateSchema,
  ValidationCode,
  type Tenant,
  type TenantCreate,
  type TenantUpdate,
} from '@pocket/contract';

/** What the tenant dialog edits; numbers stay text so the inputs stay controlled. */
export type TenantFormValues = {
  code: string;
  name: string;
  status: string;
  duty: string;
  domain: string;
  /** `YYYY-MM-DD HH:mm:ss`, or '' for a tenant that never expires. */
  expirationTime: string;
  describe: string;
  passwordExpire: string;
  passwordErrorNum: string;
  passwordErrorLockTime: string;
  isMultipleLogin: boolean;
};

export type TenantFormMode = 'create' | 'edit';

const SHARED: (keyof TenantFormValues)[] = [
  'name',
  'status',
  'duty',
  'domain',
  'expirationTime',
  'describe',
  'passwordExpire',
  'passwordErrorNum',
  'passwordErrorLockTime',
  'isMultipleLogin',
];

/** Fields a server answer may name, per mode (the code is fixed after creation). */
export const TENANT_FORM_FIELDS: Record<TenantFormMode, readonly (keyof TenantFormValues)[]> = {
  create: ['code', ...SHARED],
  edit: SHARED,
};

/** A new tenant starts with the server's defaults. */
export const EMPTY_TENANT_FORM: TenantFormValues = {
  code: '',
  name: '',
  status: 'NORMAL',
  duty: '',
  domain: '',
  expirationTime: '',
  describe: '',
  passwordExpire: '0',
  passwordErrorNum: '5',
  passwordErrorLockTime: '30',
  isMultipleLogin: true,
};

export function tenantToForm(tenant: Tenant): TenantFormValues {
  return {
    code: tenant.code,
    name: tenant.name,
    status: tenant.status.code,
    duty: tenant.duty ?? '',
    domain: tenant.domain ?? '',
    expirationTime: tenant.expirationTime ?? '',
    describe: tenant.describe ?? '',
    passwordExpire: String(tenant.passwordExpire),
    passwordErrorNum: String(tenant.passwordErrorNum),
    passwordErrorLockTime: String(tenant.passwordErrorLockTime),
    isMultipleLogin: tenant.isMultipleLogin,
  };
}

/** A number field: left empty it is not sent, so the stored value stays. */
const number = (text: string) => (text.trim() === '' ? undefined : text.trim());

function sharedBody(values: TenantFormValues) {
  return {
    name: values.name,
    status: values.status as TenantCreate['status'],
    duty: values.duty,
    domain: values.domain.trim(),
    expirationTime: values.expirationTime,
    describe: values.describe,
    passwordExpire: number(values.passwordExpire),
    passwordErrorNum: number(values.passwordErrorNum),
    passwordErrorLockTime: number(values.passwordErrorLockTime),
    isMultipleLogin: values.isMultipleLogin,
  };
}

/** The body of `POST /tenant/tenant`. */
export function toTenantCreateBody(values: TenantFormValues): TenantCreate {
  return { code: values.code.trim(), ...sharedBody(values) };
}

/** The body of `PUT /tenant/tenant`. */
export function toTenantUpdateBody(id: string, values: TenantFormValues): TenantUpdate {
  return { id, ...sharedBody(values) };
}

/** Validates the dialog with the contract's schema for the mode; an empty code reads "Can't be empty". */
export function tenantFormResolver(mode: TenantFormMode, id?: string): Resolver<TenantFormValues> {
  const schemaResolver = zodResolver(mode === 'create' ? tenantCreateSchema : tenantUpdateSchema);
  return async (values, context, options) => {
    const body = mode === 'create' ? toTenantCreateBody(values) : toTenantUpdateBody(id ?? '', values);
    const result = await (schemaResolver as unknown as Resolver<typeof body>)(body, context, {
      ...options,
      names: undefined,
    } as never);
    const errors = { ...result.errors } as FieldErrors<TenantFormValues>;
    if (mode === 'create' && values.code.trim() === '') {
      errors.code = { type: 'required', message: ValidationCode.required };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}
