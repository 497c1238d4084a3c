/**
 * Navigation state the site's welcome after sign-up gives Take The Taste Test: the person has
 * just been welcomed (with what the test is), so the quiz does not welcome them a second time.
 */
export const WELCOMED_STATE = { welcomed: true } as const;

/** Whether the page was reached from the site's welcome (location.state). */
export function cameWelcomed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { welcomed?: unknown }).welcomed === true;
}
