// The content module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { adminSeoRoutes, adminSnippetRoutes, contentRoutes } from './routes.ts';
export type { ContentDeps } from './deps.ts';
export { getSnippet, saveSnippet } from './service.ts';
// app.content: the snippets, SEO records and home slides every page reads, kept in memory.
export { contentCachePlugin } from './cache.ts';
// The sitemap leaves out what the pages' heads mark noindex.
export { nearestSeo, seoRobotsByPath } from './repository.ts';
