/**
 * The session flags of an artist upgrade (spec/02 §4), under the spec's keys: after a role
 * change the stored invite_artist_flag is removed and invite_artist_confirm is set to 1, which
 * the profile page reads to greet the new artist.
 */
export const INVITE_ARTIST_FLAG_KEY = 'invite_artist_flag';
export const INVITE_ARTIST_CONFIRM_KEY = 'invite_artist_confirm';

export function markInviteConfirmed(): void {
  try {
    window.sessionStorage.removeItem(INVITE_ARTIST_FLAG_KEY);
    window.sessionStorage.setItem(INVITE_ARTIST_CONFIRM_KEY, '1');
  } catch {
    // Storage can be unavailable (private mode quotas); the role change itself is done.
  }
}

/** Whether this visit follows a role change; the flag is cleared, so the greeting shows once. */
export function takeInviteConfirmed(): boolean {
  try {
    const confirmed = window.sessionStorage.getItem(INVITE_ARTIST_CONFIRM_KEY) === '1';
    window.sessionStorage.removeItem(INVITE_ARTIST_CONFIRM_KEY);
    return confirmed;
  } catch {
    return false;
  }
}
