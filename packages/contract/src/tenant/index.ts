import { datasourceConfigResource } from './datasource-config.ts';
import { tenantResource } from './tenant.ts';

export * from './datasource-config.ts';
export * from './tenant.ts';

/** Tenants and the databases their rows may live in, run by the platform. */
export const tenantModule = [tenantResource, datasourceConfigResource] as const;
