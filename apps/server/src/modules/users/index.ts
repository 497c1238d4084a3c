// The users module's public face: what app.ts and other modules may use; the rest of the folder is private.
export { userRoutes } from './routes.ts';
// The one column set of an account's own details (core accountDetailsShape), which the profile reads too.
export { accountDetailsColumns } from './repository.ts';
// The account's profile picture, which deleting the account (here or in settings) removes from storage.
export { profileImageOf } from './repository.ts';
