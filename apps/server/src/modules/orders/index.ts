// The orders module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { orderRoutes } from './routes.ts';
// How an order line's work and its people are read, for reports that list works beside orders.
export { artists, artworkColumns, buyers, lineArtwork, orderedArtworkColumns } from './order-rows.ts';
