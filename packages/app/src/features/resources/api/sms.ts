import useSWR from 'swr';
import { smsTemplateApi } from '../../../app/api/smsTemplate.ts';
import { swrKey } from '../../../lib/swr-keys.ts';

/** Where SMS are written (spec section 2: "Send SMS"); `?id=` opens a draft, `?templateId=` a template. */
export const SMS_SEND_PAGE = '/resources/sms/edit';
/** The task list. */
export const SMS_TASKS = '/resources/sms';

/** The tenant's SMS templates to choose from (the list query, at most QUERY_LIMIT). */
export function useSmsTemplates() {
  return useSWR(swrKey('msg/smsTemplate/query'), () => smsTemplateApi.smsTemplateQuery({ body: {} }));
}
