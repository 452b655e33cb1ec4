import { msgResource } from './msg.ts';
import { smsSendStatusResource, smsTaskResource } from './sms-task.ts';
import { smsTemplateResource } from './sms-template.ts';

export * from './msg.ts';
export * from './sms-task.ts';
export * from './sms-template.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** Messages and inboxes, SMS templates, tasks and their per-receiver status. */
export const msgModule: readonly [
  typeof msgResource,
  typeof smsTemplateResource,
  typeof smsTaskResource,
  typeof smsSendStatusResource,
] = [msgResource, smsTemplateResource, smsTaskResource, smsSendStatusResource];
