// The studio module's public face: what app.ts registers; the rest of the folder is private.
export { studioRoutes } from './routes.ts';
export { adminStudioRoutes } from './admin-routes.ts';
