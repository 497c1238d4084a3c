// The articles module's public face: what app.ts registers, and what page heads and the sitemap read.
export { articleRoutes, dropsPublicArticles } from './routes.ts';
export { adminArticleRoutes } from './admin-routes.ts';
export { articlesPage, publishedArticle, publishedEvent } from './service.ts';
export { publishedForSitemap } from './repository.ts';
