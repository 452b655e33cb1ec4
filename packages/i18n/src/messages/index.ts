import type { MessageDescriptor } from '@lingui/core';
import { greetingMessages, productMessages, relativeTimeMessages } from './banner.ts';
import { clientMessages } from './client.ts';
import { confirmMessages, noticeMessages, successMessages } from './feedback.ts';
import { validationMessages } from './validation.ts';

export { clientMessages, type ClientMessageKey } from './client.ts';
export { confirmMessages, noticeMessages, successMessages } from './feedback.ts';
export { greetingMessages, productMessages, relativeTimeMessages } from './banner.ts';
export {
  registerValidationMessages,
  validationMessages,
  type CoreValidationCode,
  type FeatureValidationCode,
} from './validation.ts';

/**
 * Every message the spec names, for completeness checks. The catalogue uses explicit ids
 * (`validation.required`): stable keys for other packages, and immune to the generated-id
 * mismatch between @lingui/swc-plugin 6 (URL-safe base64 ids, lingui/swc-plugin#194) and the
 * Lingui 5 extractor and compiler (standard base64) in this workspace.
 */
export const ALL_MESSAGES: readonly MessageDescriptor[] = [
  clientMessages,
  validationMessages,
  noticeMessages,
  successMessages,
  confirmMessages,
  productMessages,
  greetingMessages,
  relativeTimeMessages,
]
  .flatMap((group) => Object.values(group) as MessageDescriptor[])
  .filter((descriptor, index, all) => all.findIndex((d) => d.id === descriptor.id) === index);
