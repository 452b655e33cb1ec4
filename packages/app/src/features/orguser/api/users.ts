import useSWR, { useSWRConfig } from 'swr';
import type { UserPageQuery } from '@pocket/contract';
import { api } from '../../../app/services.ts';
import { keyMatcher, swrKey } from '../../../lib/swr-keys.ts';
import { toOrgSaveBody, toUpdateBody, type UserFormValues } from '../forms/user-form.ts';

const PAGE = 'authority/user/page';
const ORG_TREE = 'authority/org/tree';

/**
 * One page of users for the table's filters, paging and sort. The language is part of the key:
 * enum descriptions (sex) come back in the request's language, so a switch fetches them anew.
 */
export function useUserPage(query: UserPageQuery, locale: string) {
  return useSWR(swrKey(PAGE, { query, locale }), () => api.user.userPage({ body: query }), {
    keepPreviousData: true,
  });
}

/** The tenant's valid organisations, for the organisation choice. */
export function useOrgTree() {
  return useSWR(swrKey(ORG_TREE, { state: 'true' }), () => api.org.orgTree({ query: { state: 'true' } }));
}

/** Mutations of the screen; each one revalidates every cached page of users. */
export function useUserMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keyMatcher(PAGE));
  const after = async <T>(call: Promise<T>): Promise<T> => {
    const result = await call;
    await refresh();
    return result;
  };
  return {
    refresh,
    // Field problems come back as issues the dialog puts on its fields, so those calls are silent
    // and the dialog reports them; other failures are reported by the caller.
    create: (values: UserFormValues) =>
      after(api.user.userSaveOrgUser({ body: toOrgSaveBody(values) }, { silent: true })),
    update: (id: string, values: UserFormValues) =>
      after(api.user.userUpdate({ body: toUpdateBody(id, values) }, { silent: true })),
    remove: (ids: string[]) => after(api.user.userDelete({ body: ids })),
    reset: (ids: string[]) => after(api.user.userReset({ body: { ids } })),
    importFile: (file: File) =>
      after(api.user.userImport({ body: { file } }, { silent: true, timeout: 120_000 })).then(
        (result) => result.count,
      ),
    exportFile: (query: UserPageQuery) => api.user.userExport({ body: query }, { timeout: 120_000 }),
    isAccountTaken: (account: string) => api.user.userCheck({ query: { account } }, { silent: true }),
  };
}
