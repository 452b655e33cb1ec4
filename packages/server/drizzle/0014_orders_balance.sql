CREATE TABLE "account" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"frozen" integer DEFAULT 0 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_available_nonnegative" CHECK ("account"."available" >= 0 and "account"."frozen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "account_ledger" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint NOT NULL,
	"type" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "course_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" bigint,
	"name" varchar(255) NOT NULL,
	"type" varchar(20) NOT NULL,
	"biz_id" bigint,
	"pay_no" varchar(40),
	"amount" integer NOT NULL,
	"pay_amount" integer DEFAULT 0 NOT NULL,
	"pay_type" varchar(20),
	"pay_status" varchar(20) DEFAULT 'UNPAID' NOT NULL,
	"days" integer,
	"years" integer,
	"annual_fee" integer,
	"addr" varchar(255),
	"remark" varchar(255),
	"pay_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
ALTER TABLE "course_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "membership" (
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_tenant_code_user_id_pk" PRIMARY KEY("tenant_code","user_id")
);
--> statement-breakpoint
ALTER TABLE "membership" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_order_id_course_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."course_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_order" ADD CONSTRAINT "course_order_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_order" ADD CONSTRAINT "course_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_order" ADD CONSTRAINT "course_order_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tenant_user_uq" ON "account" USING btree ("tenant_code","user_id");--> statement-breakpoint
CREATE INDEX "account_ledger_tenant_user_idx" ON "account_ledger" USING btree ("tenant_code","user_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "course_order_tenant_no_uq" ON "course_order" USING btree ("tenant_code","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "course_order_tenant_pay_no_uq" ON "course_order" USING btree ("tenant_code","pay_no");--> statement-breakpoint
CREATE INDEX "course_order_tenant_user_idx" ON "course_order" USING btree ("tenant_code","user_id","type","pay_status");--> statement-breakpoint
CREATE INDEX "course_order_status_time_idx" ON "course_order" USING btree ("pay_status","create_time");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "account" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "account_ledger" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course_order" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "membership" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
-- The navbar's Balance and My orders open hidden general menus under Home. Tenants made before this
-- migration get them here; the seed and tenant creation make them for new tenants (seed-data.ts).
INSERT INTO "menu" ("id", "tenant_code", "label", "label_en", "path", "name", "component", "hidden", "type", "sort_value", "parent_id", "readonly", "is_general")
SELECT (SELECT coalesce(max("id"), 0) FROM "menu") + row_number() OVER (ORDER BY h."tenant_code", n."path"),
  h."tenant_code", n."label", n."label_en", n."path", n."name", n."component", true, 'MENU', n."sort_value", h."id", true, true
FROM "menu" h
CROSS JOIN (VALUES
  ('我的订单', 'My orders', '/course/userOrder', 'CourseUserOrder', 'course/userOrder/index', 3),
  ('余额', 'Balance', '/course/balance', 'CourseBalance', 'course/balance/index', 4)
) AS n("label", "label_en", "path", "name", "component", "sort_value")
WHERE h."path" = '/home' AND h."parent_id" = 0
  AND NOT EXISTS (SELECT 1 FROM "menu" m WHERE m."tenant_code" = h."tenant_code" AND m."path" = n."path");
