import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatMessage } from './format.ts';
import { greetingMessages } from './messages/banner.ts';

/** The greeting for a time of day: morning before 11, noon until 13, afternoon until 18, then evening. */
export function greetingMessage(date: Date = new Date()): MessageDescriptor {
  const hour = date.getHours();
  if (hour < 11) return greetingMessages.morning;
  if (hour < 13) return greetingMessages.noon;
  if (hour < 18) return greetingMessages.afternoon;
  return greetingMessages.evening;
}

/** The dashboard greeting in the active language. */
export function greeting(date: Date = new Date(), i18n: I18n = activeI18n): string {
  return formatMessage(i18n, greetingMessage(date));
}
