import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ValidationCodeName } from '@pocket/contract';

/** Codes only one feature's screens meet (the workflow modeler's `bpmn_*`): their messages are in
 * that feature's catalog, registered when it loads (`registerValidationMessages`), so the core
 * catalog every page loads, the sign-in page included, does not carry them. */
export type FeatureValidationCode = Extract<ValidationCodeName, `bpmn_${string}`>;
/** The codes the core catalog translates. */
export type CoreValidationCode = Exclude<ValidationCodeName, FeatureValidationCode>;

/**
 * One message per validation code of the contract (spec section 5). `{min}`, `{max}` come from
 * the code's arguments (`length:2:10`, `max:50`).
 */
export const validationMessages = {
  required: msg({ id: 'validation.required', message: "Can't be empty" }),
  length: msg({ id: 'validation.length', message: '{min} to {max} characters' }),
  max: msg({ id: 'validation.max', message: 'At most {max} characters' }),
  email: msg({ id: 'validation.email', message: 'Email is invalid' }),
  phone: msg({ id: 'validation.phone', message: 'Phone number is invalid' }),
  int_positive: msg({ id: 'validation.int_positive', message: 'Please enter an integer greater than zero' }),
  url: msg({ id: 'validation.url', message: 'URL is invalid' }),
  identifier: msg({
    id: 'validation.identifier',
    message: 'Only letters, digits and underscores are allowed',
  }),
  exists: msg({ id: 'validation.exists', message: 'Already exists' }),
  password_mismatch: msg({
    id: 'validation.password_mismatch',
    message: 'Inconsistent values entered twice',
  }),
  old_password_incorrect: msg({ id: 'validation.old_password_incorrect', message: 'Old password incorrect' }),
  xlsx_only: msg({ id: 'validation.xlsx_only', message: 'Only supports Xlsx type files' }),
  no_selection: msg({ id: 'validation.no_selection', message: 'No data selected yet' }),
  too_many: msg({ id: 'validation.too_many', message: 'At most {max} entries' }),
  unknown_param: msg({ id: 'validation.unknown_param', message: 'The template has no such placeholder' }),
  future_time: msg({ id: 'validation.future_time', message: 'Choose a time later than now' }),
  platform_code: msg({
    id: 'validation.platform_code',
    message: 'A platform permission code cannot be declared inside a tenant',
  }),
  invalid: msg({ id: 'validation.invalid', message: 'Invalid value' }),
} satisfies Record<CoreValidationCode, MessageDescriptor>;

const featureMessages: Partial<Record<FeatureValidationCode, MessageDescriptor>> = {};

/** Adds the messages of a feature's validation codes (its catalog holds their translations). */
export function registerValidationMessages(
  messages: Partial<Record<FeatureValidationCode, MessageDescriptor>>,
) {
  Object.assign(featureMessages, messages);
}

/** The message of a code; undefined for a feature code whose feature has not loaded. */
export function validationMessage(code: ValidationCodeName): MessageDescriptor | undefined {
  return Object.hasOwn(validationMessages, code)
    ? validationMessages[code as CoreValidationCode]
    : featureMessages[code as FeatureValidationCode];
}
