import { activitiModule } from './activiti/index.ts';
import { authorityModule } from './authority/index.ts';
import { courseModule } from './course/index.ts';
import {
  endpointTable,
  permissionTable,
  type EndpointsOf,
  type PermissionCodeOf,
  type PermissionEntry,
} from './common/resource.ts';
import { fileModule } from './file/index.ts';
import { gatewayModule } from './gateway/index.ts';
import { generatorModule } from './generator/index.ts';
import { msgModule } from './msg/index.ts';
import { oauthModule } from './oauth/index.ts';
import { systemModule } from './system/index.ts';
import { tenantModule } from './tenant/index.ts';
import { websiteModule } from './website/index.ts';

/**
 * The groups `createApi` binds at once (the auth package's integration stack and tests): every
 * group but those of the tools. The console binds no table up front: each of its screens imports
 * the module of the groups it calls (app/src/app/api/<group>.ts, `createGroupApi`), so the sign-in
 * page and the dashboard load only the schemas of their own groups (the size budgets of
 * quality-bars.md).
 *
 * The tables' types are written out by module (not inferred from the lists) so that the published
 * declarations name each module instead of spelling every group out three times (the .d.ts was
 * 1.4 MB, and writing it most of the contract's build time); the type checker holds each list to
 * its type.
 */
export type ConsoleGroups = readonly [
  ...typeof systemModule,
  ...typeof oauthModule,
  ...typeof authorityModule,
  ...typeof courseModule,
  ...typeof msgModule,
  ...typeof tenantModule,
  ...typeof gatewayModule,
  ...typeof fileModule,
  ...typeof websiteModule,
];
const consoleGroups = (): ConsoleGroups => [
  ...systemModule,
  ...oauthModule,
  ...authorityModule,
  ...courseModule,
  ...msgModule,
  ...tenantModule,
  ...gatewayModule,
  ...fileModule,
  ...websiteModule,
];
// A call the bundler may drop (array spreads are not): a page that binds only its own group (the
// sign-in page binds `oauth`) does not keep the other groups.
export const CONSOLE_GROUPS: ConsoleGroups = /* @__PURE__ */ consoleGroups();

/** Every endpoint group the server offers, module by module: a new module is a line in this type
 * and in its list (and in CONSOLE_GROUPS' unless its screen binds it). */
export type ApiGroups = readonly [...ConsoleGroups, ...typeof generatorModule, ...typeof activitiModule];
const allGroups = (): ApiGroups => [...CONSOLE_GROUPS, ...generatorModule, ...activitiModule];
// A call the bundler may drop: the console's entry does not keep the tools' groups.
export const API_GROUPS: ApiGroups = /* @__PURE__ */ allGroups();

/** The whole endpoint table by name (the server registers it; the api-client binds it). */
export type Endpoints = EndpointsOf<ApiGroups>;
export const endpoints: Endpoints = /* @__PURE__ */ endpointTable(API_GROUPS);
export type EndpointName = keyof Endpoints;

/** Every permission code, once, with the scope of the resource that declares it. */
export const PERMISSIONS: readonly PermissionEntry[] = /* @__PURE__ */ permissionTable(API_GROUPS);
/** A permission code the contract declares. */
export type PermissionCode = PermissionCodeOf<ApiGroups>;

/**
 * The explicit list of endpoints outside `/anyone/`, `/anno/` and `/noToken/` that any signed-in
 * user may call without a permission code (`permission: null`): lookups every screen needs and
 * self-service on the caller's own account. Every other token endpoint declares a permission code;
 * the contract test holds the table to this list; the server suite lets these past 403.
 */
export const SELF_SERVICE = [
  'router',
  'visible',
  'dictionaryCodes',
  'enums',
  'orgTree',
  'dashboard',
  'userMe',
  'userBase',
  'userAvatar',
  'userPassword',
  'userSocial',
  'userSocialUnbind',
  'userOrderPage',
  'userOrderCreate',
  'userOrderPay',
  'userOrderClose',
  'userOrderMembership',
  'userOrderMediaUrl',
  'accountMe',
  'accountLedger',
  'areaLinkage',
  'areaSearch',
  'areaPath',
] as const satisfies readonly EndpointName[];
