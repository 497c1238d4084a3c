CREATE TABLE "used_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_challenges_expires_idx" ON "used_challenges" USING btree ("expires_at");