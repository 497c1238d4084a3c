import { SNIPPET } from '@vernissage/core/constants';
import { artistPageSchema, artistsPageSchema, queueSchema, type DrawnPageAnswers } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import { items, sentItems, work as galleryWork } from '../features/taste/testing.ts';
import { artistWorks, artworkDetail } from './artwork-detail.ts';
import { siteConfig, slider, snippet, user } from './fixtures.ts';

/** The answers of the pages the server draws (entry-server.tsx), shared by its tests and the take-over's. */

// Long enough to be cut, with a Show more toggle to click before the app is there.
export const drawnWork = artworkDetail({ title: 'Blue Hour, No. 3', description: `<p>${'Layers of blue over a warm ground. '.repeat(20)}</p>` });
export const drawnWorkPage = artworkPath(drawnWork.title, drawnWork.id);
export const artworkAnswers: DrawnPageAnswers = { session: { user: null }, config: siteConfig, artwork: drawnWork, width: 1280 };

export const homeAnswers: DrawnPageAnswers = { session: { user: null }, config: siteConfig, homeSnippet: snippet(SNIPPET.home, '<h1>Art that knows you</h1>'), homeSlider: slider(48), width: 1280 };

/** A member's queue: the first work rated, two still to rate. */
const list = [{ work: galleryWork(11), rating: 1 as const }, ...items([12, 13])];
export const memberQueue = queueSchema.parse({ status: 1, counter: 0, basis: 'taste', rankedAt: '2026-01-01T00:00:00.000Z', total: list.length, items: list });
export const memberCart = { items: [], count: 2, subtotal: 0, deliveryFee: 0, total: 0 };
export const member = user({ tasteTestStatus: 1 });
export const galleryAnswers: DrawnPageAnswers = { session: { user: member }, config: siteConfig, queue: memberQueue, cart: memberCart, width: 412 };

/** The home page for a member: the same headline and marquee, with their session and cart. */
export const memberHomeAnswers: DrawnPageAnswers = { ...homeAnswers, session: { user: member }, cart: memberCart, width: 412 };

/** All Artworks' first page: three works, and more to come. */
export const browseAnswers: DrawnPageAnswers = {
  session: { user: null },
  config: siteConfig,
  browse: { total: 40, totalCapped: false, items: artistWorks(3).items, nextCursor: 'next-page' },
  width: 412,
};

/** The visitors' gallery in the crowd's order: three works. */
/** A member's All Artworks: the same first page, with their session and cart. */
export const memberBrowseAnswers: DrawnPageAnswers = { ...browseAnswers, session: { user: member }, cart: memberCart };

/** An artwork page for a member: their session and an empty cart. */
export const memberArtworkAnswers: DrawnPageAnswers = { ...artworkAnswers, session: { user: member }, cart: { items: [], count: 0, subtotal: 0, deliveryFee: 0, total: 0 } };

export const crowdAnswers: DrawnPageAnswers = { session: { user: null }, config: siteConfig, crowd: { items: sentItems(items([21, 22, 23])) }, width: 412 };

/** An artist's page: Claude Monet with three works. */
export const artistAnswers: DrawnPageAnswers = {
  session: { user: null },
  config: siteConfig,
  artist: artistPageSchema.parse({ id: 'user-7', publicId: 7, name: 'Claude Monet', logo: null, bio: '<p>Paints water at every hour.</p>', exhibitionHistory: null, educationHistory: null, works: artistWorks(3) }),
  width: 412,
};

/** The artists directory's first page: one maker with no works strip. */
export const artistsAnswers: DrawnPageAnswers = {
  session: { user: null },
  config: siteConfig,
  artists: artistsPageSchema.parse({ total: 1, items: [{ id: 'user-7', publicId: 7, name: 'Claude Monet', logo: null, worksCount: 3, works: [] }] }),
  width: 412,
};
