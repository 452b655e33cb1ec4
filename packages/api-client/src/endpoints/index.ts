import { CONSOLE_GROUPS, type ApiGroup, type ConsoleGroups } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints, type BoundEndpoints } from './call.ts';
import { createOauthApi, type OauthApi } from './oauth.ts';

/** The typed calls of one contract group (a resource or a group of endpoints). */
export function createGroupApi<G extends ApiGroup>(
  client: ApiClient,
  group: G,
): BoundEndpoints<G['endpoints']> {
  return bindEndpoints(client, group.endpoints as G['endpoints']);
}

/** Every contract group bound to one client, by its key: `api.station.stationPage(…)`. */
export type Api = { [G in ConsoleGroups[number] as G['key']]: BoundEndpoints<G['endpoints']> } & {
  oauth: OauthApi;
};

/**
 * Every group of the contract's `CONSOLE_GROUPS` bound to one client at once (a whole stack in
 * one object: integration tests); `oauth` adds `signIn` and `refreshLogin`. A page that should
 * load only the schemas it calls binds each group with `createGroupApi` instead (the console).
 * @example const api = createApi(client); await api.org.orgTree({ query: { state: 'true' } });
 */
export function createApi(client: ApiClient): Api {
  const groups: Record<string, unknown> = {};
  for (const group of CONSOLE_GROUPS) groups[group.key] = createGroupApi(client, group);
  groups.oauth = createOauthApi(client);
  return groups as Api;
}

export {
  bindEndpoints,
  callEndpoint,
  type BoundEndpoints,
  type EndpointInput,
  type EndpointOptions,
} from './call.ts';
export { endpointKey, type EndpointKey } from './keys.ts';
export { createOauthApi, type OauthApi } from './oauth.ts';
