import { applicationModule } from './application.ts';
import { dashboardModule } from './dashboard.ts';
import { dictionaryModule } from './dictionary.ts';
import { loginLogModule } from './login-log.ts';
import { onlineModule } from './online.ts';
import { orgModule } from './org.ts';
import { parameterModule } from './parameter.ts';
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
];
