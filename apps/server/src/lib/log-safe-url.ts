/** The change-role token in a path, and the reset and other tokens in a query. */
const TOKEN_IN_PATH = /(\/change-role\/)[^/?#]+/i;
const TOKEN_IN_QUERY = /([?&](?:token|oobCode|otp)=)[^&#]*/gi;
/** Either of them, tested once: most URLs carry neither and are logged as they are. */
const HOLDS_TOKEN = new RegExp(`${TOKEN_IN_PATH.source}|${TOKEN_IN_QUERY.source}`, 'i');

/**
 * A request URL fit for the logs: the secrets that links carry (the change-role token in the
 * path, reset and other tokens in the query) are replaced, so a log reader cannot use them.
 */
export function logSafeUrl(url: string): string {
  if (!HOLDS_TOKEN.test(url)) return url;
  return url.replace(TOKEN_IN_PATH, '$1[redacted]').replace(TOKEN_IN_QUERY, '$1[redacted]');
}
