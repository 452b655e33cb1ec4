import { z } from 'zod';
import { endpoint, envelope, file, oneLevelTree, XLSX, type EndpointDef, type Scope } from '../endpoint.ts';
import { idSchema } from './formats.ts';
import { lenientModel, pageParamsSchema, pageResultSchema } from './paging.ts';
import { selection } from './validation.ts';

/** The operations of the CRUD convention (wire contract "CRUD convention"). */
export type CrudOp =
  | 'get'
  | 'page'
  | 'query'
  | 'create'
  | 'update'
  | 'delete'
  | 'export'
  | 'preview'
  | 'import'
  | 'tree'
  | 'check';

/** The permission action each operation needs: `<service>:<entity>:<action>`. */
export const OP_ACTION = {
  get: 'view',
  page: 'view',
  query: 'view',
  tree: 'view',
  check: 'view',
  create: 'add',
  update: 'edit',
  delete: 'delete',
  export: 'export',
  preview: 'export',
  import: 'import',
} as const satisfies Record<CrudOp, string>;

/** `{ id }` of `GET …/{id}`. */
export const idParamsSchema = z.object({ id: idSchema });
/** A JSON array of ids (`DELETE`), at most SELECTION_LIMIT. */
export const idListSchema = selection(idSchema);
/** The multipart body of `POST …/import`: one xlsx `file`. */
export const importBodySchema = z.object({ file: z.instanceof(Blob) });
/** What an import answers: how many rows it added. */
export const importResultSchema = z.object({ count: z.number().int() });
/** The HTML table of `POST …/preview`. */
export const previewSchema = z.string();
const okSchema = z.boolean();

/** The schemas a resource is made of; only the ones its operations need must be given. */
export type ResourceSchemas = {
  /** A row as lists and `get` answer it. */
  row: z.ZodType;
  /** The body of create. */
  create?: z.ZodType;
  /** The body of update (with `id`). */
  update?: z.ZodType;
  /** The filter model of page, query, export and preview. */
  filter?: z.ZodType;
  /** A page body other than `pageParamsSchema(filter)`. */
  page?: z.ZodType;
  /** The query of `GET …/check`. */
  check?: z.ZodType;
  /** The query of `GET …/tree`, and a tree node. */
  treeQuery?: z.ZodType;
  treeNode?: z.ZodType;
  /** What `get` answers when it is more than a row. */
  detail?: z.ZodType;
  /** What create, update or delete answer when it is not the row (delete: `true`). */
  created?: z.ZodType;
  updated?: z.ZodType;
  deleted?: z.ZodType;
};

type Op<Method extends EndpointDef['method'], Code extends string, Extra> = {
  method: Method;
  path: string;
  auth: 'token';
  permission: Code | null;
  scope: Scope;
  summary: string;
  tag: string;
} & Extra;

type Or<T, D> = T extends z.ZodType ? T : D;
/** The schema of an absent part (`z.object({})`). */
type EmptyObject = z.ZodObject<Record<never, never>>;
type Filter<S extends ResourceSchemas> = Or<S['filter'], EmptyObject>;
type PageOf<F> = F extends z.ZodType ? ReturnType<typeof pageParamsSchema<F>> : never;
type PageBody<S extends ResourceSchemas> = Or<S['page'], PageOf<Filter<S>>>;
type Env<D extends z.ZodType> = { kind: 'envelope'; data: D };

