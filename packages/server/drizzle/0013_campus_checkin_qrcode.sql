CREATE TABLE "check_in" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"campus_id" bigint NOT NULL,
	"user_id" bigint,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"distance" integer NOT NULL,
	"in_range" boolean NOT NULL,
	"check_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_location" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"name" varchar(100) NOT NULL,
	"city" varchar(20),
	"addr" varchar(255),
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"range_ds" integer DEFAULT 200 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"state" boolean DEFAULT true NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"is_audit" varchar(20) DEFAULT 'PENDING' NOT NULL,
	"opinion" varchar(255),
	"audit_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
ALTER TABLE "user_location" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "worker_campus" (
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint NOT NULL,
	"campus_id" bigint NOT NULL,
	CONSTRAINT "worker_campus_tenant_code_user_id_campus_id_pk" PRIMARY KEY("tenant_code","user_id","campus_id")
);
--> statement-breakpoint
ALTER TABLE "worker_campus" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "qrcode_ticket" ADD COLUMN "requester_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "qrcode_ticket" ADD COLUMN "requester_ua" varchar(255);--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "introduce" varchar(1000);--> statement-breakpoint
ALTER TABLE "check_in" ADD CONSTRAINT "check_in_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in" ADD CONSTRAINT "check_in_campus_id_user_location_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."user_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in" ADD CONSTRAINT "check_in_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_location" ADD CONSTRAINT "user_location_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_location" ADD CONSTRAINT "user_location_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_campus" ADD CONSTRAINT "worker_campus_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_campus" ADD CONSTRAINT "worker_campus_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_campus" ADD CONSTRAINT "worker_campus_campus_id_user_location_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."user_location"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_tenant_campus_idx" ON "check_in" USING btree ("tenant_code","campus_id","check_time");--> statement-breakpoint
CREATE INDEX "check_in_user_idx" ON "check_in" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_location_audit_idx" ON "user_location" USING btree ("is_audit","tenant_code");--> statement-breakpoint
CREATE INDEX "user_location_tenant_idx" ON "user_location" USING btree ("tenant_code");--> statement-breakpoint
CREATE INDEX "worker_campus_campus_idx" ON "worker_campus" USING btree ("campus_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "check_in" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_location" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "worker_campus" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
-- Position status is ON_DUTY / LEFT (course-domain.md); rows written before used WORKING / QUIT.
UPDATE "user" SET "position_status" = CASE "position_status" WHEN 'WORKING' THEN 'ON_DUTY' WHEN 'QUIT' THEN 'LEFT' ELSE "position_status" END
  WHERE "position_status" IN ('WORKING', 'QUIT');
--> statement-breakpoint
-- Staff accounts seeded as lecturers are workers.
UPDATE "user" SET "user_type" = 'WORKER' WHERE "user_type" IS NULL AND "is_lecturer" = true;
--> statement-breakpoint
-- The platform's audit queue: the one deliberate read across tenants. Run with its owner's rights,
-- it answers only PENDING campuses of tenants other than the platform, and only to a transaction
-- of the platform tenant 0000; everything else of another tenant stays behind row-level security.
CREATE OR REPLACE FUNCTION campus_audit_queue()
RETURNS TABLE (id bigint, tenant_code varchar, tenant_name varchar, name varchar, city varchar, addr varchar,
  lat double precision, lng double precision, range_ds integer, is_test boolean,
  create_time timestamptz, update_time timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT l.id, l.tenant_code, t.name, l.name, l.city, l.addr, l.lat, l.lng, l.range_ds, l.is_test,
    l.create_time, l.update_time
  FROM user_location l JOIN tenant t ON t.code = l.tenant_code
  WHERE l.is_audit = 'PENDING' AND l.tenant_code <> '0000'
    AND current_setting('app.tenant_code', true) = '0000'
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION campus_audit_queue() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION campus_audit_queue() TO pocket_app;
--> statement-breakpoint
-- A platform tenant seeded before this migration gets the campus audit page under Courses, with its
-- two buttons, for its super administrators (the seed writes the same for a new database). Ids in
-- the snowflake layout of src/db/ids.ts (node 1023).
WITH parent AS (
  SELECT id FROM menu WHERE tenant_code = '0000' AND path = '/course'
    AND NOT EXISTS (SELECT 1 FROM menu WHERE tenant_code = '0000' AND path = '/userLocation/audit')
), base AS (
  SELECT ((floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint - 1704067200000) << 22) | (1023 << 12) AS id
), page AS (
  INSERT INTO menu (id, tenant_code, label, label_en, path, name, component, type, sort_value, parent_id, icon, readonly)
  SELECT base.id + 1, '0000', '校区审核', 'Campus audit', '/userLocation/audit', 'UserLocationAudit',
    'userLocation/audit/index', 'MENU', 7, parent.id, 'audit', true
  FROM parent, base
  RETURNING id
), buttons AS (
  INSERT INTO menu (id, tenant_code, label, label_en, code, type, sort_value, parent_id, readonly)
  SELECT page.id + b.n, '0000', b.code, b.code, b.code, 'BUTTON', b.n, page.id, true
  FROM page, (VALUES (1, 'course:campusAudit:view'), (2, 'course:campusAudit:edit')) AS b(n, code)
  RETURNING id
)
INSERT INTO role_menu (tenant_code, role_id, menu_id)
SELECT '0000', r.id, m.id FROM role r, (SELECT id FROM page UNION ALL SELECT id FROM buttons) m
WHERE r.tenant_code = '0000' AND r.code = 'SUPER_ADMIN';
