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

/** The layout for a path, exactly as the spec decides it: by substring. */
export function layoutForPath(pathname: string): LayoutKind {
  if (pathname === '/' || pathname === '') return 'public';
  return PUBLIC_LAYOUT_PATH_PARTS.some((part) => pathname.includes(part)) ? 'public' : 'admin';
}
