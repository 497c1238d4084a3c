ALTER TABLE "news_events" DROP CONSTRAINT "news_events_approved_check";--> statement-breakpoint
ALTER TABLE "news_events" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "news_events" ADD COLUMN "event_link" text;--> statement-breakpoint
ALTER TABLE "news_events" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "news_events_user_idx" ON "news_events" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_approved_check" CHECK ("news_events"."is_approved" in (-1, 0, 1, 2));