/** Whether a URL may carry a link's secret: most do not, and are logged as they are. */
const MAY_HOLD_SECRET = /\/change-role\/|[?&](?:token|oobCode|otp)=/i;

/**
 * A request URL fit for the logs: the secrets that links carry (the change-role token in the
 * path, reset and other tokens in the query) are replaced, so a log reader cannot use them.
 */
export function logSafeUrl(url: string): string {
  if (!MAY_HOLD_SECRET.test(url)) return url;
  return url.replace(/(\/change-role\/)[^/?#]+/i, '$1[redacted]').replace(/([?&](?:token|oobCode|otp)=)[^&#]*/gi, '$1[redacted]');
}
