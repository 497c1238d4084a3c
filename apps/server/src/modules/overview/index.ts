// The overview module's public face: what app.ts may use; the rest of the folder is private.
export { overviewRoutes } from './routes.ts';
