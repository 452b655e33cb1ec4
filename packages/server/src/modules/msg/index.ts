import { msgModule } from './msg.ts';
import { smsSendStatusModule, smsTaskModule } from './sms/sms-task.ts';
import { smsTemplateModule } from './sms/sms-template.ts';

/** Messages, SMS templates, tasks and their per-receiver status. */
export const msgModules = [msgModule, smsTemplateModule, smsTaskModule, smsSendStatusModule];
