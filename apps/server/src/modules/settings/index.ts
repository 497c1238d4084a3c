// The settings module's public face: its routes, the mail gate other modules' e-mails of a kind go
// through, and the unsubscribe link's check with its count of tries (the page drawn on the server reads it).
export { SETTINGS_TOKEN_TRIES, settingsRoutes } from './routes.ts';
export { settingsDeps, type SettingsDeps } from './deps.ts';
export { unsubscribeInfo, unsubscribeUrlIfWanted } from './service.ts';
