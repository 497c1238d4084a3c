// The events module's public face (List An Event): what app.ts registers.
export { eventRoutes } from './routes.ts';
