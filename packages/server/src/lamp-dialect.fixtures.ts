/**
 * Requests exactly as the lamp-web 3.5 console sends them (issue 21), taken from its public
 * source, github.com/zuihou/lamp-web (Vue 2 + element-ui line): the path, method and body or
 * query of each call, with the file (and commit) it was read from. The dialect suite
 * (lamp-dialect.test.ts) replays them against our server.
 *
 * How that client sends (src/api/AxiosApi.js @032b3123): `Authorization: Basic
 * base64(VUE_APP_CLIENT_ID:VUE_APP_CLIENT_SECRET)` (its .env: `lamp_web` / `lamp_web_secret`),
 * `token: Bearer …`, `tenant: base64(code)`; POST/PUT bodies as JSON, or as multipart form data
 * when the call says `formData: true`; GET and DELETE data as query parameters beside `ts`.
 */

/** The dialect's default web client, from lamp-web's .env (VUE_APP_CLIENT_ID / _SECRET). */
export const LAMP_CLIENT = { id: 'lamp_web', secret: 'lamp_web_secret' } as const;

export type LampRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** JSON body. */
  body?: unknown;
  /** `formData: true`: the fields as multipart form data. */
  form?: Record<string, string>;
  /** Query parameters (GET and DELETE data). */
  query?: Record<string, string | string[]>;
  /** Where the request shape was read. */
  source: string;
};

const ts = () => String(Date.now());

/** The page body every lamp table starts from (src/utils/commons.js initQueryParams: size 10,
 * current 1, sort/order unset, extra {}), with the screen's model. */
const page = (model: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  size: 10,
  current: 1,
  sort: null,
  order: null,
  model,
  extra: {},
  ...more,
});

