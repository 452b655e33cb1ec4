import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@pocket/api-client';
import { ErrorCode, type ValidationIssue } from '@pocket/contract';

/**
 * Puts the field issues of a failed call (`extra.issues` of a 400, or the client's own check) on
 * the form's fields. The stored message is the contract's validation code (`length:3:20`,
 * `exists`, …) so the field text is translated when it renders and follows a language switch.
 * Returns the issues that named no field of the form, for the caller to show elsewhere.
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): ValidationIssue[] {
  if (!isApiError(error) || !error.issues) return [];
  const rest: ValidationIssue[] = [];
  let focused = false;
  for (const issue of error.issues) {
    const name = issue.path.join('.') as Path<T>;
    if (fields.includes(name)) {
      setError(name, { type: 'server', message: issue.code }, { shouldFocus: !focused });
      focused = true;
    } else {
      rest.push(issue);
    }
  }
  return rest;
}

/** True when the failure is a validation answer (HTTP 400 / code -9). */
export function isValidationFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.code === ErrorCode.VALIDATION);
}

/** The server's text of a failure, when it has one. */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.msg : '';
}
