import { integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { artworks } from './artworks.ts';

/** Works shown in the home page marquee, in order (spec get-home-images-slider). */
export const homeSliderItems = pgTable('home_slider_items', {
  artworkId: integer()
    .primaryKey()
    .references(() => artworks.id, { onDelete: 'cascade' }),
  position: smallint().notNull().unique(),
});
