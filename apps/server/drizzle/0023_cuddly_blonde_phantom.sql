ALTER TABLE "qr_logins" ADD COLUMN "request_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "qr_logins" ADD COLUMN "request_ua" varchar(300);--> statement-breakpoint
ALTER TABLE "qr_logins" ADD COLUMN "listener_at" timestamp with time zone;