/** The endpoint row of one operation, typed from the resource's schemas. */
export type OpEndpoint<O extends CrudOp, S extends ResourceSchemas, P extends string = string> = {
  get: Op<'get', `${P}:view`, { params: typeof idParamsSchema; response: Env<Or<S['detail'], S['row']>> }>;
  page: Op<
    'post',
    `${P}:view`,
    { body: PageBody<S>; response: Env<ReturnType<typeof pageResultSchema<S['row']>>> }
  >;
  query: Op<'post', `${P}:view`, { body: Filter<S>; response: Env<z.ZodArray<S['row']>> }>;
  create: Op<
    'post',
    `${P}:add`,
    { body: Or<S['create'], EmptyObject>; response: Env<Or<S['created'], S['row']>> }
  >;
  update: Op<
    'put',
    `${P}:edit`,
    { body: Or<S['update'], EmptyObject>; response: Env<Or<S['updated'], S['row']>> }
  >;
  delete: Op<
    'delete',
    `${P}:delete`,
    { body: typeof idListSchema; response: Env<Or<S['deleted'], typeof okSchema>> }
  >;
  export: Op<'post', `${P}:export`, { body: PageBody<S>; response: { kind: 'file'; contentType: string } }>;
  preview: Op<'post', `${P}:export`, { body: PageBody<S>; response: Env<typeof previewSchema> }>;
  import: Op<
    'post',
    `${P}:import`,
    { body: typeof importBodySchema; bodyType: 'multipart'; response: Env<typeof importResultSchema> }
  >;
  tree: Op<
    'get',
    `${P}:view`,
    { query: Or<S['treeQuery'], EmptyObject>; response: Env<z.ZodArray<Or<S['treeNode'], S['row']>>> }
  >;
  check: Op<'get', `${P}:view`, { query: Or<S['check'], EmptyObject>; response: Env<typeof okSchema> }>;
}[O];

/** The endpoints of a resource by their table name: `stationPage`, `stationCreate`, … */
export type ResourceEndpoints<
  Sv extends string,
  K extends string,
  O extends CrudOp,
  S extends ResourceSchemas,
> = {
  [P in O as `${K}${Capitalize<P>}`]: OpEndpoint<P, S, `${Sv}:${K}`>;
};

/** The permission codes of a resource by action: `{ view: 'authority:station:view', … }`. */
export type ResourcePermissions<Sv extends string, K extends string, O extends CrudOp, A extends string> = {
  [P in OP_ACTION_OF<O> | A]: `${Sv}:${K}:${P}`;
};
type OP_ACTION_OF<O extends CrudOp> = (typeof OP_ACTION)[O];

/** How a resource is described; see `defineResource`. */
export type ResourceConfig<
  Sv extends string,
  K extends string,
  O extends CrudOp,
  S extends ResourceSchemas,
  A extends string,
> = {
  /** The service, first part of the path and of the permission codes: `authority`. */
  service: Sv;
  /** The entity, second part of both: `station`; also the api-client group and the endpoint names. */
  key: K;
  /** `tenant`: every tenant manages its own rows; `platform`: only the platform tenant 0000 may call. */
  scope: Scope;
  /** The entity in English for the API reference: `[one, many]`. */
  label: readonly [string, string];
  schemas: S;
  ops: readonly O[];
  /** Permission actions beyond the CRUD ones (`reset`, …), for custom endpoints. */
  actions?: readonly A[];
  /** Operations any signed-in user may call (lookups every screen needs): no permission code. */
  open?: readonly O[];
  /** Base path when it is not `/<service>/<key>`. */
  basePath?: string;
  /** API reference summaries replacing the generated ones. */
  summaries?: Partial<Record<O, string>>;
  /** Display values of fields the row schema cannot tell (`echoMap`, lamp's `@Echo`):
   * dictionary codes and references without a `…Name` beside them. */
  echo?: Record<string, EchoSource>;
};

/** Where the display value of a field comes from: the item of a dictionary type, or the name of
 * a row of another resource (by its key). */
export type EchoSource = { dict: string } | { ref: string };

/** How a resource's records get their `echoMap`. */
export type EchoPlan = {
  /** Enum fields (`{ code, desc }`): the desc. */
  enums: string[];
  /** `xxxId` fields with an `xxxName` beside them in the row: that name. */
  named: [field: string, nameField: string][];
  /** Declared in the resource's `echo`. */
  sources: [field: string, source: EchoSource][];
};

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodNullable || schema instanceof z.ZodOptional
    ? unwrap(schema.unwrap() as z.ZodType)
    : schema;

