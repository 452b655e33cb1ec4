import useSWR, { useSWRConfig } from 'swr';
import type { MsgPageQuery } from '@pocket/contract';
import { api } from '../../../app/services.ts';
import { keyMatcher, swrKey } from '../../../lib/swr-keys.ts';
import { toMsgCreateBody, type MsgFormValues } from '../forms/msg-form.ts';

/** The page resource of the message table (its SWR key). */
export const MSG_PAGE = 'msg/msg/page';
const PAGE = MSG_PAGE;
const USERS = 'authority/user/findAll';
/** The bell's key (layout/navbar/message-bell.tsx): a message sent to oneself shows there at once. */
const MY_MESSAGES = 'msg/myMsg/page';

/**
 * The tenant's users, to choose receivers from. Without the permission to list users the call is
 * refused quietly and the message goes to everyone.
 */
export function useReceiverChoices(enabled: boolean) {
  return useSWR(enabled ? swrKey(USERS) : null, () => api.user.userFindAll({}, { silent: true }));
}

/** Mutations of the message screens; each one revalidates the message pages and the bell. */
export function useMsgMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => Promise.all([mutate(keyMatcher(PAGE)), mutate(keyMatcher(MY_MESSAGES))]);
  const after = async <T>(call: Promise<T>): Promise<T> => {
    const result = await call;
    await refresh();
    return result;
  };
  return {
    refresh,
    // Field problems come back as issues the form puts on its fields, so the call is silent.
    send: (values: MsgFormValues) =>
      after(api.msg.msgCreate({ body: toMsgCreateBody(values) }, { silent: true })),
    remove: (ids: string[]) => after(api.msg.msgDelete({ body: ids })),
    importFile: (file: File) =>
      after(api.msg.msgImport({ body: { file } }, { silent: true, timeout: 120_000 })).then(
        (result) => result.count,
      ),
    exportFile: (query: MsgPageQuery) => api.msg.msgExport({ body: query }, { timeout: 120_000 }),
  };
}
