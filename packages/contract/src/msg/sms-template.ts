import { z } from 'zod';
import { enumValueSchema, SMS_PROVIDER } from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { defineResource } from '../common/resource.ts';
import { blankable } from '../common/schema-helpers.ts';
import { ValidationCode, identifier, maxLen, required, url } from '../common/validation.ts';

/** A placeholder of a template's content: `${name}` (letters, digits, underscore). */
const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]{0,63})\}/g;
/** The most placeholders one template may have. */
export const SMS_MAX_PARAMS = 20;

/** The placeholders of a template's content, once each, in the order they first appear. */
export function templatePlaceholders(content: string): string[] {
  return [...new Set([...content.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

/** A template's content with its placeholders filled (a missing value stays as written). */
export function fillTemplate(content: string, params: Readonly<Record<string, string>>): string {
  return content.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? (params[name] as string) : whole,
  );
}

/** An SMS template as the console lists it. The app secret is never answered: `appSecret` is a
 * mask of it (its last characters at most), null when none is stored. */
export const smsTemplateSchema = z.object({
  id: z.string(),
  providerType: enumValueSchema(SMS_PROVIDER),
  appId: z.string().nullable(),
  appSecret: z.string().nullable(),
  url: z.string().nullable(),
  customCode: z.string(),
  name: z.string(),
  content: z.string(),
  /** The placeholders of `content`, in order. */
  templateParams: z.array(z.string()),
  templateCode: z.string().nullable(),
  signName: z.string().nullable(),
  templateDescribe: z.string().nullable(),
  createTime: dateTimeSchema,
});
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;

const fields = {
  providerType: z.enum(SMS_PROVIDER, { error: ValidationCode.required }),
  /** The provider's access key id (Alibaba Cloud AccessKeyId). */
  appId: blankable(maxLen(100)),
  /** Write-only; blank on update keeps the stored one. */
  appSecret: blankable(maxLen(255)),
  /** The provider's API address, when not its public one (a private gateway, a test double). */
  url: blankable(url()),
  customCode: identifier(1, 64),
  name: required(100),
  content: required(500),
  templateCode: blankable(maxLen(64)),
  signName: blankable(maxLen(50)),
  templateDescribe: blankable(maxLen(255)),
};

type TemplateFields = { [K in keyof typeof fields]?: unknown };

/** What a provider needs beyond the outbox: its key, the template code and sign name it approved;
 * the content's placeholders are at most SMS_MAX_PARAMS. */
function providerRules(secretRequired: boolean) {
  return (value: TemplateFields, ctx: z.RefinementCtx) => {
    const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
    if (value.providerType !== 'OUTBOX' && value.providerType !== undefined) {
      const needed = ['appId', 'templateCode', 'signName', ...(secretRequired ? ['appSecret'] : [])];
      for (const name of needed) {
        if (blank(value[name as keyof TemplateFields]))
          ctx.addIssue({ code: 'custom', path: [name], message: ValidationCode.required });
      }
    }
    if (typeof value.content === 'string' && templatePlaceholders(value.content).length > SMS_MAX_PARAMS)
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        message: `${ValidationCode.tooMany}:${SMS_MAX_PARAMS}`,
      });
  };
}

export const smsTemplateCreateSchema = z.object(fields).superRefine(providerRules(true));
export type SmsTemplateCreate = z.input<typeof smsTemplateCreateSchema>;
/** Changing a template; a blank secret keeps the stored one (a new provider needs one). */
export const smsTemplateUpdateSchema = z
  .object({ id: idSchema, ...fields })
  .superRefine(providerRules(false));
export type SmsTemplateUpdate = z.input<typeof smsTemplateUpdateSchema>;

export const smsTemplateQuerySchema = z.object({
  name: z.string().max(100).optional(),
  customCode: z.string().max(64).optional(),
  providerType: blankable(z.enum(SMS_PROVIDER)),
});

/** SMS templates (`/msg/smsTemplate`): provider, credentials (secret write-only, stored encrypted)
 * and content with `${name}` placeholders. */
export const smsTemplateResource = defineResource({
  service: 'msg',
  key: 'smsTemplate',
  scope: 'tenant',
  label: ['SMS template', 'SMS templates'],
  schemas: {
    row: smsTemplateSchema,
    create: smsTemplateCreateSchema,
    update: smsTemplateUpdateSchema,
    filter: smsTemplateQuerySchema,
  },
  ops: ['page', 'query', 'get', 'create', 'update', 'delete', 'export'],
  summaries: {
    create: 'Create an SMS template (the app secret is stored encrypted and never answered)',
    update: 'Change an SMS template (a blank app secret keeps the stored one)',
    export: 'SMS templates matching the filters as xlsx (never the secret)',
  },
});
