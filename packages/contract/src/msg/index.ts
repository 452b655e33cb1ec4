import { msgResource } from './msg.ts';
import { smsSendStatusResource, smsTaskResource } from './sms-task.ts';
import { smsTemplateResource } from './sms-template.ts';

export * from './msg.ts';
export * from './sms-task.ts';
export * from './sms-template.ts';

/** Messages and inboxes, SMS templates, tasks and their per-receiver status. */
export const msgModule = [msgResource, smsTemplateResource, smsTaskResource, smsSendStatusResource] as const;
