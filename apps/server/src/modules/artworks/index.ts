// The artworks module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { artworkRoutes } from './routes.ts';
// A listed work by id, for page heads, read with the database the caller holds.
export { findArtwork, findArtworkDetail } from './repository.ts';
// An artist's listed works in the public artwork shape, and the answers kept per catalogue version, for the artists module.
export { listArtworks } from './repository.ts';
export { readCache } from './read-cache.ts';
// The public artwork shape and the columns it is read from, for other public lists (discovery).
export { artworkRowColumns, toArtwork, type ArtworkRow } from './repository.ts';
