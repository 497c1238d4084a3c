// The site module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { siteConfig, siteRoutes } from './routes.ts';