/** The echo plan of a row schema and a resource's declared sources. */
export function echoPlan(row: z.ZodType, declared: Record<string, EchoSource> = {}): EchoPlan {
  const shape = row instanceof z.ZodObject ? (row.shape as Record<string, z.ZodType>) : {};
  const enums = Object.keys(shape).filter((key) => {
    const field = unwrap(shape[key]!);
    return field instanceof z.ZodObject && 'code' in field.shape && 'desc' in field.shape;
  });
  const named = Object.keys(shape)
    .filter((key) => key.endsWith('Id') && `${key.slice(0, -2)}Name` in shape && !(key in declared))
    .map((key): [string, string] => [key, `${key.slice(0, -2)}Name`]);
  return { enums, named, sources: Object.entries(declared) };
}

/** A permission code with the scope of the resource that declares it. */
export type PermissionEntry = { code: string; scope: Scope; resource: string; action: string };

/** A resource definition: its endpoints, permission codes and the config they came from. */
export type ResourceDef<
  Sv extends string = string,
  K extends string = string,
  O extends CrudOp = CrudOp,
  S extends ResourceSchemas = ResourceSchemas,
  A extends string = string,
  X extends Record<string, EndpointDef> = Record<never, never>,
> = {
  readonly service: Sv;
  readonly key: K;
  readonly scope: Scope;
  readonly basePath: string;
  readonly schemas: S;
  readonly ops: readonly O[];
  /** Every endpoint of the resource (generated and custom) by table name. */
  readonly endpoints: ResourceEndpoints<Sv, K, O, S> & X;
  /** The generated endpoints by operation. */
  readonly op: { [P in O]: OpEndpoint<P, S, `${Sv}:${K}`> };
  readonly permissions: ResourcePermissions<Sv, K, O, A>;
  /** The permission codes this resource declares, with its scope. */
  readonly permissionList: readonly PermissionEntry[];
  /** How its records get their `echoMap`. */
  readonly echo: EchoPlan;
  /**
   * Adds endpoints of its own beside the generated ones; they get the resource's tag and scope.
   * @example station.extend((can) => ({ stationMove: endpoint({ …, permission: can.edit }) }))
   */
  extend<const Y extends Record<string, EndpointDef>>(
    build: (can: ResourcePermissions<Sv, K, O, A>) => Y,
  ): ResourceDef<Sv, K, O, S, A, X & Y>;
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function opEndpoint(
  op: CrudOp,
  cfg: ResourceConfig<string, string, CrudOp, ResourceSchemas, string>,
  pageBody: () => z.ZodType,
) {
  const base = cfg.basePath ?? `/${cfg.service}/${cfg.key}`;
  const [one, many] = cfg.label;
  const s = cfg.schemas;
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Resource ${cfg.key}: operation ${op} needs schemas.${what}`);
    return value;
  };
  // Built on demand: an operation the resource does not offer needs none of its schemas.
  const shapes: Record<CrudOp, () => Partial<EndpointDef> & Pick<EndpointDef, 'method' | 'response'>> = {
    get: () => ({
      method: 'get',
      path: `${base}/{id}`,
      summary: `One ${one}`,
      params: idParamsSchema,
      response: envelope(s.detail ?? s.row),
    }),
    page: () => ({
      method: 'post',
      path: `${base}/page`,
      summary: `Page of ${many}`,
      body: pageBody(),
      response: envelope(pageResultSchema(s.row)),
    }),
    query: () => ({
      method: 'post',
      path: `${base}/query`,
      summary: `${capitalize(many)} matching the filters, no paging (at most QUERY_LIMIT rows)`,
      body: lenientModel(s.filter ?? z.object({})),
      response: envelope(z.array(s.row)),
    }),
    create: () => ({
      method: 'post',
      path: base,
      summary: `Create a ${one}`,
      body: need(s.create, 'create'),
      response: envelope(s.created ?? s.row),
    }),
    update: () => ({
      method: 'put',
      path: base,
      summary: `Change a ${one}`,
      body: need(s.update, 'update'),
      response: envelope(s.updated ?? s.row),
    }),
    delete: () => ({
      method: 'delete',
      path: base,
      summary: `Delete ${many} by id (all or none)`,
      body: idListSchema,
      response: envelope(s.deleted ?? okSchema),
    }),
    export: () => ({
      method: 'post',
      path: `${base}/export`,
      summary: `${capitalize(many)} matching the filters as xlsx`,
      body: pageBody(),
      response: file(XLSX),
    }),
    preview: () => ({
      method: 'post',
      path: `${base}/preview`,
      summary: 'HTML table of what export would give',
      body: pageBody(),
      response: envelope(previewSchema),
    }),
    import: () => ({
      method: 'post',
      path: `${base}/import`,
      summary: `Import ${many} from xlsx: all rows or none`,
      body: importBodySchema,
      bodyType: 'multipart',
      response: envelope(importResultSchema),
    }),
    tree: () => ({
      method: 'get',
      path: `${base}/tree`,
      summary: `The ${many} as a tree`,
      query: s.treeQuery ?? z.object({}),
      response: envelope(z.array(s.treeNode ?? s.row)),
      ...(s.treeNode && s.row instanceof z.ZodObject ? { doc: oneLevelTree(s.row) } : {}),
    }),
    check: () => ({
      method: 'get',
      path: `${base}/check`,
      summary: `True when the ${one}'s unique value is already taken`,
      query: need(s.check, 'check'),
      response: envelope(okSchema),
    }),
  };
  const code = `${cfg.service}:${cfg.key}:${OP_ACTION[op]}`;
  return endpoint({
    auth: 'token',
    tag: cfg.key,
    scope: cfg.scope,
    permission: cfg.open?.includes(op) ? null : code,
    ...shapes[op](),
    ...(cfg.summaries?.[op] ? { summary: cfg.summaries[op] } : {}),
  } as EndpointDef);
}

