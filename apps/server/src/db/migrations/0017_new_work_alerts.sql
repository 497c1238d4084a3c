ALTER TABLE "mail_preferences" ALTER COLUMN "new_work_alerts" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD COLUMN "new_work_alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD COLUMN "new_work_seen_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "artworks_listed_at_idx" ON "artworks" USING btree ("listed_at") WHERE "artworks"."listed_at" is not null;--> statement-breakpoint
-- A work already public was first listed no later than it was made; drafts stay null until listed.
UPDATE "artworks" SET "listed_at" = "created_at" WHERE "status" <> 'draft';--> statement-breakpoint
-- Members who saved their e-mails before keep what they chose; what was listed before now is
-- not news to them, and the last alert (counted in the outbox until now) still holds the next back.
UPDATE "mail_preferences" AS p SET "new_work_seen_until" = now(), "new_work_alert_sent_at" = (
  SELECT max(o."created_at") FROM "mail_outbox" AS o JOIN "users" AS u ON u."email" = o."to_address"
  WHERE u."id" = p."user_id" AND o."template" = 'new-work'
);
