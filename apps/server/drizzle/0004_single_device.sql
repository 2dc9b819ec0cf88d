ALTER TABLE "users" ADD COLUMN "web_device" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_device" text;