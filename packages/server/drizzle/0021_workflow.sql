CREATE TABLE "biz_leave" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"instance_id" bigint NOT NULL,
	"start_user_id" bigint,
	"type" varchar(20) NOT NULL,
	"start_date" date NOT NULL,
	"start_half" varchar(2) NOT NULL,
	"end_date" date NOT NULL,
	"end_half" varchar(2) NOT NULL,
	"days" double precision NOT NULL,
	"reason" varchar(255) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biz_leave" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "biz_reimbursement" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"instance_id" bigint NOT NULL,
	"start_user_id" bigint,
	"type" varchar(20) NOT NULL,
	"reason" varchar(255) NOT NULL,
	"amount" bigint NOT NULL,
	"items" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biz_reimbursement" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_definition" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"key" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"version" integer NOT NULL,
	"deployment_name" varchar(120) NOT NULL,
	"xml" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"model_id" bigint,
	"deployment_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_definition" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_instance" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"definition_id" bigint,
	"definition_key" varchar(50) NOT NULL,
	"definition_name" varchar(100) NOT NULL,
	"biz_type" varchar(20) DEFAULT 'NONE' NOT NULL,
	"biz_id" bigint,
	"title" varchar(150) NOT NULL,
	"start_user_id" bigint,
	"state" varchar(20) DEFAULT 'RUNNING' NOT NULL,
	"engine_state" jsonb,
	"variables" jsonb NOT NULL,
	"completed_ids" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wf_instance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"name" varchar(50) NOT NULL,
	"key" varchar(50) NOT NULL,
	"description" varchar(255),
	"xml" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deployed_model_version" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_model" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "wf_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"instance_id" bigint NOT NULL,
	"activity_id" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"assignee_user_id" bigint,
	"candidate_role" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"result" varchar(10),
	"comment" varchar(255),
	"done_by_user_id" bigint
);
--> statement-breakpoint
ALTER TABLE "wf_task" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "biz_leave" ADD CONSTRAINT "biz_leave_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_leave" ADD CONSTRAINT "biz_leave_instance_id_wf_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_leave" ADD CONSTRAINT "biz_leave_start_user_id_user_id_fk" FOREIGN KEY ("start_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_reimbursement" ADD CONSTRAINT "biz_reimbursement_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_reimbursement" ADD CONSTRAINT "biz_reimbursement_instance_id_wf_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biz_reimbursement" ADD CONSTRAINT "biz_reimbursement_start_user_id_user_id_fk" FOREIGN KEY ("start_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_definition" ADD CONSTRAINT "wf_definition_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_definition" ADD CONSTRAINT "wf_definition_model_id_wf_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."wf_model"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD CONSTRAINT "wf_instance_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD CONSTRAINT "wf_instance_definition_id_wf_definition_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."wf_definition"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD CONSTRAINT "wf_instance_start_user_id_user_id_fk" FOREIGN KEY ("start_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_model" ADD CONSTRAINT "wf_model_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_instance_id_wf_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."wf_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_assignee_user_id_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wf_task" ADD CONSTRAINT "wf_task_done_by_user_id_user_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biz_leave_tenant_start_user_idx" ON "biz_leave" USING btree ("tenant_code","start_user_id");--> statement-breakpoint
CREATE INDEX "biz_reimbursement_tenant_start_user_idx" ON "biz_reimbursement" USING btree ("tenant_code","start_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_definition_tenant_key_version_uq" ON "wf_definition" USING btree ("tenant_code","key","version");--> statement-breakpoint
CREATE INDEX "wf_instance_tenant_definition_idx" ON "wf_instance" USING btree ("tenant_code","definition_id");--> statement-breakpoint
CREATE INDEX "wf_instance_tenant_start_user_idx" ON "wf_instance" USING btree ("tenant_code","start_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_model_tenant_key_uq" ON "wf_model" USING btree ("tenant_code","key");--> statement-breakpoint
CREATE INDEX "wf_task_tenant_instance_idx" ON "wf_task" USING btree ("tenant_code","instance_id");--> statement-breakpoint
CREATE INDEX "wf_task_tenant_assignee_idx" ON "wf_task" USING btree ("tenant_code","assignee_user_id");--> statement-breakpoint
CREATE INDEX "wf_task_tenant_done_by_idx" ON "wf_task" USING btree ("tenant_code","done_by_user_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "biz_leave" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "biz_reimbursement" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_definition" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_instance" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_model" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "wf_task" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));