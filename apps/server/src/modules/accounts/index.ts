// The accounts module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { accountRoutes } from './routes.ts';
export { PASSWORD_CHECKS, RESET_TOKEN_TRIES } from './limits.ts';
export { authMails } from './mails.ts';
export type { AccountDeps } from './deps.ts';
export { emailInUse, resetTokenValid, type WithCookies } from './service.ts';
// Ended by the settings (a new e-mail address) and the admin (a merchant's new password) too.
export { revokeResetLinks } from './repository.ts';
