/** Error codes of the wire contract (see shared/design/wire-contract.md). */
export const ErrorCode = {
  OK: 0,
  SYSTEM_BUSY: -1,
  TIMEOUT: -2,
  VALIDATION: -9,
  OPERATION_FAILED: -10,
  CAPTCHA: -12,
  SILENT: -14,
  WARNING: -15,
  /** The gateway's block list refused the request (HTTP 403). */
  BLOCKED: -16,
  /** The gateway's rate limiter refused the request (HTTP 429, with `Retry-After`). */
  RATE_LIMITED: -17,
  BAD_CLIENT: 40000,
  TOKEN_EXPIRED: 40001,
  TOKEN_SIGNATURE: 40002,
  TOKEN_MISSING: 40003,
  TOKEN_UNPARSABLE: 40005,
  BAD_CREDENTIALS: 40006,
  USER_DISABLED: 40007,
  KICKED_OUT: 40008,
  SESSION_GONE: 40009,
  /** The signed-in user must first change an initial or reset password (answered with 403). */
  PASSWORD_CHANGE_REQUIRED: 40010,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** Codes after which the second client alerts the server's message and sends the user to /login. */
export const RELOGIN_CODES: readonly number[] = [40000, 40001, 40002, 40003, 40005, 40006, 40008, 40009];
