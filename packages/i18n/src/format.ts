import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Translates a descriptor with values. Building the descriptor in a variable keeps Lingui's
 * extractor from reading `i18n._({ ...descriptor })` as a new message (it crashes on the spread).
 */
export function formatMessage(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  const withValues: MessageDescriptor = values ? { ...descriptor, values } : descriptor;
  return i18n._(withValues);
}
