import { datasourceConfigResource } from './datasource-config.ts';
import { tenantResource } from './tenant.ts';

export * from './datasource-config.ts';
export * from './tenant.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** Tenants and the databases their rows may live in, run by the platform. */
export const tenantModule: readonly [typeof tenantResource, typeof datasourceConfigResource] = [
  tenantResource,
  datasourceConfigResource,
];
