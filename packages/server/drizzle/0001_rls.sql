-- Row-level security for every tenant-owned table. Requests run as the non-superuser role
-- pocket_app (superusers bypass RLS even with FORCE), inside a transaction that sets
-- app.tenant_code with set_config(..., true); the policies compare each row's tenant_code to it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pocket_app') THEN
    CREATE ROLE pocket_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- another database on the same server created the cluster-wide role at the same moment
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO pocket_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO pocket_app;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['org', 'station', 'user', 'role', 'user_role', 'menu', 'role_menu', 'dictionary',
    'parameter', 'msg', 'msg_receive', 'login_log', 'online_session']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_code = current_setting(''app.tenant_code'', true)) '
      'WITH CHECK (tenant_code = current_setting(''app.tenant_code'', true))', t);
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO pocket_app;
