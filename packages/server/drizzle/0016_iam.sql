CREATE TABLE "area" (
	"id" bigint PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"label" varchar(100) NOT NULL,
	"full_name" varchar(255) NOT NULL,
	"sort_value" integer DEFAULT 0 NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"level" varchar(20) NOT NULL,
	"parent_code" varchar(20),
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"source" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "opt_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint,
	"user_name" varchar(50),
	"request_ip" varchar(64),
	"type" varchar(10) NOT NULL,
	"description" varchar(255),
	"class_path" varchar(100),
	"action_method" varchar(100),
	"request_uri" varchar(500) NOT NULL,
	"http_method" varchar(10) NOT NULL,
	"params" text,
	"result" text,
	"status" integer NOT NULL,
	"ex_desc" text,
	"consuming_time" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"finish_time" timestamp with time zone NOT NULL,
	"ua" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "opt_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "role_org" (
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"role_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	CONSTRAINT "role_org_tenant_code_role_id_org_id_pk" PRIMARY KEY("tenant_code","role_id","org_id")
);
--> statement-breakpoint
ALTER TABLE "role_org" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "breadcrumb" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "perm_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "opt_log" ADD CONSTRAINT "opt_log_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_org" ADD CONSTRAINT "role_org_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_org" ADD CONSTRAINT "role_org_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_org" ADD CONSTRAINT "role_org_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_parent_idx" ON "area" USING btree ("parent_id","sort_value");--> statement-breakpoint
CREATE INDEX "area_code_idx" ON "area" USING btree ("code");--> statement-breakpoint
CREATE INDEX "area_label_idx" ON "area" USING btree ("label");--> statement-breakpoint
CREATE INDEX "opt_log_tenant_time_idx" ON "opt_log" USING btree ("tenant_code","start_time");--> statement-breakpoint
CREATE INDEX "role_org_org_idx" ON "role_org" USING btree ("org_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "opt_log" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "role_org" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
-- hand-written: areas are global rows the platform maintains (its Areas screen calls platform-only
-- endpoints), so the Areas menu and its buttons leave every other tenant's menu tree.
DELETE FROM "menu" WHERE "parent_id" IN (SELECT "id" FROM "menu" WHERE "path" = '/system/area' AND "tenant_code" <> '0000');--> statement-breakpoint
DELETE FROM "menu" WHERE "path" = '/system/area' AND "tenant_code" <> '0000';
