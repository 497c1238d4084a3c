CREATE TABLE "studio_uploads" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"image" jsonb NOT NULL,
	"suggestions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artworks" DROP CONSTRAINT "artworks_status_check";--> statement-breakpoint
ALTER TABLE "artworks" DROP CONSTRAINT "artworks_size_check";--> statement-breakpoint
ALTER TABLE "studio_uploads" ADD CONSTRAINT "studio_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_uploads_user_idx" ON "studio_uploads" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_status_check" CHECK ("artworks"."status" in ('1', '0', 'draft'));--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_size_check" CHECK (("artworks"."width" > 0 and "artworks"."height" > 0 and "artworks"."price" > 0) or ("artworks"."status" = 'draft' and "artworks"."width" >= 0 and "artworks"."height" >= 0));