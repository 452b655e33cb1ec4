import { applicationResource } from './application.ts';
import { areaLookupGroup, areaResource } from './area.ts';
import { dashboardGroup } from './dashboard.ts';
import { dictionaryResource } from './dictionary.ts';
import { loginLogResource } from './login-log.ts';
import { menuResource, resourceResource } from './menu.ts';
import { optLogResource } from './opt-log.ts';
import { onlineResource } from './online.ts';
import { orgResource, stationResource } from './org.ts';
import { parameterResource } from './parameter.ts';
import { roleResource } from './role.ts';
import { socialProviderResource } from './social-provider.ts';
import { userResource } from './user.ts';

export * from './application.ts';
export * from './area.ts';
export * from './dashboard.ts';
export * from './dictionary.ts';
export * from './login-log.ts';
export * from './menu.ts';
export * from './online.ts';
export * from './opt-log.ts';
export * from './org.ts';
export * from './parameter.ts';
export * from './role.ts';
export * from './social-provider.ts';
export * from './user.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** Organisations, users, access and the tenant's system settings: a line per resource in the type and in the list. */
export const authorityModule: readonly [
  typeof dashboardGroup,
  typeof userResource,
  typeof onlineResource,
  typeof loginLogResource,
  typeof parameterResource,
  typeof applicationResource,
  typeof socialProviderResource,
  typeof orgResource,
  typeof stationResource,
  typeof dictionaryResource,
  typeof roleResource,
  typeof menuResource,
  typeof resourceResource,
  typeof areaLookupGroup,
  typeof areaResource,
  typeof optLogResource,
] = [
  dashboardGroup,
  userResource,
  onlineResource,
  loginLogResource,
  parameterResource,
  applicationResource,
  socialProviderResource,
  orgResource,
  stationResource,
  dictionaryResource,
  roleResource,
  menuResource,
  resourceResource,
  // The lookups first: `GET /authority/area/{id}` would otherwise shadow their paths.
  areaLookupGroup,
  areaResource,
  optLogResource,
];
