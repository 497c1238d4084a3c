// The early-access module's public face: what app.ts registers.
export { adminEarlyAccessRoutes, earlyAccessRoutes } from './routes.ts';
export { passedEarlyAccess } from './pass-check.ts';
