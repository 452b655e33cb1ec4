import { ErrorCode, RELOGIN_CODES, validationIssueSchema, type ValidationIssue } from '@pocket/contract';
import { z } from 'zod';
import type { NoticeMessage } from './ports.ts';

/**
 * Codes the clients give failures that never reached the server's envelope. They are outside the
 * server's range (wire contract: 0, -1 … -15, 400xx), so a caller can tell them apart.
 */
export const ClientErrorCode = {
  TIMEOUT: -100,
  NETWORK: -101,
  BAD_RESPONSE: -102,
  CANCELED: -103,
  HTTP: -104,
} as const;

export type ApiErrorInit = {
  code: number;
  msg: string;
  status: number;
  issues?: ValidationIssue[];
};

/** Every failed call rejects with this: the envelope's `code` and `msg`, the HTTP status (0 if none). */
export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly status: number;
  /** Field-level validation issues of a 400 (`extra.issues`), for forms. */
  readonly issues?: ValidationIssue[];

  constructor(init: ApiErrorInit) {
    super(init.msg || `Request failed with code ${init.code}`);
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.status = init.status;
    if (init.issues) this.issues = init.issues;
  }
}

/** True for any value the clients reject with. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const issuesSchema = z.array(validationIssueSchema);

type EnvelopeLike = { code: number; msg?: unknown; message?: unknown; isSuccess?: unknown; extra?: unknown };

/** The body when it looks like an `R<T>` envelope (has a numeric `code`). */
export function asEnvelope(body: unknown): EnvelopeLike | undefined {
  if (typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number') {
    return body as EnvelopeLike;
  }
  return undefined;
}

/** The user-facing text of a body: `msg`, else `message`, else a plain-text body. */
export function serverText(body: unknown): string {
  if (typeof body === 'string') return body.trim();
  if (typeof body === 'object' && body !== null) {
    const { msg, message, error_description: description } = body as Record<string, unknown>;
    for (const candidate of [msg, message, description]) {
      if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
    }
  }
  return '';
}

/** Builds the ApiError for a response body and HTTP status. */
export function errorFromBody(body: unknown, status: number): ApiError {
  const envelope = asEnvelope(body);
  const extra = envelope?.extra as { issues?: unknown } | null | undefined;
  const issues = issuesSchema.safeParse(extra?.issues);
  return new ApiError({
    code: envelope ? envelope.code : ClientErrorCode.HTTP,
    msg: serverText(body),
    status,
    ...(issues.success ? { issues: issues.data } : {}),
  });
}

/** What the second client does about a failure (spec section 8). */
export type Reaction =
  | { kind: 'none' }
  | { kind: 'error'; message: NoticeMessage }
  | { kind: 'warning'; message: NoticeMessage }
  | { kind: 'relogin'; message: NoticeMessage };

function text(msg: string): NoticeMessage {
  return msg ? { text: msg } : { key: 'internalError' };
}

/** The second client's error catalogue, as a pure decision on an ApiError. */
export function secondClientReaction(error: ApiError): Reaction {
  switch (error.code) {
    case ClientErrorCode.CANCELED:
      return { kind: 'none' };
    case ClientErrorCode.TIMEOUT:
      return { kind: 'error', message: { key: 'timeout' } };
    case ClientErrorCode.NETWORK:
      return { kind: 'error', message: { key: 'maintenance' } };
    case ClientErrorCode.BAD_RESPONSE:
      return { kind: 'error', message: { key: 'internalError' } };
  }
  // The gateway's block list answers 403 too, but signing in again would not help: its message
  // says what happened, and the session stays.
  if (error.code === ErrorCode.BLOCKED) return { kind: 'error', message: text(error.msg) };
  if (error.status === 401 || error.status === 403) {
    // A specific session code (e.g. 40008 "logged in elsewhere") says more than the generic text.
    const specific = RELOGIN_CODES.includes(error.code) && error.msg !== '';
    return { kind: 'relogin', message: specific ? { text: error.msg } : { key: 'loginExpired' } };
  }
  if (error.status === 500) return { kind: 'error', message: text(error.msg) };
  if (RELOGIN_CODES.includes(error.code)) return { kind: 'relogin', message: text(error.msg) };
  if (error.code === ErrorCode.SILENT) return { kind: 'none' };
  if (error.code === ErrorCode.WARNING) return { kind: 'warning', message: text(error.msg) };
  return { kind: 'error', message: text(error.msg) };
}

/** The first client's error catalogue: the message for a failed call (spec section 8). */
export function legacyClientMessage(status: number, body: unknown): NoticeMessage {
  if (status === 404) return { key: 'notFound' };
  if (status === 403) return { key: 'forbidden' };
  if (status === 401) return { key: 'authenticationExpired' };
  if (body === null || body === undefined || body === '') return { key: 'internalError' };
  return text(serverText(body));
}
