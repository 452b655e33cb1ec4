CREATE TABLE "application" (
	"id" bigint PRIMARY KEY NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"client_secret_hash" varchar(255) NOT NULL,
	"website" varchar(255),
	"name" varchar(100) NOT NULL,
	"icon" varchar(255),
	"app_type" varchar(20) DEFAULT 'PC' NOT NULL,
	"describe" varchar(255),
	"state" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expire_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"type" varchar(64) NOT NULL,
	"label" varchar(100) NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"describe" varchar(255),
	"sort_value" integer DEFAULT 0 NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"icon" varchar(100),
	"css_style" varchar(255),
	"css_class" varchar(255),
	"readonly" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_log" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint,
	"user_name" varchar(50),
	"account" varchar(50),
	"request_ip" varchar(50),
	"description" varchar(255),
	"login_date" date NOT NULL,
	"ua" varchar(500),
	"browser" varchar(100),
	"browser_version" varchar(100),
	"operating_system" varchar(100),
	"location" varchar(100),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"label" varchar(100) NOT NULL,
	"label_en" varchar(100) NOT NULL,
	"describe" varchar(255),
	"code" varchar(255),
	"is_general" boolean DEFAULT false NOT NULL,
	"path" varchar(255),
	"name" varchar(100),
	"type" varchar(10) DEFAULT 'MENU' NOT NULL,
	"component" varchar(255),
	"redirect" varchar(255),
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"affix" boolean DEFAULT false NOT NULL,
	"no_cache" boolean DEFAULT false NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"sort_value" integer DEFAULT 0 NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"icon" varchar(100),
	"group" varchar(50),
	"readonly" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"biz_type" varchar(64),
	"biz_id" varchar(64),
	"msg_type" varchar(20) NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text NOT NULL,
	"author" varchar(50),
	"handler_url" varchar(255),
	"handler_params" varchar(500),
	"is_single_handle" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
CREATE TABLE "msg_receive" (
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"msg_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_time" timestamp with time zone,
	CONSTRAINT "msg_receive_tenant_code_msg_id_user_id_pk" PRIMARY KEY("tenant_code","msg_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "online_session" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"refresh_hash" varchar(128) NOT NULL,
	"refresh_expire_at" timestamp with time zone NOT NULL,
	"access_expire_at" timestamp with time zone NOT NULL,
	"kicked" boolean DEFAULT false NOT NULL,
	"login_ip" varchar(50),
	"ua" varchar(500),
	"login_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"label" varchar(255) NOT NULL,
	"abbreviation" varchar(255),
	"describe" varchar(255),
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"type" varchar(20),
	"sort_value" integer DEFAULT 0 NOT NULL,
	"state" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameter" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"key" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"value" varchar(255) NOT NULL,
	"describe" varchar(255),
	"state" boolean DEFAULT true NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qrcode_ticket" (
	"ticket" varchar(64) PRIMARY KEY NOT NULL,
	"status" varchar(20) DEFAULT 'WAIT' NOT NULL,
	"confirmed_tenant" varchar(20),
	"confirmed_user_id" bigint,
	"expire_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"describe" varchar(255),
	"state" boolean DEFAULT true NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"ds_type" varchar(30) DEFAULT 'SELF' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menu" (
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "role_menu_tenant_code_role_id_menu_id_pk" PRIMARY KEY("tenant_code","role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"name" varchar(255) NOT NULL,
	"describe" varchar(255),
	"org_id" bigint,
	"state" boolean DEFAULT true NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(20) DEFAULT 'CREATE' NOT NULL,
	"connect_type" varchar(20) DEFAULT 'LOCAL' NOT NULL,
	"status" varchar(20) DEFAULT 'NORMAL' NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"duty" varchar(50),
	"expiration_time" timestamp with time zone,
	"logo" varchar(255),
	"describe" varchar(255),
	"domain" varchar(100),
	"password_expire" integer DEFAULT 0 NOT NULL,
	"is_multiple_login" boolean DEFAULT true NOT NULL,
	"password_error_num" integer DEFAULT 5 NOT NULL,
	"password_error_lock_time" integer DEFAULT 30 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"account" varchar(50) NOT NULL,
	"name" varchar(50) NOT NULL,
	"password" varchar(255) NOT NULL,
	"org_id" bigint,
	"station_id" bigint,
	"email" varchar(255),
	"sex" varchar(1),
	"state" boolean DEFAULT true NOT NULL,
	"mobile" varchar(20),
	"avatar" varchar(255),
	"work_describe" varchar(255),
	"nation" varchar(20),
	"education" varchar(20),
	"position_status" varchar(20),
	"balance" varchar(20) DEFAULT '0.00' NOT NULL,
	"password_error_num" integer DEFAULT 0 NOT NULL,
	"password_error_last_time" timestamp with time zone,
	"password_expire_time" timestamp with time zone,
	"last_login_time" timestamp with time zone,
	"readonly" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
CREATE TABLE "user_role" (
	"tenant_code" varchar(20) DEFAULT current_setting('app.tenant_code', true) NOT NULL,
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "user_role_tenant_code_user_id_role_id_pk" PRIMARY KEY("tenant_code","user_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "login_log_tenant_date_idx" ON "login_log" USING btree ("tenant_code","login_date");--> statement-breakpoint
CREATE INDEX "menu_tenant_idx" ON "menu" USING btree ("tenant_code");--> statement-breakpoint
CREATE INDEX "msg_receive_user_idx" ON "msg_receive" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "online_session_user_idx" ON "online_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_session_refresh_uq" ON "online_session" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "org_tenant_idx" ON "org" USING btree ("tenant_code");--> statement-breakpoint
CREATE UNIQUE INDEX "parameter_tenant_key_uq" ON "parameter" USING btree ("tenant_code","key");--> statement-breakpoint
CREATE UNIQUE INDEX "role_tenant_code_uq" ON "role" USING btree ("tenant_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tenant_account_uq" ON "user" USING btree ("tenant_code","account");