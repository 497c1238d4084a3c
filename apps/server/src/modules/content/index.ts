// The content module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { adminSeoRoutes, adminSnippetRoutes, contentRoutes } from './routes.ts';
export type { ContentDeps } from './deps.ts';
export { getSnippet, saveSnippet, seoForPath } from './service.ts';
// Page heads read the SEO record and the home slides with the database they hold.
export { findSeoForPath, listHomeSlides } from './repository.ts';
