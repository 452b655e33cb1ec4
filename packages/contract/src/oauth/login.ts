import { z } from 'zod';
import { dateTimeSchema } from '../common/formats.ts';
import { blankable } from '../common/schema-helpers.ts';
import { secret } from '../common/secret.ts';
import { ValidationCode, email, identifier, len, maxLen, phone, required } from '../common/validation.ts';

/** `GET /oauth/anno/captcha?key=`: the client makes the key. */
export const captchaQuerySchema = z.object({
  key: z
    .string({ error: ValidationCode.required })
    .min(1, ValidationCode.required)
    .max(64, `${ValidationCode.max}:64`)
    .regex(/^[A-Za-z0-9_-]+$/, ValidationCode.identifier),
});

const captchaFields = {
  key: required(64),
  code: required(10),
};

/** `POST /oauth/noToken/login`, by grant type. */
export const loginParamsSchema = z.discriminatedUnion('grantType', [
  z.object({
    grantType: z.literal('captcha'),
    account: required(50),
    password: required(50),
    ...captchaFields,
  }),
  // The spec's sign-in always shows the image captcha: the password grant asks for it as well.
  z.object({
    grantType: z.literal('password'),
    account: required(50),
    password: required(50),
    ...captchaFields,
  }),
  z.object({ grantType: z.literal('refresh_token'), refreshToken: required(512) }),
]);
export type LoginParams = z.input<typeof loginParamsSchema>;

/** What a successful sign-in returns. */
export const loginResultSchema = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  refreshToken: z.string(),
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  workDescribe: z.string().nullable(),
  /** Account balance, a decimal string (e.g. `"12.50"`). */
  balance: z.string().optional(),
  /** Seconds the access token lives. */
  expire: z.number().int(),
  /** When the access token expires (`YYYY-MM-DD HH:mm:ss`). */
  expiration: dateTimeSchema,
  /** When the access token expires, epoch milliseconds. */
  expireMillis: z.number().int(),
  /**
   * The password is an initial or reset one: until it is changed, every call but the password
   * change and the own-record read answers 403 with 40010.
   */
  mustChangePassword: z.boolean().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The first client's `POST /api/authority/anno/login` (form-encoded, OAuth2 names). */
export const oauthLoginFormSchema = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), username: required(50), password: required(50) }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: required(512) }),
]);
export type OauthLoginForm = z.input<typeof oauthLoginFormSchema>;

/** OAuth2-style token result (no envelope). */
export const tokenResultSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('bearer'),
  userId: z.string(),
  account: z.string(),
  name: z.string(),
});
export type TokenResult = z.infer<typeof tokenResultSchema>;

/** `POST /oauth/noToken/logout` (form): the token with or without `Bearer `. */
export const logoutParamsSchema = z.object({
  token: required(4096),
  userId: z.string().max(20).optional(),
  clientId: z.string().max(64).optional(),
});
export type LogoutParams = z.input<typeof logoutParamsSchema>;

/** `POST /oauth/noToken/register`: a self-registered account in the request's tenant. */
export const registerParamsSchema = z
  .object({
    account: identifier(3, 20),
    name: required(50),
    password: len(6, 20),
    confirmPassword: required(20),
    email: blankable(email()),
    mobile: blankable(phone()),
    workDescribe: blankable(maxLen(255)),
    ...captchaFields,
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: ValidationCode.passwordMismatch,
  });
export type RegisterParams = z.input<typeof registerParamsSchema>;
export const registerResultSchema = z.object({ userId: z.string(), account: z.string() });

/** How long a QR-code sign-in ticket lives: two minutes, then the page shows a new one on click. */
export const QR_TICKET_TTL_MS = 2 * 60 * 1000;

/**
 * `GET /oauth/anno/qrcode`: a ticket for QR-code sign-in. With `base` (the console's address,
 * same host as the request) the QR code holds the confirmation page's link, else the dialect's
 * `pocket-course:login:<ticket>`.
 */
export const qrcodeTicketSchema = z.object({
  ticket: z.string(),
  /** PNG data URL encoding `link` (or the dialect's string). */
  image: z.string(),
  /** The confirmation page a signed-in phone opens; null without `base`. */
  link: z.string().nullable().optional(),
  expireMillis: z.number().int(),
});
export type QrcodeTicket = z.infer<typeof qrcodeTicketSchema>;

export const qrcodeRequestSchema = z.object({ base: z.string().max(500).optional() });

export const qrcodeTicketQuerySchema = z.object({ ticket: secret(required(64)) });

/** What the confirming user sees about the browser that asks to be signed in. */
export const qrcodeScanSchema = z.object({
  /** e.g. "Chrome 131 on Linux". */
  browser: z.string(),
  ip: z.string(),
  expireMillis: z.number().int(),
});
export type QrcodeScan = z.infer<typeof qrcodeScanSchema>;

/**
 * Poll answer: WAIT until a signed-in user opens the link (SCANNED), then CONFIRMED with a login
 * result (once) or REFUSED; EXPIRED after two minutes, once answered, or when unknown.
 */
export const qrcodePollSchema = z.object({
  status: z.enum(['WAIT', 'SCANNED', 'CONFIRMED', 'REFUSED', 'EXPIRED']),
  login: loginResultSchema.nullable(),
  /** With CONFIRMED: the confirming user's tenant code, which the signed-in page sends from then on. */
  tenant: z.string().nullable().optional(),
});
export type QrcodePoll = z.infer<typeof qrcodePollSchema>;
