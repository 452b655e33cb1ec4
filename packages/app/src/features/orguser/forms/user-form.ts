import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  userOrgSaveSchema,
  userUpdateSchema,
  ValidationCode,
  type Sex,
  type User,
  type UserOrgSave,
  type UserUpdate,
} from '@pocket/contract';

/** What the user dialog edits; every text field is a string so inputs stay controlled. */
export type UserFormValues = {
  account: string;
  password: string;
  name: string;
  orgId: string;
  email: string;
  mobile: string;
  sex: Sex | '';
  state: boolean;
  workDescribe: string;
  /** `YYYY-MM-DD HH:mm:ss`, or '' for an account that never expires. */
  expirationTime: string;
};

export type UserFormMode = 'create' | 'edit';

/** Fields a server answer may name, per mode (account and password are fixed after creation). */
export const USER_FORM_FIELDS: Record<UserFormMode, readonly (keyof UserFormValues)[]> = {
  create: [
    'account',
    'password',
    'name',
    'orgId',
    'email',
    'mobile',
    'sex',
    'state',
    'workDescribe',
    'expirationTime',
  ],
  edit: ['name', 'orgId', 'email', 'mobile', 'sex', 'state', 'workDescribe', 'expirationTime'],
};

export const EMPTY_USER_FORM: UserFormValues = {
  account: '',
  password: '',
  name: '',
  orgId: '',
  email: '',
  mobile: '',
  sex: '',
  state: true,
  workDescribe: '',
  expirationTime: '',
};

/** The dialog's starting values for a user being edited. */
export function userToForm(user: User): UserFormValues {
  return {
    account: user.account,
    password: '',
    name: user.name,
    orgId: user.orgId ?? '',
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    sex: user.sex?.code ?? '',
    state: user.state,
    workDescribe: user.workDescribe ?? '',
    expirationTime: user.expirationTime ?? '',
  };
}

/** The body of `POST /authority/user/saveOrgUser`. */
export function toOrgSaveBody(values: UserFormValues): UserOrgSave {
  return {
    account: values.account.trim(),
    password: values.password,
    name: values.name,
    orgId: values.orgId,
    email: values.email,
    mobile: values.mobile,
    sex: values.sex,
    state: values.state,
    workDescribe: values.workDescribe,
    expirationTime: values.expirationTime,
  };
}

/** The body of `PUT /authority/user`. */
export function toUpdateBody(id: string, values: UserFormValues): UserUpdate {
  return {
    id,
    name: values.name,
    orgId: values.orgId,
    email: values.email,
    mobile: values.mobile,
    sex: values.sex,
    state: values.state,
    workDescribe: values.workDescribe,
    expirationTime: values.expirationTime,
  };
}

/**
 * Validates the dialog with the contract's schema for the mode. The organisation is a required
 * choice on this screen: an empty choice reads "Can't be empty" rather than the id format's
 * generic "invalid"; so does an empty account.
 */
export function userFormResolver(mode: UserFormMode, id?: string): Resolver<UserFormValues> {
  const schemaResolver =
    mode === 'create'
      ? zodResolver(userOrgSaveSchema)
      : zodResolver(userUpdateSchema.extend({ orgId: userOrgSaveSchema.shape.orgId }));
  return async (values, context, options) => {
    const body = mode === 'create' ? toOrgSaveBody(values) : toUpdateBody(id ?? '', values);
    const result = await (schemaResolver as unknown as Resolver<typeof body>)(body, context, {
      ...options,
      names: undefined,
    } as never);
    const errors = { ...result.errors } as FieldErrors<UserFormValues>;
    if (values.orgId === '') errors.orgId = { type: 'required', message: ValidationCode.required };
    // The account's length rule would also fire on an empty value; "Can't be empty" says more.
    if (mode === 'create' && values.account.trim() === '') {
      errors.account = { type: 'required', message: ValidationCode.required };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}
