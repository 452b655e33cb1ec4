import { applicationModule } from './application.ts';
import { areaLookupModule, areaModule } from './area.ts';
import { dashboardModule } from './dashboard.ts';
import { dictionaryModule } from './dictionary.ts';
import { loginLogModule } from './login-log.ts';
import { menuModule, resourceModule } from './menu.ts';
import { optLogModule } from './opt-log.ts';
import { onlineModule } from './online.ts';
import { orgModule } from './org.ts';
import { parameterModule } from './parameter.ts';
import { roleModule } from './role.ts';
import { socialProviderModule } from './social-provider.ts';
import { stationModule } from './station.ts';
import { userModule } from './user.ts';

/** Organisations, users, access and the tenant's system settings: one line per resource. */
export const authorityModules = [
  dashboardModule,
  userModule,
  onlineModule,
  loginLogModule,
  parameterModule,
  applicationModule,
  socialProviderModule,
  orgModule,
  stationModule,
  dictionaryModule,
  roleModule,
  menuModule,
  resourceModule,
  areaLookupModule,
  areaModule,
  optLogModule,
];
