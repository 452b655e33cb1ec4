CREATE TABLE "course" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"course_name" varchar(255) NOT NULL,
	"course_logo" varchar(255),
	"category_id" bigint,
	"category_parent" bigint,
	"lecturer_user_no" bigint,
	"introduce" text,
	"label" varchar(255),
	"label_activity" varchar(50),
	"price" integer DEFAULT 0 NOT NULL,
	"course_type" varchar(20) DEFAULT 'VIDEO' NOT NULL,
	"video_url" varchar(255),
	"handle_url" varchar(255),
	"video_make_url" varchar(255),
	"video_test_url" varchar(255),
	"pdf_url" varchar(255),
	"ppt_url" varchar(255),
	"is_putaway" boolean DEFAULT false NOT NULL,
	"status_id" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"course_sort" integer DEFAULT 0 NOT NULL,
	"count_buy" integer DEFAULT 0 NOT NULL,
	"count_study" integer DEFAULT 0 NOT NULL,
	"org_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
ALTER TABLE "course" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "is_lecturer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_category_id_course_cate_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_cate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_category_parent_course_cate_id_fk" FOREIGN KEY ("category_parent") REFERENCES "public"."course_cate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_lecturer_user_no_user_id_fk" FOREIGN KEY ("lecturer_user_no") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_org_id_org_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."org"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_tenant_category_idx" ON "course" USING btree ("tenant_code","category_id");--> statement-breakpoint
CREATE INDEX "course_tenant_parent_idx" ON "course" USING btree ("tenant_code","category_parent");--> statement-breakpoint
CREATE INDEX "course_tenant_org_idx" ON "course" USING btree ("tenant_code","org_id");--> statement-breakpoint
CREATE INDEX "course_tenant_sale_idx" ON "course" USING btree ("tenant_code","is_putaway","status_id","course_sort");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "course" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));