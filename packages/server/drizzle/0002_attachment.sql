CREATE TABLE "attachment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"biz_type" varchar(64),
	"name" varchar(64) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON attachment TO pocket_app;
--> statement-breakpoint
ALTER TABLE attachment ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attachment FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON attachment USING (tenant_code = current_setting('app.tenant_code', true))
  WITH CHECK (tenant_code = current_setting('app.tenant_code', true));
--> statement-breakpoint
-- The public file URL carries the id and the generated name (128 random bits); this function, run
-- with its owner's rights, answers the one row matching both, whatever the tenant.
CREATE OR REPLACE FUNCTION attachment_public(p_id bigint, p_name varchar)
RETURNS TABLE (content_type varchar, data bytea)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT a.content_type, a.data FROM attachment a WHERE a.id = p_id AND a.name = p_name
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION attachment_public(bigint, varchar) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION attachment_public(bigint, varchar) TO pocket_app;
