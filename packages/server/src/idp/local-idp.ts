/**
 * The local identity provider `npm start` runs beside the server (oidc-provider on 127.0.0.1), so
 * third-party sign-in works on a machine with no internet and no setting changed. Demo accounts
 * only; its keys, sessions and grants live in memory and are new at every start.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import type { KoaContextish } from 'oidc-provider';
import { randomToken } from '../lib/security.ts';
import { CALLBACK_PATH, LOCAL_IDP, loopbackCallback } from './local-idp-config.ts';

export { CALLBACK_PATH, LOCAL_IDP };

export const LOCAL_ACCOUNTS: Record<string, { name: string; email: string }> = {
  alice: { name: 'Alice Liu', email: 'alice@example.test' },
  bob: { name: 'Bob Wang', email: 'bob@example.test' },
  carol: { name: 'Carol Zhang', email: 'carol@example.test' },
};

const TEXT = {
  zh: {
    title: '本地演示身份提供方',
    lead: '这是 Pocket Course 随附的本地身份提供方，仅用于演示第三方登录。',
    demo: '演示账号：alice、bob、carol，密码均为',
    account: '账号',
    password: '密码',
    submit: '登录并返回',
    wrong: '账号或密码错误',
    cancel: '取消',
    error: '出错了',
  },
  en: {
    title: 'Local demo identity provider',
    lead: 'The identity provider that comes with Pocket Course, for trying third-party sign-in.',
    demo: 'Demo accounts: alice, bob, carol; the password of each is',
    account: 'Account',
    password: 'Password',
    submit: 'Sign in and go back',
    wrong: 'Wrong account or password',
    cancel: 'Cancel',
    error: 'Something went wrong',
  },
} as const;

type Lang = keyof typeof TEXT;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${TEXT[lang].title}</title>
<style>body{font-family:system-ui,sans-serif;background:#f5f6f8;margin:0;display:flex;justify-content:center}
main{background:#fff;margin-top:8vh;padding:28px 32px;border-radius:10px;box-shadow:0 2px 12px #0001;width:340px}
h1{font-size:20px;margin:0 0 8px}p{color:#555;font-size:14px;line-height:1.5}label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:6px;font-size:15px}
button{margin-top:18px;width:100%;padding:10px;border:0;border-radius:6px;background:#2563eb;color:#fff;font-size:15px;cursor:pointer}
.err{color:#b91c1c}code{background:#eef;padding:1px 4px;border-radius:3px}</style></head><body><main>${body}</main></body></html>`;
}

function langOf(details: { params: Record<string, unknown> }, req: IncomingMessage): Lang {
  const wanted = String(details.params.ui_locales ?? req.headers['accept-language'] ?? '');
  return /^en/i.test(wanted) ? 'en' : 'zh';
}

function loginForm(lang: Lang, uid: string, error: string | null, login = ''): string {
  const t = TEXT[lang];
  return page(
    lang,
    `<h1>${t.title}</h1><p>${t.lead}</p><p>${t.demo} <code>${LOCAL_IDP.password}</code></p>
${error ? `<p class="err" role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label for="login">${t.account}</label><input id="login" name="login" autocomplete="username" value="${escape(login)}" required autofocus>
<label for="password">${t.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${t.submit}</button></form>`,
  );
}

function send(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-frame-options': 'DENY',
  });
  res.end(html);
}

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });
}

export type LocalIdp = { issuer: string; close(): Promise<void> };

/** Starts the local identity provider on 127.0.0.1:port. */
export async function startLocalIdp(port: number = LOCAL_IDP.defaultPort): Promise<LocalIdp> {
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_IDP.clientId,
        client_secret: LOCAL_IDP.clientSecret,
        redirect_uris: [`http://127.0.0.1${CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'local' }] },
    cookies: { keys: [randomToken(), randomToken()] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    // Short lives: a demo sign-in takes minutes.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = LOCAL_ACCOUNTS[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, name: account.name, preferred_username: id, ...emailOf(account) }),
      };
    },
    // First-party client: the user is not asked to consent (the grant covers what it asks for).
    loadExistingGrant: async (ctx: KoaContextish) => {
      const clientId = ctx.oidc.client?.clientId ?? '';
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ clientId, accountId: ctx.oidc.session?.accountId ?? '' });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
    // The default pages import web fonts; ours make no request elsewhere.
    renderError: (ctx: KoaContextish, out: Record<string, unknown>) => {
      ctx.type = 'html';
      ctx.body = page(
        'en',
        `<h1>${TEXT.zh.error} / ${TEXT.en.error}</h1><p>${escape(String(out.error ?? ''))}: ${escape(String(out.error_description ?? ''))}</p>`,
      );
    },
  });
  provider.Client.prototype.redirectUriAllowed = loopbackCallback;
  const handle = provider.callback();

  const server = createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!match) {
      handle(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        const lang = langOf(details, req);
        if (req.method === 'POST' && match[2]) {
          const form = await readForm(req);
          const login = (form.get('login') ?? '').trim().toLowerCase();
          if (!LOCAL_ACCOUNTS[login] || form.get('password') !== LOCAL_IDP.password) {
            send(res, 200, loginForm(lang, details.uid, TEXT[lang].wrong, login));
            return;
          }
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: login } },
            {
              mergeWithLastSubmission: false,
            },
          );
          return;
        }
        send(res, 200, loginForm(lang, details.uid, null));
      } catch (error) {
        send(
          res,
          400,
          page('en', `<h1>${TEXT.zh.error} / ${TEXT.en.error}</h1><p>${escape(String(error))}</p>`),
        );
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function emailOf(account: { email: string }) {
  return { email: account.email, email_verified: true };
}
