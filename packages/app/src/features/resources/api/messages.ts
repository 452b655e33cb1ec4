import useSWR, { useSWRConfig } from 'swr';
import { msgResource } from '@pocket/contract';
import { msgApi } from '../../../app/api/msg.ts';
import { userApi } from '../../../app/api/user.ts';
import { keyMatcher, swrKey } from '../../../lib/swr-keys.ts';
import { toMsgCreateBody, type MsgFormValues } from '../forms/msg-form.ts';

/** The message resource's cached answers (table pages, single messages) are keyed below this. */
const MESSAGES = msgResource.basePath.slice(1);
const USERS = 'authority/user/findAll';
/** The bell's key (layout/navbar/message-bell.tsx): a message sent to oneself shows there at once. */
export const MY_MESSAGES = 'msg/myMsg/page';

/** Where a message is written. */
export const SEND_PAGE = '/resources/msg/edit';
/** Where a message is read. */
export const viewPage = (id: string) => `${SEND_PAGE}?id=${encodeURIComponent(id)}&type=view`;

/**
 * The tenant's users, to choose receivers from. Without the permission to list users the call is
 * refused quietly and the message goes to everyone.
 */
export function useReceiverChoices(enabled: boolean) {
  return useSWR(enabled ? swrKey(USERS) : null, () => userApi.userFindAll({}, { silent: true }));
}

/** Sends a message, then revalidates the message pages and the bell. */
export function useSendMessage() {
  const { mutate } = useSWRConfig();
  return async (values: MsgFormValues) => {
    // Field problems come back as issues the form puts on its fields, so the call is silent.
    const sent = await msgApi.msgCreate({ body: toMsgCreateBody(values) }, { silent: true });
    await Promise.all([mutate(keyMatcher(MESSAGES)), mutate(keyMatcher(MY_MESSAGES))]);
    return sent;
  };
}
