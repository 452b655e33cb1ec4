/**
 * Stable keys of the messages the clients show (spec section 8). The clients never carry
 * display text: the app's notifier turns a key into the active language with
 * `translateClientMessage` from `@pocket/i18n`, which defines the same keys.
 */
export const CLIENT_MESSAGE_KEYS = [
  'notFound',
  'forbidden',
  'authenticationExpired',
  'internalError',
  'timeout',
  'loginExpired',
  'downloadFailed',
  'maintenance',
] as const;

export type ClientMessageKey = (typeof CLIENT_MESSAGE_KEYS)[number];
