import { z } from 'zod';
import { defineResource } from '../common/resource.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { ValidationCode, identifier, maxLen, required, url } from '../common/validation.ts';
import { endpoint, envelope } from '../endpoint.ts';

/** A third-party sign-in provider as the platform configures it. The client secret is never
 * answered: `hasSecret` says whether one is stored. */
export const socialProviderAdminSchema = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  icon: z.string().nullable(),
  enabled: z.boolean(),
  sortValue: z.number().int(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasSecret: z.boolean(),
  scopes: z.string(),
});
export type SocialProviderAdmin = z.infer<typeof socialProviderAdminSchema>;

/**
 * `PUT /authority/socialProvider`: creates or changes a provider by code. Any OpenID Connect
 * provider: its issuer (discovery), client id, secret and scopes (with `openid`). A blank secret
 * keeps the stored one.
 */
export const socialProviderSaveSchema = z.object({
  code: identifier(2, 20),
  name: required(50),
  nameEn: required(50),
  icon: blankable(maxLen(100)),
  enabled: boolish.optional(),
  sortValue: z.coerce.number().int().min(0).max(9999).optional(),
  issuer: blankable(url()),
  clientId: blankable(maxLen(100)),
  clientSecret: blankable(maxLen(255)),
  scopes: z
    .string()
    .max(255, `${ValidationCode.max}:255`)
    .regex(/(^|\s)openid(\s|$)/, ValidationCode.invalid)
    .optional(),
});
export type SocialProviderSave = z.input<typeof socialProviderSaveSchema>;

/** Third-party sign-in providers (`/authority/socialProvider`): platform-wide, run by the platform. */
export const socialProviderResource = defineResource({
  service: 'authority',
  key: 'socialProvider',
  scope: 'platform',
  label: ['third-party sign-in provider', 'third-party sign-in providers'],
  schemas: { row: socialProviderAdminSchema },
  ops: [],
  actions: ['view', 'edit'],
}).extend((can) => ({
  socialProviderList: endpoint({
    method: 'get',
    path: '/authority/socialProvider/list',
    auth: 'token',
    permission: can.view,
    summary: 'Third-party sign-in providers with their OpenID Connect settings (never the secret)',
    response: envelope(z.array(socialProviderAdminSchema)),
  }),
  socialProviderSave: endpoint({
    method: 'put',
    path: '/authority/socialProvider',
    auth: 'token',
    permission: can.edit,
    summary: 'Create or change a provider by code (issuer, client id, secret, scopes; blank secret keeps it)',
    body: socialProviderSaveSchema,
    response: envelope(socialProviderAdminSchema),
  }),
}));
