import { createHmac } from 'node:crypto';
import { sql } from './sql.ts';

/** The same access token with `exp` a minute in the past, signed with the server's own secret. */
export async function expiredCopy(token: string): Promise<string> {
  const [row] = await sql<{ value: string }>("select value from setting where key = 'jwt_secret'");
  const secret = Buffer.from(row!.value, 'base64url');
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const body = Buffer.from(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })).toString(
    'base64url',
  );
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}
