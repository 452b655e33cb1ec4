import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { parseValidationMessage } from '@pocket/contract';
import { formatMessage } from './format.ts';
import { clientMessages, type ClientMessageKey } from './messages/client.ts';
import { validationMessage, validationMessages } from './messages/validation.ts';

/**
 * A validation code as zod carries it (`length:2:10`), or an issue of a 400 answer
 * (`extra.issues[]`: `code` holds the code with its arguments, `message` the server's text).
 */
export type ValidationInput = string | { code: string; message?: string };

const known = (text: string) => parseValidationMessage(text).code !== 'invalid' || text.startsWith('invalid');

/** Turns a contract validation code (with its arguments) into a message in the active language. */
export function translateValidation(input: ValidationInput, i18n: I18n = activeI18n): string {
  const candidates = typeof input === 'string' ? [input] : [input.code, input.message ?? ''];
  const { code, args } = parseValidationMessage(candidates.find(known) ?? 'invalid');
  const found = validationMessage(code);
  // A feature's code before its feature loaded: the server's own text (in the request's language)
  // when the issue carries one, else the generic message.
  if (!found)
    return typeof input !== 'string' && input.message && !known(input.message)
      ? input.message
      : formatMessage(i18n, validationMessages.invalid);
  const descriptor: MessageDescriptor = found;
  if (code === 'length' && args.length === 2)
    return formatMessage(i18n, descriptor, { min: args[0], max: args[1] });
  if ((code === 'max' || code === 'too_many') && args.length === 1)
    return formatMessage(i18n, descriptor, { max: args[0] });
  if (code === 'bpmn_element' && args.length >= 2)
    return formatMessage(i18n, descriptor, { type: args.slice(0, -1).join(':'), id: args.at(-1) });
  if ((code === 'bpmn_condition' || code === 'bpmn_assignee') && args.length >= 1)
    return formatMessage(i18n, descriptor, { id: args.join(':') });
  if (code === 'bpmn_element' || code === 'bpmn_condition' || code === 'bpmn_assignee')
    return formatMessage(i18n, validationMessages.invalid);
  // A bound without its numbers cannot be said properly; the generic text is better than "0 to".
  if (code === 'length' || code === 'max' || code === 'too_many')
    return formatMessage(i18n, validationMessages.invalid);
  return formatMessage(i18n, descriptor);
}

/** What `@pocket/api-client` hands its notifier: a catalogue key, or server text shown as it is. */
export type ClientMessage = { key: string } | { text: string };

/** True for the keys the api-client uses. */
export function isClientMessageKey(key: string): key is ClientMessageKey {
  return Object.hasOwn(clientMessages, key);
}

/** Turns an api-client message into the active language; server text passes through unchanged. */
export function translateClientMessage(message: ClientMessage | string, i18n: I18n = activeI18n): string {
  const value = typeof message === 'string' ? { key: message } : message;
  if ('text' in value) return value.text;
  return formatMessage(
    i18n,
    isClientMessageKey(value.key) ? clientMessages[value.key] : clientMessages.internalError,
  );
}
