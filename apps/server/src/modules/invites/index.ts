// The invites module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { inviteLinkTries, inviteRoutes } from './routes.ts';
export { checkInvite } from './service.ts';
