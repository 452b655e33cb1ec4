import type { ClientMessageKey } from './message-keys.ts';

/**
 * What a notifier shows: a catalogue message by key (translated by the app through
 * `@pocket/i18n`), or text that came from the server as it is.
 */
export type NoticeMessage = { key: ClientMessageKey } | { text: string };

export type NoticeOptions = {
  /** How long the message stays, in ms; 0 means until the user dismisses it. */
  duration: number;
};

/** Shows messages to the user; the app implements it with its toast and dialog components. */
export interface Notifier {
  error(message: NoticeMessage, options: NoticeOptions): void;
  warning(message: NoticeMessage, options: NoticeOptions): void;
  success(message: NoticeMessage, options: NoticeOptions): void;
  /** A modal alert; the returned promise (if any) settles when the user has dismissed it. */
  alert(message: NoticeMessage, options: NoticeOptions): void | Promise<void>;
}

/** Where the client sends the user when the session is gone. */
export interface Navigator {
  /** Go to the sign-in page; the app picks which one (e.g. stays on /admin/login when already there). */
  toLogin(): void;
}

/** The token and tenant the clients send, and the way to forget them (auth's storage). */
export interface SessionSource {
  getToken(): string | null | undefined;
  getTenant(): string | null | undefined;
  clear(): void;
}

/** Duration of every error and warning message (spec section 9: 5 s). */
export const MESSAGE_DURATION_MS = 5000;

/** A notifier that shows nothing (for scripts and tests that do not care). */
export const silentNotifier: Notifier = {
  error: () => undefined,
  warning: () => undefined,
  success: () => undefined,
  alert: () => undefined,
};
