// The discovery module's public face: what app.ts registers; the rest of the folder is private.
export { discoveryRoutes } from './routes.ts';
// One page of All Artworks, for what a stored selection's page head previews (shared-links), and
// as a person sees it, for the pages drawn on the server.
export { browseArtworks } from './repository.ts';
export { browseAs } from './service.ts';
