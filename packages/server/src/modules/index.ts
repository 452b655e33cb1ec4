import type { Module } from '../lib/context.ts';
import { activitiModules } from './activiti/index.ts';
import { authorityModules } from './authority/index.ts';
import { courseModules } from './course/index.ts';
import { fileModule } from './file/file.ts';
import { gatewayModules } from './gateway/index.ts';
import { genTableModule } from './generator/table.ts';
import { msgModules } from './msg/index.ts';
import { lookupModule } from './oauth/lookup.ts';
import { oauthModule } from './oauth/oauth.index.ts';
import { datasourceConfigModule } from './tenant/datasource-config.ts';
import { tenantModule } from './tenant/tenant.ts';
import { websiteModule } from './website/website.ts';

/** Every server module, area by area (a new area is one line here, a new resource one line in
 * its area's list). The routing checks each answers exactly its contract endpoints. */
export const MODULES: readonly Module[] = [
  oauthModule,
  lookupModule,
  ...authorityModules,
  ...courseModules,
  ...msgModules,
  fileModule,
  tenantModule,
  datasourceConfigModule,
  ...gatewayModules,
  genTableModule,
  websiteModule,
  ...activitiModules,
];
