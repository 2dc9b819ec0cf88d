ALTER TABLE "calendar_feeds" ADD COLUMN "served_etag" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "content_changed_on" timestamp with time zone;