// The discovery module's public face: what app.ts registers; the rest of the folder is private.
export { discoveryRoutes } from './routes.ts';
