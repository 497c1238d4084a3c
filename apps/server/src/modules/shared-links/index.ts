// The shared-links module's public face: what app.ts registers, and what page heads and the sitemap read.
export { adminSharedLinkRoutes, sharedLinkRoutes } from './routes.ts';
export { curatedSetsForSitemap, findCuratedSet, selectionPreview } from './service.ts';
