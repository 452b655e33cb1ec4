import type { ApiClient } from '../create-client.ts';
import { createApplicationApi } from './application.ts';
import { createDashboardApi } from './dashboard.ts';
import { createDictionaryApi } from './dictionary.ts';
import { createFileApi } from './file.ts';
import { createHealthApi } from './health.ts';
import { createLoginLogApi } from './login-log.ts';
import { createLookupApi } from './lookup.ts';
import { createMsgApi } from './msg.ts';
import { createOauthApi } from './oauth.ts';
import { createOnlineApi } from './online.ts';
import { createOrgApi } from './org.ts';
import { createParameterApi } from './parameter.ts';
import { createStationApi } from './station.ts';
import { createTenantApi } from './tenant.ts';
import { createUserApi } from './user.ts';

/**
 * Every endpoint the server offers, grouped by area, bound to one client (a test checks that
 * every row of the contract's `endpoints` table is in a group).
 * @example const api = createApi(client); await api.lookup.orgTree({ query: { state: 'true' } });
 */
export function createApi(client: ApiClient) {
  return {
    health: createHealthApi(client),
    oauth: createOauthApi(client),
    lookup: createLookupApi(client),
    dashboard: createDashboardApi(client),
    user: createUserApi(client),
    online: createOnlineApi(client),
    loginLog: createLoginLogApi(client),
    parameter: createParameterApi(client),
    application: createApplicationApi(client),
    org: createOrgApi(client),
    station: createStationApi(client),
    dictionary: createDictionaryApi(client),
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
export { createApplicationApi, type ApplicationApi } from './application.ts';
export { createDashboardApi, type DashboardApi } from './dashboard.ts';
export { createDictionaryApi, type DictionaryApi } from './dictionary.ts';
export { createFileApi, type FileApi } from './file.ts';
export { createHealthApi, type HealthApi } from './health.ts';
export { createLoginLogApi, type LoginLogApi } from './login-log.ts';
export { createLookupApi, type LookupApi } from './lookup.ts';
export { createMsgApi, type MsgApi } from './msg.ts';
export { createOauthApi, type OauthApi } from './oauth.ts';
export { createOnlineApi, type OnlineApi } from './online.ts';
export { createOrgApi, type OrgApi } from './org.ts';
export { createParameterApi, type ParameterApi } from './parameter.ts';
export { createStationApi, type StationApi } from './station.ts';
export { createTenantApi, type TenantApi } from './tenant.ts';
export { createUserApi, type UserApi } from './user.ts';
