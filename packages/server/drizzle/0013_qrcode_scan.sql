ALTER TABLE "qrcode_ticket" ADD COLUMN "requester_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "qrcode_ticket" ADD COLUMN "requester_ua" varchar(255);