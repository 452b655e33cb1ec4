import useSWR, { useSWRConfig } from 'swr';
import type { UserAvatar, UserBaseUpdate, UserPassword } from '@pocket/contract';
import { authStorage } from '../../../app/core-services.ts';
import { attachmentApi } from '../../../app/api/attachment.ts';
import { lookupApi } from '../../../app/api/lookup.ts';
import { userApi } from '../../../app/api/user.ts';
import { keyMatcher, swrKey } from '../../../lib/swr-keys.ts';

const ME = 'authority/user/me';

/**
 * The signed-in user's own record (`GET /authority/user/me`, open to every signed-in user: reading
 * it through `GET /authority/user/{id}` needs the user-view permission a user without roles lacks).
 */
export function useMe() {
  const id = authStorage.get('USER')?.id;
  return useSWR(id ? swrKey(ME, { id }) : null, () => userApi.userMe({}));
}

/** The signed-in user's bound third-party accounts (provider names in the request's language). */
export function useBoundAccounts(locale: string) {
  const accounts = useSWR(swrKey('authority/user/social', { locale }), () => userApi.userSocial({}));
  return {
    ...accounts,
    /** Unbinds one provider's account, then reloads the list. */
    unbind: async (provider: string) => {
      await userApi.userSocialUnbind({ params: { provider } });
      await accounts.mutate();
    },
  };
}

/** Dictionary types of the base information's choices. */
export const PROFILE_DICTIONARIES = ['NATION', 'EDUCATION'] as const;

/** Nation and education items (names in the request's language, hence the locale in the key). */
export function useProfileDictionaries(locale: string) {
  return useSWR(swrKey('oauth/dictionary/codes', { types: PROFILE_DICTIONARIES, locale }), () =>
    lookupApi.dictionaryCodes({ body: [...PROFILE_DICTIONARIES] }),
  );
}

/** Keeps the session's copy of the user (navbar name and avatar) in step with a saved change. */
function syncSessionUser(changes: { name?: string; avatar?: string | null; workDescribe?: string | null }) {
  const stored = authStorage.get('USER');
  if (stored) authStorage.set('USER', { ...stored, ...changes });
}

/** Saving one's own data; field problems come back as issues the forms show, so calls are silent. */
export function useProfileMutations() {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(keyMatcher(ME));
  return {
    saveBase: async (body: UserBaseUpdate) => {
      const user = await userApi.userBase({ body }, { silent: true });
      syncSessionUser({ name: user.name, workDescribe: user.workDescribe });
      await refresh();
      return user;
    },
    saveAvatar: async (body: UserAvatar) => {
      const user = await userApi.userAvatar({ body }, { silent: true });
      syncSessionUser({ avatar: user.avatar });
      await refresh();
      return user;
    },
    /** Uploads an image, then makes its public address the avatar. */
    uploadAvatar: async (file: File) => {
      const stored = await attachmentApi.attachmentUpload(
        { body: { file, bizType: 'AVATAR' } },
        { silent: true },
      );
      const user = await userApi.userAvatar({ body: { avatar: stored.url } }, { silent: true });
      syncSessionUser({ avatar: user.avatar });
      await refresh();
      return user;
    },
    changePassword: (body: UserPassword) => userApi.userPassword({ body }, { silent: true }),
  };
}
