import { z } from 'zod';

/** `GET /oauth/anno/providers`: a third-party sign-in provider configured on the platform.
 * `enabled: false` ones are listed so the profile page can still name accounts bound to them. */
export const socialProviderSchema = z.object({
  /** Provider code, e.g. `WECHAT`, `GITHUB`. */
  code: z.string(),
  /** Display name in the request's language. */
  name: z.string(),
  icon: z.string().nullable(),
  enabled: z.boolean(),
});
export type SocialProvider = z.infer<typeof socialProviderSchema>;
