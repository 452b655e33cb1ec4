CREATE TABLE "course_cate" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"label" varchar(100) NOT NULL,
	"abbreviation" varchar(50),
	"describe" varchar(255),
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"type" varchar(20) DEFAULT 'COURSE' NOT NULL,
	"sort_value" integer DEFAULT 0 NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"logo" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_cate" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_cate" ADD CONSTRAINT "course_cate_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_cate_tenant_idx" ON "course_cate" USING btree ("tenant_code");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_cate" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));