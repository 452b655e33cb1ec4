import { z } from 'zod';
import { secret } from '../common/secret.ts';
import { identifier, required } from '../common/validation.ts';
import { loginResultSchema } from './login.ts';

/** `GET /oauth/anno/providers`: a third-party sign-in provider configured on the platform.
 * `enabled: false` ones are listed so the profile page can still name accounts bound to them. */
export const socialProviderSchema = z.object({
  /** Provider code, e.g. `WECHAT`, `GITHUB`, `LOCAL`. */
  code: z.string(),
  /** Display name in the request's language. */
  name: z.string(),
  icon: z.string().nullable(),
  enabled: z.boolean(),
  /** It has an issuer and client credentials, so its sign-in can start (WeChat and GitHub need
   * credentials from those platforms and the internet; the local provider works offline). */
  configured: z.boolean().optional(),
});
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** Starting a provider's sign-in (or, signed in, binding it to oneself). */
export const socialStartSchema = z.object({ provider: identifier(1, 20) });
export type SocialStart = z.input<typeof socialStartSchema>;
/** Where the browser goes next: the provider's authorisation page (state, nonce and PKCE S256). */
export const socialStartResultSchema = z.object({ url: z.string() });

/** The one-time code the callback hands to the console page. */
export const socialCodeSchema = z.object({ code: secret(required(64)) });

/**
 * What a one-time code stands for: `LOGIN` (a bound identity: signed in), `BOUND` (bound to the
 * signed-in user who started from the profile) or `UNBOUND` (choose: bind to an existing account
 * or register one; the code stays valid for that step).
 */
export const socialExchangeResultSchema = z.object({
  status: z.enum(['LOGIN', 'BOUND', 'UNBOUND']),
  login: loginResultSchema.nullable(),
  tenant: z.string(),
  provider: z.string(),
  providerName: z.string(),
  nickname: z.string().nullable(),
  /** A free account name suggested from the provider's profile (for registering). */
  suggestedAccount: z.string().nullable(),
  /** Whether the tenant lets new accounts register. */
  allowRegister: z.boolean(),
});
export type SocialExchangeResult = z.infer<typeof socialExchangeResultSchema>;

/** Bind the identity of a one-time code to an existing account (its credentials), then sign in. */
export const socialBindSchema = z.object({
  code: secret(required(64)),
  account: required(64),
  password: required(64),
});
export type SocialBind = z.input<typeof socialBindSchema>;

/** Register a new account from the identity of a one-time code, then sign in. */
export const socialRegisterSchema = z.object({
  code: secret(required(64)),
  account: identifier(3, 20),
  name: required(50),
});
export type SocialRegister = z.input<typeof socialRegisterSchema>;
