import { formatDateTime, smsTemplateResource, templatePlaceholders } from '@pocket/contract';
import type { SmsProvider, SmsTemplate } from '@pocket/contract';
import { desc, eq, ilike } from 'drizzle-orm';
import { smsTemplate } from '../../../db/schema.ts';
import { blankToNull, crudModule } from '../../../lib/crud.ts';
import type { Column } from '../../../lib/excel.ts';
import { invalid, issue } from '../../../lib/http.ts';
import { enumValue } from '../../../lib/i18n.ts';
import { maskSecret, openSecret, sealSecret } from '../../../lib/secret-box.ts';
import { containing } from '../../../lib/search.ts';

const columns: Column<SmsTemplate>[] = [
  { key: 'customCode', zh: '编码', en: 'Code', value: (r) => r.customCode },
  { key: 'name', zh: '名称', en: 'Name', width: 24, value: (r) => r.name },
  { key: 'providerType', zh: '服务商', en: 'Provider', value: (r) => r.providerType.desc },
  { key: 'appId', zh: '应用ID', en: 'App ID', value: (r) => r.appId },
  { key: 'templateCode', zh: '模板编号', en: 'Template code', value: (r) => r.templateCode },
  { key: 'signName', zh: '签名', en: 'Sign name', value: (r) => r.signName },
  { key: 'content', zh: '内容', en: 'Content', width: 50, value: (r) => r.content },
  { key: 'createTime', zh: '创建时间', en: 'Created', width: 20, value: (r) => r.createTime },
];

/** SMS templates: the app secret is sealed (lib/secret-box.ts) when written and only its mask
 * is ever answered, in rows and exports alike. */
export const smsTemplateModule = crudModule(smsTemplateResource).storedIn({
  table: smsTemplate,
  async toRows(rows, { lang, deps }) {
    return Promise.all(
      rows.map(async (r) => ({
        id: String(r.id),
        providerType: enumValue(lang, 'SmsProvider', r.providerType as SmsProvider),
        appId: r.appId,
        appSecret: r.appSecret ? maskSecret(await openSecret(deps, r.appSecret)) : null,
        url: r.url,
        customCode: r.customCode,
        name: r.name,
        content: r.content,
        templateParams: templatePlaceholders(r.content),
        templateCode: r.templateCode,
        signName: r.signName,
        templateDescribe: r.templateDescribe,
        createTime: formatDateTime(r.createTime),
      })),
    );
  },
  filter: (m) => [
    m.name ? ilike(smsTemplate.name, containing(m.name)) : undefined,
    m.customCode ? ilike(smsTemplate.customCode, containing(m.customCode)) : undefined,
    m.providerType ? eq(smsTemplate.providerType, m.providerType) : undefined,
  ],
  sortable: {
    name: smsTemplate.name,
    customCode: smsTemplate.customCode,
    createTime: smsTemplate.createTime,
  },
  order: [desc(smsTemplate.createTime), desc(smsTemplate.id)],
  unique: [{ field: 'customCode', column: smsTemplate.customCode }],
  columns,
  async create(b, ctx) {
    const secret = blankToNull(b.appSecret);
    return {
      providerType: b.providerType,
      appId: blankToNull(b.appId) ?? null,
      appSecret: secret ? await sealSecret(ctx.deps, secret) : null,
      url: blankToNull(b.url) ?? null,
      customCode: b.customCode,
      name: b.name,
      content: b.content,
      templateCode: blankToNull(b.templateCode) ?? null,
      signName: blankToNull(b.signName) ?? null,
      templateDescribe: blankToNull(b.templateDescribe) ?? null,
      createdBy: ctx.auth.userId,
    };
  },
  // A blank secret keeps the stored one: the form never holds it.
  async update(b, current, ctx) {
    const secret = blankToNull(b.appSecret);
    if (b.providerType !== 'OUTBOX' && !secret && !current.appSecret)
      throw invalid(ctx.lang, [issue(ctx.lang, ['appSecret'], 'required')]);
    return {
      providerType: b.providerType,
      appId: blankToNull(b.appId),
      appSecret: secret ? await sealSecret(ctx.deps, secret) : undefined,
      url: blankToNull(b.url),
      customCode: b.customCode,
      name: b.name,
      content: b.content,
      templateCode: blankToNull(b.templateCode),
      signName: blankToNull(b.signName),
      templateDescribe: blankToNull(b.templateDescribe),
    };
  },
  handlers: {},
});
