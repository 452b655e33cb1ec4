import { ErrorCode, fail, parseValidationMessage } from '@pocket/contract';
import type { ValidationIssue } from '@pocket/contract';
import type { z } from 'zod';
import { t, validationText } from './i18n.ts';
import type { Lang, MessageKey } from './i18n.ts';

/** A failure that rolls the request's transaction back and answers an envelope. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: 200 | 400 | 401 | 403 | 404 | 408 | 413 | 429 | 500 = 200,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A failure answered after the transaction commits (e.g. a counted wrong password). */
export class Failure {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status: 200 | 400 | 401 | 403 | 404 | 429 = 200,
    readonly extra?: Record<string, unknown>,
  ) {}
}

/** A business failure with a message in the request's language. */
export function bizError(
  lang: Lang,
  key: MessageKey,
  args?: Record<string, string | number>,
  code = ErrorCode.OPERATION_FAILED,
) {
  return new ApiError(code, t(lang, key, args));
}

/** Turns zod issues into `extra.issues` with contract codes and a readable summary. */
export function validationFailure(lang: Lang, issues: z.core.$ZodIssue[], prefix: string[] = []) {
  const list: ValidationIssue[] = issues.map((issue) => {
    const { code, args } = parseValidationMessage(issue.message);
    const path = [...prefix, ...issue.path.map(String)];
    return {
      path,
      code: args.length ? `${code}:${args.join(':')}` : code,
      message: validationText(lang, code, args),
    };
  });
  const detail = list
    .slice(0, 5)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
  return fail(ErrorCode.VALIDATION, t(lang, 'validation', { detail }), { issues: list });
}

/** Success data with a message other than "ok" (e.g. the reset announcing the new password). */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
    readonly extra?: Record<string, unknown>,
  ) {}
}

/** A 400 answer listing issues found after schema validation (uniqueness, references). */
export function invalid(lang: Lang, issues: ValidationIssue[]): ApiError {
  const detail = issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  return new ApiError(ErrorCode.VALIDATION, t(lang, 'validation', { detail }), 400, { issues });
}

/** One validation issue with its readable text. */
export const issue = (lang: Lang, path: (string | number)[], code: string): ValidationIssue => ({
  path: path.map(String),
  code,
  message: validationText(lang, code, []),
});
