/** A percent-encoded character, as the router decodes it. */
const ENCODED = /%([0-9a-f]{2})/gi;

/**
 * Whether a request's address names an /api/ route. The router decodes percent-encoded
 * characters, so '/%61pi/profile' is /api/profile: only the address as sent would miss it.
 */
export function isApiPath(url: string): boolean {
  if (url.startsWith('/api/')) return true;
  // '/api/' with every letter encoded, '/%61%70%69/', is 11 characters.
  const head = url.slice(0, 16);
  return head.includes('%') && head.replace(ENCODED, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))).startsWith('/api/');
}
