import type { Role } from './schemas/system.ts';

/**
 * The name of every page of spec/02 §2, for the browser tab: the server's head and the web app's
 * document title both read it, so a page is named the same on the first load and after navigating.
 * An SEO record of the page (Manage SEO Page) comes first; this is what a page without one is
 * called. Patterns use ':name' for a segment that varies.
 */
const PAGE_TITLES: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/forgotPassword', 'Forgot Password'],
  ['/register', 'Sign Up'],
  ['/signup/:email', 'Sign Up'],
  ['/login', 'Log In'],
  ['/gallery', 'Your Gallery'],
  ['/view-gallery', 'Gallery'],
  ['/tastequiz', 'Taste Test'],
  ['/taste-quiz', 'Taste Test'],
  ['/taste-test-quiz', 'Taste Test'],
  ['/check-out', 'Your Cart'],
  ['/checkout', 'Checkout'],
  ['/for-artists', 'For Artists'],
  ['/for-collectors', 'For Collectors'],
  ['/about-us', 'About Us'],
  ['/artwork-for-sale/:artworkName', 'Artwork'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/our-partners', 'Our Partners'],
  ['/terms', 'Terms and Conditions'],
  ['/exhibitions', 'Exhibitions'],
  ['/exhibitions/:exhibitionName', 'Exhibition'],
  ['/blogs', 'Blogs'],
  ['/blogs/:url', 'Blog'],
  ['/education', 'Education'],
  ['/education/:url', 'Education'],
  ['/all-artworks', 'All Artworks'],
  ['/all-artworks/:filterValues', 'All Artworks'],
  ['/all-artworks/:shareUrl/:shareId', 'All Artworks'],
  ['/artworks/:searchValues', 'Artworks'],
  ['/artists', 'Artists'],
  ['/artists/:artistSlug', 'Artist'],
  ['/news-events', 'News and Events'],
  ['/news-events/:url', 'News and Events'],
  ['/art-event-details/:eventTitle', 'Event'],
  ['/purchase-sucess', 'Your Purchase'],
  ['/data-not-found', 'Not Found'],
  ['/early-access', 'Early Access'],
  ['/schedule-art-consultation', 'Schedule an Art Consultation'],
  ['/reset-password', 'Reset Password'],
  ['/change-role/:token', 'Become an Artist'],
  ['/settings', 'Settings'],
  ['/confirm-email', 'Confirm Your Email'],
  ['/unsubscribe', 'Unsubscribe'],
  ['/invite', 'Invite'],
  ['/my-works/grid', 'My Works'],
  ['/project', 'My Works'],
  ['/project/projectDetails/:id', 'Work Details'],
  ['/admin-taste-test', 'Taste Test'],
  ['/users', 'Users'],
  ['/art-works', 'Art Works'],
  ['/art-works-actions', 'Art Works'],
  ['/admin-art-works', 'Art Works'],
  ['/my-ratings', 'My Ratings'],
  ['/ai-recommendations', 'AI Recommendations'],
  ['/profile', 'Profile'],
  ['/admin-account', 'Admin Account'],
  ['/my-purchases', 'My Purchases'],
  ['/manage-exhibition', 'Exhibitions'],
  ['/manage-early-work', 'Early Work'],
  ['/manage-seo-page', 'Manage SEO Page'],
  ['/manage-merchants', 'Merchants'],
  ['/manage-news-events', 'News and Events'],
  ['/hold-orders', 'Hold Orders'],
  ['/new-gallery', 'New Gallery'],
  ['/cart', 'Cart'],
  ['/create-slots', 'Consultation Times'],
  ['/city-snippet', 'City Snippet'],
  ['/queue-snippet', 'Queue Snippet'],
  ['/artist-snippet', 'Artist Snippet'],
  ['/collector-snippet', 'Collector Snippet'],
  ['/checkOut-snippet', 'Checkout Snippet'],
  ['/manage-blogs', 'Blogs'],
  ['/manage-custom-url', 'Shared Links'],
  ['/manage-education', 'Education'],
  ['/manage-early-access', 'Manage Early Access'],
  ['/admin', 'Admin'],
  ['/orders', 'Orders'],
  ['/questions', 'Questions & Offers'],
];

