CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'collector' NOT NULL,
	"phone" text,
	"city" text,
	"address" text,
	"country" text DEFAULT 'usa' NOT NULL,
	"bio" text,
	"hear_about_us" text,
	"exhibition_history" text,
	"education_history" text,
	"logo" jsonb,
	"coordinates" jsonb,
	"taste_test_status" smallint,
	"invite_count" integer DEFAULT 0 NOT NULL,
	"invite_flag" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('collector', 'artist', 'merchant', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"work_title" text NOT NULL,
	"work_description" text DEFAULT '' NOT NULL,
	"work_start_date" date,
	"work_end_date" date,
	"year_created" smallint,
	"width" numeric(7, 2) NOT NULL,
	"height" numeric(7, 2) NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discount_percent" smallint,
	"colors" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"subjects" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"mediums" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"surfaces" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"formal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"part_of_series" boolean DEFAULT false NOT NULL,
	"series_name" text,
	"unique_copy" boolean DEFAULT true NOT NULL,
	"edition_size" integer,
	"is_framed" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"sold" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artworks_sold_check" CHECK ("artworks"."sold" in (0, 1, 2)),
	CONSTRAINT "artworks_status_check" CHECK ("artworks"."status" in ('1', '0')),
	CONSTRAINT "artworks_discount_check" CHECK ("artworks"."discount_percent" between 0 and 100),
	CONSTRAINT "artworks_price_check" CHECK ("artworks"."price" >= 0),
	CONSTRAINT "artworks_size_check" CHECK ("artworks"."width" > 0 and "artworks"."height" > 0),
	CONSTRAINT "artworks_edition_check" CHECK ("artworks"."edition_size" is null or "artworks"."edition_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" text NOT NULL,
	"artwork_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_user_id_artwork_id_pk" PRIMARY KEY("user_id","artwork_id"),
	CONSTRAINT "ratings_rating_check" CHECK ("ratings"."rating" in (1, -1, 0)),
	CONSTRAINT "ratings_source_check" CHECK ("ratings"."source" in ('quiz', 'queue', 'visitor'))
);
--> statement-breakpoint
CREATE TABLE "taste_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"counter" smallint DEFAULT 0 NOT NULL,
	"queue_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color_profile" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_profile" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material_profile" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"formal_profile" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ranked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taste_quiz_items" (
	"artwork_id" integer PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "taste_quiz_items_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "home_slider_items" (
	"artwork_id" integer PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "home_slider_items_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "early_access" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"early_date" date,
	"discount" smallint NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"passcode_hash" text NOT NULL,
	"image_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "early_access_discount_check" CHECK ("early_access"."discount" between 0 and 100),
	CONSTRAINT "early_access_status_check" CHECK ("early_access"."status" in ('1', '0'))
);
--> statement-breakpoint
CREATE TABLE "early_access_artists" (
	"early_access_id" integer NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "early_access_artists_early_access_id_user_id_pk" PRIMARY KEY("early_access_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "early_access_artworks" (
	"early_access_id" integer NOT NULL,
	"artwork_id" integer NOT NULL,
	CONSTRAINT "early_access_artworks_early_access_id_artwork_id_pk" PRIMARY KEY("early_access_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" text NOT NULL,
	"artwork_id" integer NOT NULL,
	"early_access_id" integer,
	"discounted_price" numeric(12, 2),
	"gallery_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_artwork_id_pk" PRIMARY KEY("user_id","artwork_id"),
	CONSTRAINT "cart_items_discounted_check" CHECK ("cart_items"."discounted_price" is null or "cart_items"."discounted_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hold_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hold_events_action_check" CHECK ("hold_events"."action" in ('placed', 'confirmed', 'released', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"artwork_id" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discounted_price" numeric(12, 2),
	"early_access_id" integer,
	"status" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "order_items_status_check" CHECK ("order_items"."status" in ('held', 'sold', 'released', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"shipping_address" text NOT NULL,
	"city" text,
	"notes" text,
	"subtotal" numeric(12, 2) NOT NULL,
	"delivery_fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'confirmed', 'released', 'partly-confirmed')),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."subtotal" >= 0 and "orders"."total" >= 0 and "orders"."delivery_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"artwork_id" integer NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"is_offer" boolean DEFAULT false NOT NULL,
	"offer_amount" numeric(12, 2),
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_offer_check" CHECK ("questions"."offer_amount" is null or "questions"."offer_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "click_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"artwork_id" integer NOT NULL,
	"user_id" text,
	"email" text DEFAULT 'anonymous' NOT NULL,
	"name" text DEFAULT 'anonymous' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"blog_name" text NOT NULL,
	"blog_description" text NOT NULL,
	"blog_date_range" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"image_url" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_url_unique" UNIQUE("url"),
	CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" in ('1', '0'))
);
--> statement-breakpoint
CREATE TABLE "education" (
	"id" serial PRIMARY KEY NOT NULL,
	"education_name" text NOT NULL,
	"education_description" text NOT NULL,
	"education_date_range" text NOT NULL,
	"url" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"status" text DEFAULT '1' NOT NULL,
	"image_url" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_url_unique" UNIQUE("url"),
	CONSTRAINT "education_status_check" CHECK ("education"."status" in ('1', '0'))
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"date_range" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"image_url" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitions_url_unique" UNIQUE("url"),
	CONSTRAINT "exhibitions_status_check" CHECK ("exhibitions"."status" in ('1', '0'))
);
--> statement-breakpoint
CREATE TABLE "news_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_title" text NOT NULL,
	"news_description" text NOT NULL,
	"news_url" text NOT NULL,
	"external_url" text,
	"name" text NOT NULL,
	"is_approved" smallint DEFAULT 0 NOT NULL,
	"image_url" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_events_newsUrl_unique" UNIQUE("news_url"),
	CONSTRAINT "news_events_approved_check" CHECK ("news_events"."is_approved" in (0, 1, 2)),
	CONSTRAINT "news_events_external_check" CHECK ("news_events"."is_approved" <> 2 or "news_events"."external_url" is not null)
);
--> statement-breakpoint
CREATE TABLE "seo_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_name" text NOT NULL,
	"page_url" text NOT NULL,
	"page_meta_title" text NOT NULL,
	"page_meta_description" text NOT NULL,
	"page_meta_robot" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_pages_pageUrl_unique" UNIQUE("page_url")
);
--> statement-breakpoint
CREATE TABLE "shared_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_url" text NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"description" text,
	"artwork_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"filter" jsonb,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shared_links_shareUrl_unique" UNIQUE("share_url"),
	CONSTRAINT "shared_links_type_check" CHECK ("shared_links"."type" in ('curate', 'filter'))
);
--> statement-breakpoint
CREATE TABLE "snippets" (
	"name" text PRIMARY KEY NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"image1" text,
	"image2" text,
	"status" text DEFAULT '1' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snippets_status_check" CHECK ("snippets"."status" in ('1', '0'))
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'artist' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invites_role_check" CHECK ("invites"."role" in ('artist', 'merchant'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taste_profiles" ADD CONSTRAINT "taste_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taste_quiz_items" ADD CONSTRAINT "taste_quiz_items_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_slider_items" ADD CONSTRAINT "home_slider_items_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_access" ADD CONSTRAINT "early_access_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_access_artists" ADD CONSTRAINT "early_access_artists_early_access_id_early_access_id_fk" FOREIGN KEY ("early_access_id") REFERENCES "public"."early_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_access_artists" ADD CONSTRAINT "early_access_artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_access_artworks" ADD CONSTRAINT "early_access_artworks_early_access_id_early_access_id_fk" FOREIGN KEY ("early_access_id") REFERENCES "public"."early_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "early_access_artworks" ADD CONSTRAINT "early_access_artworks_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_early_access_id_early_access_id_fk" FOREIGN KEY ("early_access_id") REFERENCES "public"."early_access"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_events" ADD CONSTRAINT "hold_events_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_events" ADD CONSTRAINT "hold_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_early_access_id_early_access_id_fk" FOREIGN KEY ("early_access_id") REFERENCES "public"."early_access"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_events" ADD CONSTRAINT "click_events_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_events" ADD CONSTRAINT "click_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_events" ADD CONSTRAINT "news_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_links" ADD CONSTRAINT "shared_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "artworks_user_idx" ON "artworks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "artworks_listing_idx" ON "artworks" USING btree ("status","sold");--> statement-breakpoint
CREATE INDEX "artworks_created_idx" ON "artworks" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "artworks_price_idx" ON "artworks" USING btree ("price");--> statement-breakpoint
CREATE INDEX "artworks_colors_idx" ON "artworks" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "artworks_title_idx" ON "artworks" USING btree (lower("work_title"));--> statement-breakpoint
CREATE INDEX "ratings_user_created_idx" ON "ratings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_artwork_idx" ON "ratings" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "early_access_status_idx" ON "early_access" USING btree ("status");--> statement-breakpoint
CREATE INDEX "early_access_artworks_artwork_idx" ON "early_access_artworks" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "cart_items_artwork_idx" ON "cart_items" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "hold_events_item_idx" ON "hold_events" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_active_artwork_uq" ON "order_items" USING btree ("artwork_id") WHERE "order_items"."status" in ('held', 'sold');--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_hold_idx" ON "order_items" USING btree ("status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_artwork_idx" ON "questions" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "click_events_artwork_idx" ON "click_events" USING btree ("artwork_id","created_at");--> statement-breakpoint
CREATE INDEX "click_events_user_idx" ON "click_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blogs_status_idx" ON "blogs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "education_status_idx" ON "education" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "exhibitions_status_idx" ON "exhibitions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "news_events_approved_idx" ON "news_events" USING btree ("is_approved","created_at");--> statement-breakpoint
CREATE INDEX "invites_email_idx" ON "invites" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "invites_inviter_idx" ON "invites" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("sent_at");