import { PAGE_SIZE_CAP, toPage } from '@pocket/contract';
import type { DictionaryType, Online, PageResult } from '@pocket/contract';
import type { AliasInput, PathAlias } from './aliases.ts';

// The paths lamp-web 3.5 calls beside ours (issue 21; docs/wire-contract-lamp.md lists them).
// Each is one of our endpoints, reached again through the whole pipeline: no handler here.
// Request shapes: zuihou/lamp-web src/api/*.js and src/views/lamp/** (fixtures in
// src/lamp-dialect.fixtures.ts).

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A GET page of lamp 3.x (`formData: true` on a GET sends the page as query parameters; axios
 * writes an object parameter as JSON). */
function pageFromQuery(query: Record<string, string>) {
  const parsed = (value: string | undefined) => {
    if (value === undefined) return undefined;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  };
  const { ts: _ts, model, extra, ...rest } = query;
  return { ...rest, model: parsed(model) ?? {}, extra: parsed(extra) ?? {} };
}

/** Ids lamp sends to delete or download: a JSON array, `{ ids: [...] }`, or `ids` / `ids[]`
 * query parameters (axios writes DELETE data as the query). */
function idsOf(input: AliasInput): unknown {
  if (Array.isArray(input.body)) return input.body;
  const fromBody = record(input.body).ids;
  if (fromBody !== undefined) return Array.isArray(fromBody) ? fromBody : [fromBody];
  const fromQuery = input.query.ids ?? input.query['ids[]'];
  return fromQuery === undefined ? [] : fromQuery.split(',');
}

/** A page of the dictionary types (lamp lists types as a table of their own). */
function typePage(types: DictionaryType[], input: AliasInput): PageResult<DictionaryType & { id: string }> {
  const body = record(input.body);
  const model = record(body.model);
  const like = (value: string, filter: unknown) =>
    typeof filter !== 'string' || filter === '' || value.toLowerCase().includes(filter.toLowerCase());
  const matching = types.filter((t) => like(t.type, model.type) && like(t.label, model.label ?? model.name));
  const size = Math.min(Math.max(1, Number(body.size) || 10), PAGE_SIZE_CAP);
  const current = Math.max(1, Number(body.current) || 1);
  const records = matching.slice((current - 1) * size, current * size).map((t) => ({ id: t.type, ...t }));
  return toPage(records, matching.length, size, current);
}

/** The sessions lamp's online list shows: the tenant's live sessions, all of them. */
const sessionsQuery = (name: unknown) => ({
  body: { model: { name: typeof name === 'string' ? name : undefined }, size: PAGE_SIZE_CAP, current: 1 },
});

export const LAMP_ALIASES: readonly PathAlias[] = [
  // Dashboard: lamp's home page asks its cards and its chart apart; both are our figures.
  { method: 'get', path: '/authority/dashboard/item', target: 'dashboard' },
  { method: 'get', path: '/authority/dashboard/chart', target: 'dashboard' },
  // Dictionary types as a page.
  {
    method: 'post',
    path: '/authority/dictionary/pageType',
    target: 'dictionaryTypes',
    request: () => ({}),
    answer: (data, input) => typePage(data as DictionaryType[], input),
  },
  // Online users: a plain list, and kicking out by user and client.
  {
    method: 'post',
    path: '/authority/online/list',
    target: 'onlinePage',
    request: (input) => sessionsQuery(record(input.body).name),
    answer: (data) => (data as PageResult<Online>).records,
  },
  {
    method: 'post',
    path: '/authority/online/t',
    target: 'onlineDelete',
    request: async (input, call) => {
      const { userId, clientId } = record(input.body);
      const sessions = await call('onlinePage', sessionsQuery(undefined));
      const records = sessions.body.isSuccess ? (sessions.body.data as PageResult<Online>).records : [];
      return {
        body: records
          .filter((s) => !s.current && s.userId === String(userId))
          .filter((s) => typeof clientId !== 'string' || clientId === '' || s.clientId === clientId)
          .map((s) => s.id),
      };
    },
  },
  // Attachments under lamp's file service name.
  { method: 'post', path: '/file/file/page', target: 'attachmentPage' },
  { method: 'post', path: '/file/file/anyone/upload', target: 'attachmentUpload' },
  {
    method: 'delete',
    path: '/file/file',
    target: 'attachmentDelete',
    request: (input) => ({ body: idsOf(input) }),
  },
  // One id: the file; several: one zip of them (lamp-web's downloadFile names it by the
  // Content-Disposition header).
  {
    method: 'post',
    path: '/file/file/download',
    target: 'attachmentDownload',
    request: (input) => ({ body: (idsOf(input) as unknown[]).map(String) }),
  },
  // Roles: lamp names the role's details, holders and grants by query parameters.
  {
    method: 'get',
    path: '/authority/role/details',
    target: 'roleGet',
    request: (input) => ({ params: { id: input.query.id ?? '' } }),
  },
  {
    method: 'get',
    path: '/authority/role/userList',
    target: 'roleUsers',
    request: (input) => ({ params: { id: input.query.roleId ?? '' } }),
  },
  {
    method: 'get',
    path: '/authority/role/resourceList',
    target: 'roleGrants',
    request: (input) => ({ params: { id: input.query.roleId ?? '' } }),
  },
  // The menu tree is a POST in lamp.
  { method: 'post', path: '/authority/menu/tree', target: 'menuTree', request: () => ({ query: {} }) },
  // Datasources: lamp's connection test.
  { method: 'post', path: '/tenant/datasourceConfig/testConnect', target: 'datasourceConfigTest' },
  // Operation log: lamp pages it with a GET.
  {
    method: 'get',
    path: '/authority/optLog/page',
    target: 'optLogPage',
    request: (input) => ({ body: pageFromQuery(input.query) }),
  },
];
