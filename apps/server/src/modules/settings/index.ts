// The settings module's public face: its routes, and the mail gate other modules' e-mails of a kind go through.
export { settingsRoutes } from './routes.ts';
export { settingsDeps, type SettingsDeps } from './deps.ts';
export { unsubscribeUrlIfWanted } from './service.ts';
