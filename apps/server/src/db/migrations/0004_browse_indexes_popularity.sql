CREATE TABLE "artwork_popularity" (
	"artwork_id" integer PRIMARY KEY NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "artworks_browse_newest_idx";--> statement-breakpoint
DROP INDEX "artworks_browse_price_idx";--> statement-breakpoint
ALTER TABLE "artwork_popularity" ADD CONSTRAINT "artwork_popularity_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_popularity_order_idx" ON "artwork_popularity" USING btree ("popularity","created_at","artwork_id");--> statement-breakpoint
CREATE INDEX "artworks_browse_size_idx" ON "artworks" USING btree ("status","width","height","sold");--> statement-breakpoint
CREATE INDEX "artworks_formal_1_idx" ON "artworks" USING btree ((("formal" ->> '1')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_2_idx" ON "artworks" USING btree ((("formal" ->> '2')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_3_idx" ON "artworks" USING btree ((("formal" ->> '3')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_4_idx" ON "artworks" USING btree ((("formal" ->> '4')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_5_idx" ON "artworks" USING btree ((("formal" ->> '5')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_6_idx" ON "artworks" USING btree ((("formal" ->> '6')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_7_idx" ON "artworks" USING btree ((("formal" ->> '7')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_8_idx" ON "artworks" USING btree ((("formal" ->> '8')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_9_idx" ON "artworks" USING btree ((("formal" ->> '9')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_10_idx" ON "artworks" USING btree ((("formal" ->> '10')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_11_idx" ON "artworks" USING btree ((("formal" ->> '11')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_12_idx" ON "artworks" USING btree ((("formal" ->> '12')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_13_idx" ON "artworks" USING btree ((("formal" ->> '13')::float8));--> statement-breakpoint
CREATE INDEX "artworks_formal_14_idx" ON "artworks" USING btree ((("formal" ->> '14')::float8));--> statement-breakpoint
CREATE INDEX "artworks_browse_newest_idx" ON "artworks" USING btree ("status","created_at","id","sold");--> statement-breakpoint
CREATE INDEX "artworks_browse_price_idx" ON "artworks" USING btree ("status","buyer_price","id","sold");--> statement-breakpoint
-- Hand-written below (docs/decisions/018-browse-listing.md). artwork_popularity is written only
-- here: a row per work when the work is inserted (created_at copied, and followed should it
-- change), and its count kept by statement-level triggers on ratings and order_items, whatever
-- writes them (the taste module, orders, holds, deletes that cascade).
CREATE FUNCTION artwork_popularity_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO artwork_popularity (artwork_id, created_at) SELECT id, created_at FROM new_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER artwork_popularity_insert AFTER INSERT ON artworks REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION artwork_popularity_insert();--> statement-breakpoint
CREATE FUNCTION artwork_popularity_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE artwork_popularity SET created_at = NEW.created_at WHERE artwork_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER artwork_popularity_created AFTER UPDATE OF created_at ON artworks
FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION artwork_popularity_created();--> statement-breakpoint
-- Each statement adds its net change per work. The rows are locked in id order first, so two
-- writers touching the same works (every collector's quiz rates the same twenty) cannot
-- deadlock. TG_ARGV[0] is the condition under which a row counts: a like, a sale.
CREATE FUNCTION artwork_popularity_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  deltas integer[];
BEGIN
  EXECUTE format(
    'SELECT array_agg(artwork_id ORDER BY artwork_id), array_agg(delta ORDER BY artwork_id)
       FROM (SELECT artwork_id, sum(delta)::int AS delta FROM (%s) AS change GROUP BY artwork_id HAVING sum(delta) <> 0) AS net',
    concat_ws(' UNION ALL ',
      CASE WHEN TG_OP <> 'DELETE' THEN format('SELECT artwork_id, 1 AS delta FROM new_rows WHERE %s', TG_ARGV[0]) END,
      CASE WHEN TG_OP <> 'INSERT' THEN format('SELECT artwork_id, -1 AS delta FROM old_rows WHERE %s', TG_ARGV[0]) END))
  INTO ids, deltas;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM artwork_popularity WHERE artwork_id = ANY (ids) ORDER BY artwork_id FOR NO KEY UPDATE;
  UPDATE artwork_popularity p SET popularity = p.popularity + net.delta
  FROM unnest(ids, deltas) AS net(id, delta) WHERE p.artwork_id = net.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ratings_popularity_insert AFTER INSERT ON ratings REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION artwork_popularity_follow('rating = 1');--> statement-breakpoint
CREATE TRIGGER ratings_popularity_update AFTER UPDATE ON ratings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION artwork_popularity_follow('rating = 1');--> statement-breakpoint
CREATE TRIGGER ratings_popularity_delete AFTER DELETE ON ratings REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION artwork_popularity_follow('rating = 1');--> statement-breakpoint
CREATE TRIGGER order_items_popularity_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION artwork_popularity_follow('status = ''sold''');--> statement-breakpoint
CREATE TRIGGER order_items_popularity_update AFTER UPDATE ON order_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION artwork_popularity_follow('status = ''sold''');--> statement-breakpoint
CREATE TRIGGER order_items_popularity_delete AFTER DELETE ON order_items REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION artwork_popularity_follow('status = ''sold''');--> statement-breakpoint
INSERT INTO artwork_popularity (artwork_id, popularity, created_at)
SELECT a.id, coalesce(counted.popularity, 0), a.created_at
FROM artworks a
LEFT JOIN (
  SELECT artwork_id, count(*)::int AS popularity
  FROM (SELECT artwork_id FROM ratings WHERE rating = 1 UNION ALL SELECT artwork_id FROM order_items WHERE status = 'sold') AS counts
  GROUP BY artwork_id
) AS counted ON counted.artwork_id = a.id;
