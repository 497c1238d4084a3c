// The mail module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { mailboxRoutes } from './routes.ts';
