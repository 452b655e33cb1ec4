CREATE TABLE "refresh_token_spent" (
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"hash" varchar(128) NOT NULL,
	"session_id" bigint NOT NULL,
	"spent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refresh_token_spent_tenant_code_hash_pk" PRIMARY KEY("tenant_code","hash")
);
--> statement-breakpoint
ALTER TABLE "refresh_token_spent" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "allow_register" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_token_spent" ADD CONSTRAINT "refresh_token_spent_tenant_code_tenant_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."tenant"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token_spent" ADD CONSTRAINT "refresh_token_spent_session_id_online_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."online_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_token_spent_session_idx" ON "refresh_token_spent" USING btree ("session_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refresh_token_spent" AS PERMISSIVE FOR ALL TO public USING (tenant_code = current_setting('app.tenant_code', true)) WITH CHECK (tenant_code = current_setting('app.tenant_code', true));