// `get` answers `GET …/{id}`: registered after `…/tree` and `…/check` so those paths win.
const ORDER: readonly CrudOp[] = [
  'page',
  'query',
  'tree',
  'check',
  'create',
  'update',
  'delete',
  'export',
  'preview',
  'import',
  'get',
];

/**
 * Describes a CRUD entity once. From it come the endpoint rows of the CRUD convention (the server
 * registers them, the api-client types its calls from them), the typed permission codes, the
 * api-client group (`key`) and its SWR keys.
 * @example
 * export const stationResource = defineResource({
 *   service: 'authority', key: 'station', scope: 'tenant', label: ['station', 'stations'],
 *   schemas: { row: stationSchema, create: stationCreateSchema, update: stationUpdateSchema, filter: stationQuerySchema },
 *   ops: ['page', 'create', 'update', 'delete'],
 * });
 * stationResource.endpoints.stationPage.path // '/authority/station/page'
 * stationResource.permissions.add // 'authority:station:add'
 */
export function defineResource<
  const Sv extends string,
  const K extends string,
  const O extends CrudOp,
  const S extends ResourceSchemas,
  const A extends string = never,
>(config: ResourceConfig<Sv, K, O, S, A>): ResourceDef<Sv, K, O, S, A> {
  const cfg = config as unknown as ResourceConfig<string, string, CrudOp, ResourceSchemas, string>;
  const ops = ORDER.filter((op) => cfg.ops.includes(op));
  // The page body (page, export and preview share it) is built once, and only when one of them is
  // offered: zod schemas cost time to build, and a screen's module builds its resources' endpoints.
  let pageBody: z.ZodType | undefined;
  const sharedPageBody = () =>
    (pageBody ??= cfg.schemas.page ?? pageParamsSchema(cfg.schemas.filter ?? z.object({})));
  const op = Object.fromEntries(ops.map((o) => [o, opEndpoint(o, cfg, sharedPageBody)]));
  const actions = [...new Set([...ops.map((o) => OP_ACTION[o] as string), ...(cfg.actions ?? [])])];
  const permissions = Object.fromEntries(actions.map((a) => [a, `${cfg.service}:${cfg.key}:${a}`]));
  const generated = Object.fromEntries(ops.map((o) => [`${cfg.key}${capitalize(o)}`, op[o]]));
  const make = (extra: Record<string, EndpointDef>): ResourceDef => {
    // Custom endpoints go before the generated `get` so `…/{id}` does not shadow them.
    const { [`${cfg.key}Get`]: get, ...rest } = generated;
    const endpoints = { ...rest, ...extra, ...(get ? { [`${cfg.key}Get`]: get } : {}) };
    return {
      service: cfg.service,
      key: cfg.key,
      scope: cfg.scope,
      basePath: cfg.basePath ?? `/${cfg.service}/${cfg.key}`,
      schemas: cfg.schemas,
      ops,
      endpoints,
      op,
      permissions,
      echo: echoPlan(cfg.schemas.row, cfg.echo),
      permissionList: actions.map((action) => ({
        code: `${cfg.service}:${cfg.key}:${action}`,
        scope: cfg.scope,
        resource: cfg.key,
        action,
      })),
      extend(build: (can: Record<string, string>) => Record<string, EndpointDef>) {
        const added = Object.fromEntries(
          Object.entries(build(permissions)).map(([name, def]) => [
            name,
            { tag: cfg.key, ...def, scope: cfg.scope },
          ]),
        );
        return make({ ...extra, ...added }) as never;
      },
    } as unknown as ResourceDef;
  };
  return make({}) as unknown as ResourceDef<Sv, K, O, S, A>;
}

