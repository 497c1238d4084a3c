ALTER TABLE "artworks" ADD COLUMN "buyer_price" numeric(12, 2) GENERATED ALWAYS AS (round(price - price * coalesce(discount_percent, 0) / 100.0, 2)) STORED;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "search" "tsvector";--> statement-breakpoint
CREATE INDEX "artworks_search_idx" ON "artworks" USING gin ("search");--> statement-breakpoint
CREATE INDEX "artworks_subjects_idx" ON "artworks" USING gin ("subjects");--> statement-breakpoint
CREATE INDEX "artworks_mediums_idx" ON "artworks" USING gin ("mediums");--> statement-breakpoint
CREATE INDEX "artworks_surfaces_idx" ON "artworks" USING gin ("surfaces");--> statement-breakpoint
CREATE INDEX "artworks_browse_newest_idx" ON "artworks" USING btree ("status","sold","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "artworks_browse_price_idx" ON "artworks" USING btree ("status","sold","buyer_price","id");--> statement-breakpoint
-- Hand-written below (docs/decisions/018-browse-listing.md): the search document joins the
-- artist's name from users, which a generated column cannot, so triggers keep it.
-- English lexemes (stemmed, for whole words) and simple ones (unstemmed, for the prefix of the
-- word being typed) side by side; HTML tags in the description are not indexed by the parser.
CREATE FUNCTION artworks_search_vector(title text, artist text, description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(artist, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')
      || to_tsvector('simple'::regconfig, coalesce(title, '') || ' ' || coalesce(artist, '') || ' ' || coalesce(description, ''))
$$;--> statement-breakpoint
CREATE FUNCTION artworks_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search := artworks_search_vector(NEW.work_title, (SELECT u.name FROM users u WHERE u.id = NEW.user_id), NEW.work_description);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER artworks_search_refresh BEFORE INSERT OR UPDATE OF work_title, work_description, user_id ON artworks
FOR EACH ROW EXECUTE FUNCTION artworks_search_refresh();--> statement-breakpoint
CREATE FUNCTION users_name_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE artworks SET search = artworks_search_vector(work_title, NEW.name, work_description) WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_name_search_refresh AFTER UPDATE OF name ON users
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION users_name_search_refresh();--> statement-breakpoint
UPDATE artworks a SET search = artworks_search_vector(a.work_title, u.name, a.work_description) FROM users u WHERE u.id = a.user_id;
