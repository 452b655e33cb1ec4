ALTER TABLE "msg" ADD COLUMN "is_delete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "logo" varchar(255);--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "domain" varchar(100);--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "user_type" varchar(20);--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "label" varchar(255);--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "expiration_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "qrcode_url" varchar(255);