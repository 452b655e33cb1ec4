import { useLingui } from '@lingui/react/macro';
import { translateValidation } from '@pocket/i18n';

/**
 * Turns a field's validation code (the contract's zod message, e.g. `length:2:10`) into text in
 * the active language. Re-renders follow the language, so a switch re-translates shown errors.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => (message ? translateValidation(message, i18n) : undefined);
}
