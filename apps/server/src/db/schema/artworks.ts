import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { FORMAL_AXIS_COUNT, type StoredImage } from '@vernissage/core/schemas';
import { users } from './users.ts';

/** The formal axes' ids, 1 … FORMAL_AXIS_COUNT (the keys of `formal`). */
const FORMAL_AXIS_IDS = Array.from({ length: FORMAL_AXIS_COUNT }, (_, index) => index + 1);

/**
 * A work's position on one formal axis, null where it has none: the expression the browse filter
 * and its index share (the axis is written as a literal so the two match).
 */
export function formalPosition(formal: AnyPgColumn, axis: number): SQL<number | null> {
  if (!FORMAL_AXIS_IDS.includes(axis)) throw new Error(`no formal axis ${axis}`);
  return sql<number | null>`((${formal} ->> ${sql.raw(`'${axis}'`)})::float8)`;
}

/** A PostgreSQL tsvector: written by the database (a trigger), never by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type ArtworkStatus = '1' | '0' | 'draft';

/**
 * A listed physical work (spec/01 §3 Artwork). The spec's duplicated lists (categories/content,
 * colors/color_taste, materials/materials1/materials2) are one typed column each here.
 */
export const artworks = pgTable(
  'artworks',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workTitle: text().notNull(),
    /** HTML, sanitised. */
    workDescription: text().notNull().default(''),
    workStartDate: date(),
    workEndDate: date(),
    yearCreated: smallint(),
    /** Inches; 0 on a draft whose size is not set yet (so is the price). */
    width: numeric({ precision: 7, scale: 2, mode: 'number' }).notNull(),
    height: numeric({ precision: 7, scale: 2, mode: 'number' }).notNull(),
    price: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** What a buyer pays: the price less its discount, to the cent (core's discountedPrice); for price filters and sorts. */
    buyerPrice: numeric({ precision: 12, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`round(price - price * coalesce(discount_percent, 0) / 100.0, 2)`,
    ),
    /** Percent off the price, 0–100; discounted_price is derived from it. */
    discountPercent: smallint(),
    /** Colour ids 1–18. */
    colors: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    /** Subject ids 1–80 (the spec's categories and content). */
    subjects: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    /** Medium codes 1–27 (materials1). */
    mediums: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    /** Surface codes 14–33 (materials2). */
    surfaces: smallint().array().notNull().default(sql`'{}'::smallint[]`),
    /** Formal category id → position in [0, 1] (formal_categories_json_data); unset axes are absent. */
    formal: jsonb().$type<Record<string, number>>().notNull().default({}),
    imageUrls: jsonb().$type<StoredImage[]>().notNull().default([]),
    videoUrl: text(),
    partOfSeries: boolean().notNull().default(false),
    seriesName: text(),
    uniqueCopy: boolean().notNull().default(true),
    editionSize: integer(),
    isFramed: boolean().notNull().default(false),
    /** '1' listed, '0' hidden, 'draft' seen only by its seller and the admin. */
    status: text().$type<ArtworkStatus>().notNull().default('1'),
    /** 0 available, 1 sold, 2 on hold by a collector. */
    sold: smallint().$type<0 | 1 | 2>().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When the work was first listed (set once, as it first becomes '1'; null while it never was):
     * what new-work alerts look for (decision record 063). A draft's createdAt is not that time.
     */
    listedAt: timestamp({ withTimezone: true }),
    /**
     * Browse search (docs/decisions/018): title, the artist's name and the description, kept by
     * triggers (migration 0002) since the name lives in users. Never written by the app.
     */
    search: tsvector(),
  },
  (t) => [
    check('artworks_sold_check', sql`${t.sold} in (0, 1, 2)`),
    check('artworks_status_check', sql`${t.status} in ('1', '0', 'draft')`),
    check('artworks_discount_check', sql`${t.discountPercent} between 0 and 100`),
    check('artworks_price_check', sql`${t.price} >= 0`),
    // Only a draft may lack its size or price: a work that was ever listed has them.
    check('artworks_size_check', sql`(${t.width} > 0 and ${t.height} > 0 and ${t.price} > 0) or (${t.status} = 'draft' and ${t.width} >= 0 and ${t.height} >= 0)`),
    check('artworks_edition_check', sql`${t.editionSize} is null or ${t.editionSize} > 0`),
    index('artworks_user_idx').on(t.userId),
    index('artworks_listing_idx').on(t.status, t.sold),
    index('artworks_created_idx').on(t.createdAt.desc(), t.id),
    index('artworks_price_idx').on(t.price),
    index('artworks_listed_at_idx').on(t.listedAt).where(sql`${t.listedAt} is not null`),
    index('artworks_colors_idx').using('gin', t.colors),
    index('artworks_title_idx').on(sql`lower(${t.workTitle})`),
    // Browse (docs/decisions/018): full-text search and the attribute lists.
    index('artworks_search_idx').using('gin', t.search),
    // The words and the attribute lists of the works for sale, which is what All Artworks shows
    // unless asked for sold ones too, in one index (migration 0012): a search or a list filter
    // then reads no listing index to leave out the sold and the unlisted, and words with colours,
    // or subjects with mediums, are matched together inside it rather than as two bitmaps ANDed
    // (decision record 018).
    index('artworks_listed_lists_idx')
      .using('gin', t.search, t.colors, t.subjects, t.mediums, t.surfaces)
      .where(sql`${t.status} = '1' and ${t.sold} = 0`),
    index('artworks_subjects_idx').using('gin', t.subjects),
    index('artworks_mediums_idx').using('gin', t.mediums),
    index('artworks_surfaces_idx').using('gin', t.surfaces),
    // Newest and price, in their keys' order (read backwards for the descending ones), for works
    // for sale and sold ones alike: sold trails the keys, so 'for sale only' is checked in the
    // index. Popular has its own table (artwork-popularity.ts).
    index('artworks_browse_newest_idx').on(t.status, t.createdAt, t.id, t.sold),
    index('artworks_browse_price_idx').on(t.status, t.buyerPrice, t.id, t.sold),
    // Width and height ranges and the orientation, counted from the index alone.
    index('artworks_browse_size_idx').on(t.status, t.width, t.height, t.sold),
    // One per formal axis: a range on a position (formal ->> 'n')::float8, after the listing's
    // keys so that works for sale are a range of the index, not a second bitmap (migration 0012).
    ...FORMAL_AXIS_IDS.map((axis) => index(`artworks_formal_${axis}_idx`).on(t.status, t.sold, formalPosition(t.formal, axis))),
  ],
);
