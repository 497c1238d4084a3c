// The consultations module's public face: what app.ts may use; the rest of the folder is private.
export { consultationRoutes } from './routes.ts';
