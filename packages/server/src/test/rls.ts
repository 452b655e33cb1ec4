import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { APP_ROLE } from '../db/rls.ts';

export type TenantTableState = {
  name: string;
  enabled: boolean;
  forced: boolean;
  /** `name:command:permissive:roles:using:withCheck` of each policy, sorted. */
  policies: string;
  granted: boolean;
};

/** What PostgreSQL says about every table of the public schema that has a tenant_code column:
 * row-level security, its policies and the grants of pocket_app (from pg_class and pg_policy). */
export async function tenantTableStates(db: Db): Promise<TenantTableState[]> {
  const result = await db.execute(sql`
    select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
      coalesce((
        select string_agg(
          concat_ws(':', p.polname, p.polcmd,
            case when p.polpermissive then 'permissive' else 'restrictive' end, p.polroles::text,
            pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid)),
          ' | ' order by p.polname)
        from pg_policy p where p.polrelid = c.oid), '') as policies,
      has_table_privilege(${APP_ROLE}, c.oid, 'SELECT') and has_table_privilege(${APP_ROLE}, c.oid, 'INSERT')
        and has_table_privilege(${APP_ROLE}, c.oid, 'UPDATE')
        and has_table_privilege(${APP_ROLE}, c.oid, 'DELETE') as granted
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_code' and not a.attisdropped
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  return (
    Array.isArray(result) ? result : (result as { rows: TenantTableState[] }).rows
  ) as TenantTableState[];
}

/** The one policy every tenant table has: `tenant_isolation` for all commands, permissive, for
 * PUBLIC (role oid 0), with the same expression in USING and WITH CHECK. */
export const TENANT_POLICY =
  "tenant_isolation:*:permissive:{0}:((tenant_code)::text = current_setting('app.tenant_code'::text, true)):((tenant_code)::text = current_setting('app.tenant_code'::text, true))";
