import type { z } from 'zod';
import { loginParamsSchema, required } from '@pocket/contract';

const captchaLogin = loginParamsSchema.options[0];

/** The admin sign-in form: the contract's captcha login plus the tenant it is sent for. */
export const adminLoginFormSchema = captchaLogin
  .omit({ grantType: true, key: true })
  .extend({ tenant: required(20) });
export type AdminLoginForm = z.input<typeof adminLoginFormSchema>;
