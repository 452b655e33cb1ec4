import { OpenAPIHono } from '@hono/zod-openapi';
import { endpoints } from '@pocket/contract';
import type { EndpointDef } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { Failure } from './http.ts';
import { standalone } from './context.ts';
import type { Deps, Module } from './context.ts';
import { registerModules } from './routing.ts';

const table = endpoints as Record<string, EndpointDef>;
const one = (auth: EndpointDef['auth']) => {
  const found = Object.entries(table).find(([, def]) => def.auth === auth && !def.path.endsWith('/page'));
  if (!found) throw new Error(`no ${auth} endpoint`);
  return found;
};
const alone = standalone(() => Promise.resolve(new Failure(0, 'never called')));
const register = (name: string, def: EndpointDef) =>
  registerModules(new OpenAPIHono(), {} as Deps, [
    { endpoints: { [name]: def }, handlers: { [name]: alone } } as Module,
  ]);

describe('a handler with no transaction around it', () => {
  it('is refused at start-up on an endpoint that takes a token or a tenant', () => {
    for (const auth of ['token', 'noToken'] as const) {
      const [name, def] = one(auth);
      expect(() => register(name, def)).toThrow(`Endpoint ${name}: a handler with no transaction`);
    }
  });

  it('is taken on an anno endpoint (start-up then stops at the endpoints left unserved)', () => {
    const [name, def] = one('anno');
    expect(() => register(name, def)).toThrow('Contract endpoints without a server module');
  });
});
