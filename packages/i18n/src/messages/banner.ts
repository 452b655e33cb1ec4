import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Product texts: name, welcome banner (spec section 1) and the demo login tip (section 9). */
export const productMessages = {
  name: msg({ id: 'product.name', message: 'pocket-course back office' }),
  welcome: msg({ id: 'product.welcome', message: 'Welcome to the pocket-course back office' }),
  demoAccounts: msg({ id: 'product.demoAccounts', message: 'Demo accounts: {user_content}' }),
} satisfies Record<string, MessageDescriptor>;

/** Dashboard greetings by time of day. */
export const greetingMessages = {
  morning: msg({ id: 'greeting.morning', message: 'Good morning' }),
  noon: msg({ id: 'greeting.noon', message: 'Good noon' }),
  afternoon: msg({ id: 'greeting.afternoon', message: 'Good afternoon' }),
  evening: msg({ id: 'greeting.evening', message: 'Good evening' }),
} satisfies Record<string, MessageDescriptor>;

/** Relative time (spec section 9); the counts use plural forms. */
export const relativeTimeMessages = {
  justNow: msg({ id: 'relativeTime.justNow', message: 'just now' }),
  minutes: msg({
    id: 'relativeTime.minutes',
    message: '{count, plural, one {# minute ago} other {# minutes ago}}',
  }),
  hours: msg({ id: 'relativeTime.hours', message: '{count, plural, one {# hour ago} other {# hours ago}}' }),
  oneDay: msg({ id: 'relativeTime.oneDay', message: '1 day ago' }),
} satisfies Record<string, MessageDescriptor>;
