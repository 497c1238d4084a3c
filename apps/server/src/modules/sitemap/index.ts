// The sitemap module's public face: what app.ts may use.
export { sitemapRoutes } from './routes.ts';