/** Pages that show another page to some roles: the admin's /my-purchases is Artwork Sales. */
const ROLE_TITLES: Partial<Record<Role, Readonly<Record<string, string>>>> = {
  admin: { '/my-purchases': 'Artwork Sales' },
};

/** What a path matching no page of the product shows. */
export const NOT_FOUND_TITLE = 'Page Not Found';

const segments = (path: string) => path.split('/').filter(Boolean);

function matches(pattern: string, parts: readonly string[]): boolean {
  const want = segments(pattern);
  // React Router matches paths whatever their case: /Gallery is /gallery.
  return want.length === parts.length && want.every((part, i) => part.startsWith(':') || part.toLowerCase() === parts[i]!.toLowerCase());
}

/**
 * The members' pages whose code a visitor never runs: a visitor there is told why the page needs
 * an account instead (the web app's route guard), so neither the server's head nor the app fetches
 * the page's code for them (decision record 056). They are the web route table's members' routes
 * that are not light, and a web test holds the two equal; the admin's snippet page named after the
 * product (/vernissage-snippet) is one of them too.
 */
const MEMBERS_PAGES: readonly string[] = [
  '/settings',
  '/invite',
  '/my-works/grid',
  '/admin-taste-test',
  '/users',
  '/checkout',
  '/art-works',
  '/art-works-actions',
  '/my-ratings',
  '/ai-recommendations',
  '/profile',
  '/project/projectDetails/:id',
  '/tastequiz',
  '/taste-quiz',
  '/admin-account',
  '/my-purchases',
  '/manage-exhibition',
  '/manage-early-work',
  '/manage-seo-page',
  '/manage-merchants',
  '/manage-news-events',
  '/hold-orders',
  '/taste-test-quiz',
  '/new-gallery',
  '/cart',
  '/project',
  '/create-slots',
  '/admin-art-works',
  '/city-snippet',
  '/queue-snippet',
  '/artist-snippet',
  '/collector-snippet',
  '/checkOut-snippet',
  '/manage-blogs',
  '/manage-custom-url',
  '/manage-education',
  '/manage-early-access',
  '/admin',
  '/orders',
  '/questions',
];

/** Whether a path is a members' page a visitor is only told about (MEMBERS_PAGES; query and hash ignored). */
export function isMembersPage(pathname: string): boolean {
  const parts = segments(pathname.split(/[?#]/)[0] ?? '');
  if (parts.length === 1 && parts[0]!.toLowerCase().endsWith('-snippet')) return true;
  return MEMBERS_PAGES.some((pattern) => matches(pattern, parts));
}

/**
 * The page's own name for a path (query and hash ignored), as the person signed in with `role`
 * sees it: null for the home page, which is called by the product's name alone.
 */
export function pageTitle(pathname: string, role: Role | null = null): string | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const parts = segments(path);
  if (parts.length === 0) return null;
  const clean = `/${parts.join('/')}`;
  const byRole = role ? ROLE_TITLES[role]?.[clean.toLowerCase()] : undefined;
  if (byRole) return byRole;
  const found = PAGE_TITLES.find(([pattern]) => matches(pattern, parts));
  if (found) return found[1];
  // The admin's snippet page is named after the product (/vernissage-snippet).
  if (parts.length === 1 && parts[0]!.toLowerCase().endsWith('-snippet')) return 'Snippets';
  return NOT_FOUND_TITLE;
}

/** Whether a path is one of the product's pages; at any other the app shows its 404 page. */
export function isProductPage(pathname: string): boolean {
  return pageTitle(pathname) !== NOT_FOUND_TITLE;
}

/** The tab title: the page's name, then the product's ('My Ratings | Vernissage'). */
export function documentTitle(pathname: string, product: string, role: Role | null = null): string {
  const name = pageTitle(pathname, role);
  return name ? `${name} | ${product}` : product;
}

/** An SEO record's text with the product's name where it says {product}. */
export function fillProduct(text: string, product: string): string {
  return text.replaceAll('{product}', product);
}
