CREATE TABLE "rate_limit" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Global (no tenant): requests run as pocket_app and count here before any tenant is known.
GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limit TO pocket_app;
