import { tenantResource } from './tenant.ts';

export * from './tenant.ts';

/** Tenants, run by the platform. */
export const tenantModule = [tenantResource] as const;
