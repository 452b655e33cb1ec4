import { applicationResource } from './application.ts';
import { dashboardGroup } from './dashboard.ts';
import { dictionaryResource } from './dictionary.ts';
import { loginLogResource } from './login-log.ts';
import { onlineResource } from './online.ts';
import { orgResource, stationResource } from './org.ts';
import { parameterResource } from './parameter.ts';
import { socialProviderResource } from './social-provider.ts';
import { userResource } from './user.ts';

export * from './application.ts';
export * from './dashboard.ts';
export * from './dictionary.ts';
export * from './login-log.ts';
export * from './menu.ts';
export * from './online.ts';
export * from './org.ts';
export * from './parameter.ts';
export * from './role.ts';
export * from './social-provider.ts';
export * from './user.ts';

/** Organisations, users, access and the tenant's system settings: one line per resource. */
export const authorityModule = [
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
] as const;
