// The pages module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { pageRoutes } from './routes.ts';
export { BOOT_SCRIPT_HASH } from './drawn-page.ts';
