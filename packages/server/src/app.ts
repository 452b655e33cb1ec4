import { existsSync } from 'node:fs';
import { OpenAPIHono, createRoute, type z } from '@hono/zod-openapi';
import { envelopeSchema, ErrorCode, fail, healthGroup, ok, type Health } from '@pocket/contract';
import { eq } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from './db/client.ts';
import { Datasources } from './db/datasources.ts';
import { BadIdError } from './db/ids.ts';
import { setting } from './db/schema.ts';
import type { Env } from './env.ts';
import { CAPTCHA_SIZE } from './lib/context.ts';
import type { CaptchaGenerator, Deps } from './lib/context.ts';
import { CALLBACK_PATH } from './idp/local-idp-config.ts';
import { finishFlow } from './modules/oauth/social.service.ts';
import { BODY_TIMEOUT_MS } from './lib/body.ts';
import { mountAliases } from './lib/aliases.ts';
import { mountDocs } from './lib/docs.ts';
import { LAMP_ALIASES } from './lib/lamp-aliases.ts';
import type { EventHub } from './lib/events.ts';
import { ClientRegistry } from './lib/clients.ts';
import { gateway } from './lib/gateway/gateway.ts';
import { mountInboxStream } from './modules/msg/msg-stream.ts';
import { securityHeaders } from './lib/headers.ts';
import { ApiError } from './lib/http.ts';
import { langOf, t, validationText } from './lib/i18n.ts';
import { OptLogQueue } from './lib/opt-log.ts';
import { memoryCounter } from './lib/rate-limit.ts';
import type { RateCounter } from './lib/rate-limit.ts';
import { registerModules } from './lib/routing.ts';
import { mountStaticFiles } from './lib/static-files.ts';
import { MODULES } from './modules/index.ts';

export type AppOptions = {
  db: Db;
  env: Pick<Env, 'STATIC_DIR' | 'NODE_ENV'>;
  /** Tests inject a generator whose answer they know; the product always uses svg-captcha. */
  captcha?: CaptchaGenerator;
  /** How long a client may take to send a request body (default BODY_TIMEOUT_MS). */
  bodyTimeoutMs?: number;
  /** Where the built-in local identity provider runs, when not where its seeded row says. */
  localIssuer?: string;
  /** The operation log's writer (one is made when not given; its owner stops it). */
  optLog?: OptLogQueue;
  /** The receiving end of server events; without it the inbox event stream is not served. */
  events?: EventHub;
  /** Where the gateway counts rate windows (start.ts: Redis with REDIS_URL); default this
   * process's memory. */
  rateCounter?: RateCounter;
  /** The datasources tenants' rows may live in (whoever passes them closes them); default: none
   * open yet, embedded ones not available. */
  datasources?: Datasources;
};

