import { randomBytes } from 'node:crypto';
import { sql } from './sql.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A short random suffix (lower-case letters and digits) that makes a name unique: per test, across
 * parallel workers and across runs on the same database.
 */
export function runSuffix(length = 6): string {
  return Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * Copies a seeded user of the demo tenant (password and roles included) under a new account, so a
 * test that changes a user's data or password never changes what other tests sign in with.
 */
export async function copyUser(from: string, account: string, tenant = '1111'): Promise<string> {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await sql(
    `insert into "user"
     select (jsonb_populate_record(null::"user",
       to_jsonb(u) || jsonb_build_object('id', $1::bigint, 'account', $2::text, 'mobile', null, 'email', null))).*
     from "user" u where u.tenant_code = $3 and u.account = $4`,
    [id, account, tenant, from],
  );
  await sql(
    `insert into user_role (tenant_code, user_id, role_id)
     select tenant_code, $1::bigint, role_id from user_role
     where tenant_code = $2 and user_id = (select id from "user" where tenant_code = $2 and account = $3)`,
    [id, tenant, from],
  );
  return id;
}
