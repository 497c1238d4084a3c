import { flagFormat, removeStored, storedValue } from './browser-storage.ts';

/**
 * The session flags of an artist upgrade (spec/02 §4), under the spec's keys: after a role
 * change the stored invite_artist_flag is removed and invite_artist_confirm is set to 1, which
 * the profile page reads to greet the new artist.
 */
export const INVITE_ARTIST_FLAG_KEY = 'invite_artist_flag';
export const INVITE_ARTIST_CONFIRM_KEY = 'invite_artist_confirm';

const inviteConfirmed = storedValue('session', INVITE_ARTIST_CONFIRM_KEY, flagFormat, false);

export function markInviteConfirmed(): void {
  removeStored('session', INVITE_ARTIST_FLAG_KEY);
  inviteConfirmed.write(true);
}

/** Whether this visit follows a role change (lib/use-flag-once.ts clears it once the greeting is drawn). */
export function readInviteConfirmed(): boolean {
  return inviteConfirmed.read();
}

export function clearInviteConfirmed(): void {
  inviteConfirmed.remove();
}
