/**
 * spec/02 §2: the public layout (top bar, no sidebar) is used when the path contains any of
 * these; every other path gets the admin layout with a sidebar.
 */
export const PUBLIC_LAYOUT_PATH_PARTS = [
  'checkout',
  'for-artists',
  'for-collectors',
  'terms',
  'privacy-policy',
  'our-partners',
  'exhibitions',
  'blogs',
  'education',
  'gallery',
  'all-artworks',
  'artworks',
  'artists',
  'purchase-sucess',
  'data-not-found',
  'taste-test-quiz',
  'artwork-for-sale',
  'news-events',
  'art-event-details',
  'early-work',
  'early-access',
  'about-us',
] as const;

export type LayoutKind = 'public' | 'admin';

/**
 * The layout for a path, as the spec decides it: by substring. The admin tools (/manage-…) keep
 * the admin layout even when their name holds a public part (/manage-early-access holds
 * 'early-access', /manage-education 'education'): the spec's substring test would take the admin
 * out of the sidebar there (docs/decisions/024-early-access-cart.md).
 */
export function layoutForPath(pathname: string): LayoutKind {
  if (pathname === '/' || pathname === '') return 'public';
  if (pathname.startsWith('/manage-')) return 'admin';
  return PUBLIC_LAYOUT_PATH_PARTS.some((part) => pathname.includes(part)) ? 'public' : 'admin';
}

/** A sign-up link: /signup/{email}, the address to prefill in one segment. */
export const SIGNUP_LINK = /^\/signup\/[^/]+$/;

/**
 * The account routes (/login, /register, /forgotPassword, /signup/{email}): they open their dialog
 * over the home page and move to / at once, so they are drawn as the home page, in its layout,
 * not the admin one the path rule would give them (decision record 052).
 */
export function opensOverHome(pathname: string): boolean {
  return pathname === '/login' || pathname === '/register' || pathname === '/forgotPassword' || SIGNUP_LINK.test(pathname);
}
