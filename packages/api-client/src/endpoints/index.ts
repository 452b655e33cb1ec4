import type { ApiClient } from '../create-client.ts';
import { createFileApi } from './file.ts';
import { createMsgApi } from './msg.ts';
import { createOauthApi } from './oauth.ts';
import { createTenantApi } from './tenant.ts';
import { createUserApi } from './user.ts';

/** Every endpoint the server offers, grouped by area, bound to one client. */
export function createApi(client: ApiClient) {
  return {
    oauth: createOauthApi(client),
    user: createUserApi(client),
    msg: createMsgApi(client),
    tenant: createTenantApi(client),
    file: createFileApi(client),
  };
}
export type Api = ReturnType<typeof createApi>;

export {
  bindEndpoints,
  callEndpoint,
  type BoundEndpoints,
  type EndpointInput,
  type EndpointOptions,
} from './call.ts';
export { createFileApi, type FileApi } from './file.ts';
export { createMsgApi, type MsgApi } from './msg.ts';
export { createOauthApi, type OauthApi } from './oauth.ts';
export { createTenantApi, type TenantApi } from './tenant.ts';
export { createUserApi, type UserApi } from './user.ts';
