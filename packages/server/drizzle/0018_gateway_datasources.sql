CREATE TABLE "block_list" (
	"id" bigint PRIMARY KEY NOT NULL,
	"ip" varchar(64),
	"request_uri" varchar(255),
	"request_method" varchar(10),
	"limit_start" varchar(8),
	"limit_end" varchar(8),
	"state" boolean DEFAULT true NOT NULL,
	"describe" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasource_config" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"pool_name" varchar(63),
	"driver_class_name" varchar(20) NOT NULL,
	"url" varchar(255) NOT NULL,
	"username" varchar(63),
	"password_sealed" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "datasource_config_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "rate_limiter" (
	"id" bigint PRIMARY KEY NOT NULL,
	"ip" varchar(64),
	"request_uri" varchar(255),
	"request_method" varchar(10),
	"limit_start" varchar(8),
	"limit_end" varchar(8),
	"state" boolean DEFAULT true NOT NULL,
	"describe" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer NOT NULL,
	"interval_sec" integer NOT NULL,
	"limit_by" varchar(10) DEFAULT 'IP' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qrcode_ticket" DROP CONSTRAINT "qrcode_ticket_confirmed_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "tenant" ADD COLUMN "datasource_id" bigint;--> statement-breakpoint
ALTER TABLE "tenant" ADD CONSTRAINT "tenant_datasource_id_datasource_config_id_fk" FOREIGN KEY ("datasource_id") REFERENCES "public"."datasource_config"("id") ON DELETE restrict ON UPDATE no action;