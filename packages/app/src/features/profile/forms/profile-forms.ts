import { zodResolver } from '@hookform/resolvers/zod';
import {
  userAvatarSchema,
  userBaseUpdateSchema,
  userPasswordSchema,
  type Sex,
  type User,
  type UserBaseUpdate,
} from '@pocket/contract';

/** Base information as the form edits it. */
export type BaseInfoValues = {
  name: string;
  email: string;
  mobile: string;
  sex: Sex | '';
  workDescribe: string;
  nation: string;
  education: string;
};

export const BASE_INFO_FIELDS = [
  'name',
  'email',
  'mobile',
  'sex',
  'workDescribe',
  'nation',
  'education',
] as const;

/** The form's starting values for the signed-in user. */
export function userToBaseInfo(user: User): BaseInfoValues {
  return {
    name: user.name,
    email: user.email ?? '',
    mobile: user.mobile ?? '',
    sex: user.sex?.code ?? '',
    workDescribe: user.workDescribe ?? '',
    nation: user.nation ?? '',
    education: user.education ?? '',
  };
}

/** The name is required here: the contract makes it optional only so other fields can change alone. */
export const baseInfoResolver = zodResolver(
  userBaseUpdateSchema.extend({ name: userBaseUpdateSchema.shape.name.unwrap() }),
);

export function toBaseBody(values: BaseInfoValues): UserBaseUpdate {
  return { ...values };
}

export type PasswordValues = { oldPassword: string; newPassword: string; confirmPassword: string };
export const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
export const EMPTY_PASSWORD: PasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
export const passwordResolver = zodResolver(userPasswordSchema);

export type AvatarValues = { avatar: string };
export const avatarResolver = zodResolver(userAvatarSchema);