export const LAMP = {
  /** Users table, after "reset" (src/views/lamp/org/user/index.vue @28d5e6b4): dictionary
   * filters as `{ key: '' }`, references as `{ key: null }`, the sex enum as `{ code: '' }`,
   * the date picker's `timeRange` beside the page. */
  userPageReset: {
    method: 'POST',
    path: '/authority/user/page',
    body: page(
      {
        nation: { key: '' },
        education: { key: '' },
        positionStatus: { key: '' },
        org: { key: null },
        station: { key: null },
        sex: { code: '' },
      },
      { timeRange: null },
    ),
    source: 'src/views/lamp/org/user/index.vue @28d5e6b4',
  },
  /** Users table, 3.5: multi-select filters as arrays, the enum as `{ code }`, nulls elsewhere. */
  userPageArrays: {
    method: 'POST',
    path: '/authority/user/page',
    body: page({ sex: [], nation: [], account: null, name: null, orgId: null, state: null }),
    source: 'src/views/lamp/org/user/index.vue (3.5 multi-select filters)',
  },
  userPageSexes: {
    method: 'POST',
    path: '/authority/user/page',
    body: page({ sex: ['M', 'W'], name: null }),
    source: 'src/views/lamp/org/user/index.vue (3.5 multi-select filters)',
  },
  userPageSexCode: {
    method: 'POST',
    path: '/authority/user/page',
    body: page({ sex: { code: 'W' } }),
    source: 'src/views/lamp/org/user/index.vue filterChange (`sex.code` column filter)',
  },
  /** "Load all" of a select: a page of 10,000 and more. */
  userPageAll: {
    method: 'POST',
    path: '/authority/user/page',
    body: page({}, { size: 20000 }),
    source: 'lamp-web selects loading every row (size 10000+)',
  },
  /** Login log table (src/views/lamp/system/loginLog/index.vue @64207aa2). */
  loginLogPage: {
    method: 'POST',
    path: '/authority/loginLog/page',
    body: page({ account: null, requestIp: null }),
    source: 'src/views/lamp/system/loginLog/index.vue @64207aa2',
  },
  /** Messages, the bell's unread count (src/api/Msg.js @4c0d35a8: POST /msg/msg/page). */
  msgUnread: {
    method: 'POST',
    path: '/msg/msg/page',
    body: page({ isRead: false, msgType: { code: null } }),
    source: 'src/api/Msg.js @4c0d35a8',
  },
  /** Dashboard (src/api/Dashboard.js @03cac261 and the 3.5 home page's cards and chart). */
  dashboardVisit: {
    method: 'GET',
    path: '/authority/dashboard/visit',
    query: { ts: ts() },
    source: 'src/api/Dashboard.js @03cac261',
  },
  dashboardItem: {
    method: 'GET',
    path: '/authority/dashboard/item',
    query: { ts: ts() },
    source: 'lamp-web 3.5 home page cards',
  },
  dashboardChart: {
    method: 'GET',
    path: '/authority/dashboard/chart',
    query: { ts: ts() },
    source: 'lamp-web 3.5 home page chart',
  },
  /** Dictionary types as a table (src/api/Dictionary.js @308b6e8e: POST pageType). */
  dictionaryPageType: {
    method: 'POST',
    path: '/authority/dictionary/pageType',
    body: page({ type: '', label: null }),
    source: 'src/api/Dictionary.js @308b6e8e',
  },
  /** Online users (src/api/Online.js @28d5e6b4, src/views/lamp/system/online/index.vue
   * @28d5e6b4): the list with `formData: true`, kicking out by user and client. */
  onlineList: {
    method: 'POST',
    path: '/authority/online/list',
    form: { name: '' },
    source: 'src/api/Online.js @28d5e6b4',
  },
  onlineKick: (userId: string, clientId: string): LampRequest => ({
    method: 'POST',
    path: '/authority/online/t',
    // `row.token` is not in our rows: FormData writes it as "undefined".
    form: { userId, userToken: 'undefined', clientId },
    source: 'src/views/lamp/system/online/index.vue @28d5e6b4 onDelete',
  }),
  /** Attachments (src/api/Attachment.js @12b4d04a). */
  filePage: {
    method: 'POST',
    path: '/file/file/page',
    body: page({ bizType: null, originalName: '' }),
    source: 'src/api/Attachment.js @12b4d04a',
  },
  /** The selected rows' ids (`singleDownload` selects one row); the answer is saved by
   * src/utils/commons.js downloadFile under the Content-Disposition `filename`. */
  fileDownload: (...ids: string[]): LampRequest => ({
    method: 'POST',
    path: '/file/file/download',
    body: { ids },
    source:
      'src/api/Attachment.js @12b4d04a, src/views/lamp/resources/attachment/index.vue @64207aa2 download',
  }),
  fileDelete: (id: string): LampRequest => ({
    method: 'DELETE',
    path: '/file/file',
    query: { ts: ts(), 'ids[]': [id] },
    source: 'src/api/Attachment.js @12b4d04a (DELETE data as query: AxiosApi.js)',
  }),
  /** Any table's delete (src/api/Station.js and the others: `delete({ ids })` with method
   * DELETE, which AxiosApi.js sends as query parameters: `ids[]=…`). */
  stationDelete: (...ids: string[]): LampRequest => ({
    method: 'DELETE',
    path: '/authority/station',
    query: { ts: ts(), 'ids[]': ids },
    source: 'src/api/Station.js @723fcb90, src/views/lamp/org/station/index.vue @64207aa2',
  }),
  /** Roles (src/api/Role.js @63041d92). */
  rolePage: {
    method: 'POST',
    path: '/authority/role/page',
    body: page({ name: null, code: null }),
    source: 'src/api/Role.js @63041d92',
  },
  roleDetails: (id: string): LampRequest => ({
    method: 'GET',
    path: '/authority/role/details',
    query: { ts: ts(), id },
    source: 'src/api/Role.js @63041d92 getDetails',
  }),
  roleUserList: (roleId: string): LampRequest => ({
    method: 'GET',
    path: '/authority/role/userList',
    query: { ts: ts(), roleId },
    source: 'src/api/Role.js @63041d92 findUserIdByRoleId',
  }),
  roleResourceList: (roleId: string): LampRequest => ({
    method: 'GET',
    path: '/authority/role/resourceList',
    query: { ts: ts(), roleId },
    source: 'src/api/Role.js @63041d92 findAuthorityIdByRoleId',
  }),
  /** Menu tree (src/api/Menu.js @3ccb5301: POST allTree). */
  menuTree: {
    method: 'POST',
    path: '/authority/menu/tree',
    body: {},
    source: 'src/api/Menu.js @3ccb5301',
  },
  /** Datasources (src/api/DatasourceConfig.js @64207aa2). */
  datasourcePage: {
    method: 'POST',
    path: '/tenant/datasourceConfig/page',
    body: page({ name: null, driverClassName: null }),
    source: 'src/api/DatasourceConfig.js @64207aa2',
  },
  /** Operation log (src/api/OptLog.js @718f8950: GET page with `formData: true`, so the page
   * travels as query parameters; DELETE with ids). */
  optLogPage: {
    method: 'GET',
    path: '/authority/optLog/page',
    query: { ts: ts(), size: '10', current: '1', model: JSON.stringify({ type: { code: null } }) },
    source: 'src/api/OptLog.js @718f8950',
  },
  /** Enum lookups by lamp's names. */
  enums: {
    method: 'POST',
    path: '/oauth/enums',
    body: ['ApplicationAppTypeEnum', 'TenantTypeEnum', 'MsgBizType', 'LogType', 'HttpMethod', 'Sex'],
    source: 'lamp-web 3.5 initEnums (src/utils/commons.js)',
  },
  router: {
    method: 'GET',
    path: '/oauth/menu/router',
    query: { ts: ts() },
    source: 'src/api/Login.js (getRouter)',
  },
} satisfies Record<string, LampRequest | ((...args: string[]) => LampRequest)>;
