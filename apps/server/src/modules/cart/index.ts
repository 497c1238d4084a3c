// The cart module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { cartRoutes } from './routes.ts';
export { getCart } from './service.ts';
