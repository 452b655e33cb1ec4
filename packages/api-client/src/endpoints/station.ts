import { stationEndpoints } from '@pocket/contract';
import type { ApiClient } from '../create-client.ts';
import { bindEndpoints } from './call.ts';

/** Stations (`/authority/station`), typed from the contract. */
export function createStationApi(client: ApiClient) {
  return bindEndpoints(client, stationEndpoints);
}
export type StationApi = ReturnType<typeof createStationApi>;
