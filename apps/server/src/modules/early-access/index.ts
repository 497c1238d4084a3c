// The early-access module's public face: what app.ts registers.
export { adminEarlyAccessRoutes, earlyAccessRoutes } from './routes.ts';
export { earlyAccessStatusReader, passedEarlyAccess } from './pass-check.ts';
