import { useLingui } from '@lingui/react';
import { translateValidation } from '@pocket/i18n';

/**
 * Turns a field's stored validation code (`required`, `length:3:20`, `exists`, …) into text in
 * the active language. Reading the language through useLingui re-renders the field messages
 * when the language changes, without validating again.
 */
export function useValidationText(): (code: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (code) => (code ? translateValidation(code, i18n) : undefined);
}
