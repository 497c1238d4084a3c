ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "mail_outbox_retry_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."next_attempt_at" IS NOT NULL;