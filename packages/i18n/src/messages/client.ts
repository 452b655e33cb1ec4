import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * Messages of the two API clients (spec section 8), by the keys `@pocket/api-client` passes to
 * its notifier (`CLIENT_MESSAGE_KEYS` there). A test checks both lists stay the same.
 */
export const clientMessages = {
  notFound: msg({ id: 'client.notFound', message: 'Sorry, resource not found' }),
  forbidden: msg({ id: 'client.forbidden', message: 'Sorry, you have no permission for this operation' }),
  authenticationExpired: msg({
    id: 'client.authenticationExpired',
    message: 'Sorry, authentication has expired, please log in again',
  }),
  internalError: msg({
    id: 'client.internalError',
    message: 'Internal system error, please contact the site administrator',
  }),
  timeout: msg({ id: 'client.timeout', message: 'Request timed out' }),
  loginExpired: msg({ id: 'client.loginExpired', message: 'Login has expired, please log in again' }),
  downloadFailed: msg({ id: 'client.downloadFailed', message: 'Download failed' }),
  maintenance: msg({ id: 'client.maintenance', message: 'System maintenance, please try again~' }),
} satisfies Record<string, MessageDescriptor>;

export type ClientMessageKey = keyof typeof clientMessages;
