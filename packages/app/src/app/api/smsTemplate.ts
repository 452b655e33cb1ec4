import { createGroupApi } from '@pocket/api-client';
import { smsTemplateResource } from '@pocket/contract';
import { client } from '../core-services.ts';

/** The contract's `smsTemplate` calls on the console's client, bound when a screen that uses them loads. */
export const smsTemplateApi = createGroupApi(client, smsTemplateResource);
