// The discovery module's public face: what app.ts registers; the rest of the folder is private.
export { discoveryRoutes } from './routes.ts';
// One page of All Artworks, for what a stored selection's page head previews (shared-links).
export { browseArtworks } from './repository.ts';
