CREATE TABLE "social_flow" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"for_tenant" varchar(20) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"verifier" varchar(128) NOT NULL,
	"redirect_uri" varchar(255) NOT NULL,
	"bind_user_id" bigint,
	"expire_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_ticket" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"for_tenant" varchar(20) NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"nickname" varchar(100),
	"avatar" varchar(255),
	"preferred_account" varchar(64),
	"email" varchar(255),
	"bind_user_id" bigint,
	"expire_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_provider" ADD COLUMN "issuer" varchar(255);--> statement-breakpoint
ALTER TABLE "social_provider" ADD COLUMN "client_id" varchar(100);--> statement-breakpoint
ALTER TABLE "social_provider" ADD COLUMN "client_secret" varchar(255);--> statement-breakpoint
ALTER TABLE "social_provider" ADD COLUMN "scopes" varchar(255) DEFAULT 'openid profile' NOT NULL;