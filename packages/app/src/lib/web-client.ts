/**
 * The web client whose `Authorization: Basic` header every call carries (wire contract: the
 * `pocket_web` application of the seed). A deployment with other credentials sets
 * VITE_WEB_CLIENT_ID / VITE_WEB_CLIENT_SECRET at build time.
 */
export const WEB_CLIENT = {
  id: (import.meta.env.VITE_WEB_CLIENT_ID as string | undefined) ?? 'pocket_web',
  secret: (import.meta.env.VITE_WEB_CLIENT_SECRET as string | undefined) ?? 'pocket_web_secret',
};
