import type { EndpointDef } from '@pocket/contract';

/** A cache key of an endpoint's answer: its path without `/` and what it was asked with. */
export type EndpointKey = readonly [resource: string, params: unknown];

/**
 * The cache key of one call (SWR and the like): the endpoint's path (`authority/station/page`)
 * and its input. Keys of one resource share the resource's base path, so a change can refresh
 * them all by that prefix.
 * @example endpointKey(stationResource.op.page, { body: query })
 */
export function endpointKey(def: Pick<EndpointDef, 'path'>, input: unknown = null): EndpointKey {
  return [def.path.replace(/^\//, ''), input] as const;
}