/** Darkens a `#rrggbb` colour so characters stay readable on the light background. */
const darker = (hex: string) =>
  `#${[0, 2, 4]
    .map((k) =>
      Math.round(parseInt(hex.slice(k, k + 2), 16) * 0.6)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** svg-captcha: four characters without look-alikes in random dark colours, drawn as paths (no
 * fonts needed) with three noise lines, sized as the lamp dialect's captcha (158 × 58); the
 * handler renders it as PNG. */
export const defaultCaptcha: CaptchaGenerator = () => {
  const { text, data } = svgCaptcha.create({
    size: 4,
    ignoreChars: '0oO1iIlL',
    noise: 3,
    color: true,
    // Tells svg-captcha to colour the characters for a light background (drawn by the handler).
    background: '#f4f1ea',
    width: CAPTCHA_SIZE.width,
    height: CAPTCHA_SIZE.height,
  });
  return {
    text,
    svg: data.replace(/<path fill="#([0-9a-f]{6})"/gi, (_, hex: string) => `<path fill="${darker(hex)}"`),
  };
};

const { health } = healthGroup.endpoints;

// The contract's row, served outside the module pipeline: a liveness check must answer without
// a database round trip (no transaction, no JWT secret), so start-up scripts can poll it.
const healthRoute = createRoute({
  method: health.method,
  path: `/api${health.path}`,
  tags: [healthGroup.key],
  summary: health.summary,
  responses: {
    200: {
      description: 'The server is up',
      content: {
        'application/json': { schema: envelopeSchema(health.response.data) as unknown as z.ZodType },
      },
    },
  },
});

/** Loads the JWT secret once per process from the setting row the seed created. */
export function secretLoader(db: Db) {
  let cached: Promise<Uint8Array> | undefined;
  return () =>
    (cached ??= db
      .select({ value: setting.value })
      .from(setting)
      .where(eq(setting.key, 'jwt_secret'))
      .then(([row]) => {
        if (!row) throw new Error('The database has no jwt_secret: run the seed');
        return new Uint8Array(Buffer.from(row.value, 'base64url'));
      })
      .catch((error: unknown) => {
        cached = undefined;
        throw error;
      }));
}

/** Builds the HTTP application: API under /api, the built console everywhere else. */
export function createApp(options: AppOptions) {
  const app = new OpenAPIHono();
  const secret = secretLoader(options.db);
  const datasources = options.datasources ?? new Datasources({ main: options.db, root: undefined });
  const deps: Deps = {
    db: options.db,
    env: options.env,
    captcha: options.captcha ?? defaultCaptcha,
    secret,
    datasources,
    clients: new ClientRegistry(options.db),
    bodyTimeoutMs: options.bodyTimeoutMs ?? BODY_TIMEOUT_MS,
    optLog: options.optLog ?? new OptLogQueue({ db: options.db, datasources }),
    ...(options.localIssuer ? { localIssuer: options.localIssuer } : {}),
  };

  app.use('*', securityHeaders());
  // Before the gateway: an alias calls our endpoint again, which passes the gateway once.
  mountAliases(app, LAMP_ALIASES, deps.bodyTimeoutMs);
  // Before everything else, authentication included: block and rate rules.
  app.use(
    '*',
    gateway({ db: options.db, counter: options.rateCounter ?? memoryCounter(), secret: deps.secret }),
  );

  app.onError((error, c) => {
    const lang = langOf(c.req.header('accept-language'));
    if (error instanceof ApiError) return c.json(fail(error.code, error.message, error.extra), error.status);
    if (error instanceof BadIdError) {
      const message = validationText(lang, 'invalid', []);
      return c.json(
        fail(ErrorCode.VALIDATION, t(lang, 'validation', { detail: `id: ${message}` }), {
          issues: [{ path: ['id'], code: 'invalid', message }],
        }),
        400,
      );
    }
    console.error(error);
    return c.json(fail(ErrorCode.SYSTEM_BUSY, t(lang, 'internal')), 500);
  });

  app.openapi(healthRoute, (c) => {
    const body: Health = { status: 'UP', time: new Date().toISOString() };
    return c.json(ok(body), 200);
  });

  registerModules(app, deps, MODULES, ['health']);
  if (options.events) mountInboxStream(app, deps, options.events);

  // A provider sends the browser back here (not a contract endpoint: a redirect, not JSON). The
  // console page gets a one-time code to exchange, or why it failed; never tokens in the URL.
  app.get(CALLBACK_PATH, async (c) => {
    const result = await finishFlow(options.db, deps, new URL(c.req.url));
    const next = 'code' in result ? `code=${result.code}` : `error=${result.error}`;
    c.header('cache-control', 'no-store');
    return c.redirect(`/#/social/callback?${next}`, 303);
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'token', {
    type: 'apiKey',
    in: 'header',
    name: 'token',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'basic', { type: 'http', scheme: 'basic' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'tenant', {
    type: 'apiKey',
    in: 'header',
    name: 'tenant',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Pocket Course API',
      version: '0.1.0',
      description:
        'Envelope R<T>; headers: `token: Bearer <jwt>`, `tenant: base64(code)`, `Authorization: Basic base64(clientId:secret)` on noToken endpoints.',
    },
  });
  mountDocs(app);

  app.all('/api/*', (c) => c.json(fail(404, t(langOf(c.req.header('accept-language')), 'notFound')), 404));

  if (existsSync(options.env.STATIC_DIR)) {
    mountStaticFiles(app, options.env.STATIC_DIR);
  }
  return app;
}
