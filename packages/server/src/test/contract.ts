import { API_GROUPS, endpointPath, endpoints } from '@pocket/contract';
import type { CrudOp, EndpointDef, ResourceDef } from '@pocket/contract';
import type { Input } from './samples.ts';
import type { CallOptions, TestServer } from './server.ts';

/** Every endpoint of the contract, by its table name. */
export const ENDPOINTS = Object.entries(endpoints) as [string, EndpointDef][];

/** Every resource (`defineResource`) among the contract's groups, with its endpoints. */
export const RESOURCES = API_GROUPS.filter((g) => 'ops' in g) as unknown as ResourceDef<
  string,
  string,
  CrudOp
>[];

/** `POST /authority/user/page`. */
export const routeOf = (def: EndpointDef) => `${def.method.toUpperCase()} ${def.path}`;

/** Who makes a call: token, tenant, client header and language. */
export type Caller = Pick<CallOptions, 'token' | 'tenant' | 'basic' | 'lang'>;

/** Anonymous callers of an endpoint that needs no token: `anno` sends nothing, `noToken` the
 * client header and the demo tenant (the `call` defaults). */
export const anonymous = (def: EndpointDef): Caller =>
  def.auth === 'anno' ? { tenant: null, basic: null } : {};

/** Sends an input to an endpoint: its path filled from `params`, `query` in the URL, the body as
 * JSON, text or a form. */
export function send(s: TestServer, def: EndpointDef, input: Omit<Input, 'label'>, as: Caller) {
  const params = input.params ?? {};
  const path = endpointPath(def, params);
  const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
  const body = input.body;
  return s.call(`${path}${query}`, {
    ...as,
    method: def.method.toUpperCase(),
    ...(body && 'json' in body ? { body: body.json } : {}),
    ...(body && 'text' in body ? { text: body.text } : {}),
    ...(body && 'form' in body ? { form: body.form } : {}),
  });
}
