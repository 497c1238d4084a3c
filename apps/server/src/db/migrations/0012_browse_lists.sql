DROP INDEX "artworks_search_listed_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_1_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_2_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_3_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_4_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_5_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_6_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_7_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_8_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_9_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_10_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_11_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_12_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_13_idx";--> statement-breakpoint
DROP INDEX "artworks_formal_14_idx";--> statement-breakpoint
CREATE INDEX "artworks_listed_lists_idx" ON "artworks" USING gin ("search","colors","subjects","mediums","surfaces") WHERE "artworks"."status" = '1' and "artworks"."sold" = 0;--> statement-breakpoint
CREATE INDEX "artworks_formal_1_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '1')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_2_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '2')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_3_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '3')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_4_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '4')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_5_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '5')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_6_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '6')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_7_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '7')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_8_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '8')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_9_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '9')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_10_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '10')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_11_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '11')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_12_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '12')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_13_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '13')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_14_idx" ON "artworks" USING btree ("status","sold",(("formal" ->> '14')::float8));