// The artists module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { artistRoutes } from './routes.ts';
// What a shared link to an artist's page previews, for page heads; the pages drawn on the server.
export { artistPage, artistPreview, artistsDirectory } from './service.ts';
