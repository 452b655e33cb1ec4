CREATE TABLE "social_provider" (
	"code" varchar(20) PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"name_en" varchar(50) NOT NULL,
	"icon" varchar(100),
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_social" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint NOT NULL,
	"provider" varchar(20) NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"nickname" varchar(100),
	"avatar" varchar(255),
	"bind_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "user_social_user_provider_uq" ON "user_social" USING btree ("tenant_code","user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "user_social_open_id_uq" ON "user_social" USING btree ("tenant_code","provider","open_id");--> statement-breakpoint
GRANT SELECT ON social_provider TO pocket_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON user_social TO pocket_app;
--> statement-breakpoint
ALTER TABLE user_social ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE user_social FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_social USING (tenant_code = current_setting('app.tenant_code', true))
  WITH CHECK (tenant_code = current_setting('app.tenant_code', true));
