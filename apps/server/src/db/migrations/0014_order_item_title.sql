ALTER TABLE "order_items" ADD COLUMN "title" text;--> statement-breakpoint
UPDATE "order_items" SET "title" = "artworks"."work_title" FROM "artworks" WHERE "artworks"."id" = "order_items"."artwork_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "title" SET NOT NULL;