type CodesOf<E extends Record<string, EndpointDef>> = Exclude<E[keyof E]['permission'], null>;

/** A group of endpoints that is no CRUD resource (sign-in, lookups): a client group all the same. */
export type EndpointGroup<
  K extends string = string,
  E extends Record<string, EndpointDef> = Record<never, never>,
> = {
  readonly key: K;
  readonly scope: Scope;
  readonly endpoints: E;
  /** The codes its endpoints declare, by code. */
  readonly permissions: { [C in CodesOf<E>]: C };
  readonly permissionList: readonly PermissionEntry[];
};

/**
 * Names a group of hand-written endpoints (the api-client binds it as `api.<key>`); the codes
 * its endpoints declare join the one typed list of codes.
 */
export function defineGroup<const K extends string, const E extends Record<string, EndpointDef>>(
  key: K,
  endpoints: E,
  options: { scope?: Scope } = {},
): EndpointGroup<K, E> {
  const scope = options.scope ?? 'tenant';
  const codes = [
    ...new Set(
      Object.values(endpoints)
        .map((e) => e.permission)
        .filter((c): c is string => c !== null),
    ),
  ];
  return {
    key,
    scope,
    endpoints: Object.fromEntries(
      Object.entries(endpoints).map(([name, def]) => [name, { tag: key, ...def, scope: def.scope ?? scope }]),
    ) as E,
    permissions: Object.fromEntries(codes.map((c) => [c, c])) as EndpointGroup<K, E>['permissions'],
    permissionList: codes.map((code) => {
      const [, resource = '', action = ''] = code.split(':');
      return { code, scope, resource, action };
    }),
  };
}

/** What the api-client binds and the server registers: a resource or a group. */
export type ApiGroup = {
  readonly key: string;
  readonly endpoints: Record<string, EndpointDef>;
  readonly permissions: Record<string, string>;
  readonly permissionList: readonly PermissionEntry[];
};

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;
/** Every endpoint of a list of groups, by table name. */
export type EndpointsOf<G extends readonly ApiGroup[]> = UnionToIntersection<G[number]['endpoints']>;
/** Every permission code a list of groups declares. */
export type PermissionCodeOf<G extends readonly ApiGroup[]> = {
  [I in keyof G]: G[I]['permissions'][keyof G[I]['permissions']];
}[number];

/** Merges the endpoint tables of groups, refusing a name or a method and path used twice. */
export function endpointTable<const G extends readonly ApiGroup[]>(groups: G): EndpointsOf<G> {
  const table: Record<string, EndpointDef> = {};
  const routes = new Set<string>();
  for (const group of groups) {
    for (const [name, def] of Object.entries(group.endpoints)) {
      const route = `${def.method} ${def.path}`;
      if (table[name] || routes.has(route)) throw new Error(`Endpoint ${name} (${route}) is declared twice`);
      table[name] = def;
      routes.add(route);
    }
  }
  return table as EndpointsOf<G>;
}

/** The codes all groups declare, each once, with the scope of the group that declares it. */
export function permissionTable(groups: readonly ApiGroup[]): PermissionEntry[] {
  const byCode = new Map<string, PermissionEntry>();
  for (const group of groups) for (const entry of group.permissionList) byCode.set(entry.code, entry);
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code));
}
