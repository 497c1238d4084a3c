import type { Role } from '@vernissage/core/schemas';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { paths, productSnippetPath } from '../config/paths.ts';
import { useSession } from '../lib/api/get-session.ts';
import { useSiteConfig } from '../lib/api/get-site-config.ts';
import { lazyWithAntd } from '../lib/with-antd.tsx';
import { ADMIN_ONLY } from './route-table.ts';
import { NotFoundRoute } from './routes/not-found.tsx';

// Loaded only when a visitor reaches a members' page, so no first page carries it.
const loadMembersOnly = () => import('../components/members-only.tsx');
const LazyMembersOnly = lazy(() => loadMembersOnly().then((m) => ({ default: m.MembersOnly })));
/** The members' page itself, once preloadMembersOnly has fetched it before the first draw. */
let loadedMembersOnly: typeof LazyMembersOnly | null = null;

/**
 * Fetches what a visitor sees on a members' page before the first draw: the server draws it
 * (decision record 056) and the app takes it over, both in one pass, which a lazy component would
 * leave as its loader. Call it only before the first draw: the component then stays the same.
 */
export async function preloadMembersOnly(): Promise<void> {
  loadedMembersOnly ??= (await loadMembersOnly()).MembersOnly as unknown as typeof LazyMembersOnly;
}
// The snippet page under a product name other than the default, for the admin only.
const ProductSnippetRoute = lazyWithAntd(() => import('./routes/snippets.tsx').then((m) => m.ProductSnippetRoute));

/**
 * A visitor on a members' page: told why it needs an account and offered log in, sign up and
 * the crowd's gallery, in the page's place (spec/02 §2 sent them to / without a word; decision
 * record 020).
 */
function VisitorOnMembersPage() {
  const MembersOnly = loadedMembersOnly ?? LazyMembersOnly;
  return (
    <Suspense fallback={<PageLoader />}>
      <MembersOnly />
    </Suspense>
  );
}

/** Account and admin routes: a visitor sees the members' page instead. The server checks again. */
export function RequireUser() {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return user ? <Outlet /> : <VisitorOnMembersPage />;
}

/**
 * A page for some roles only, inside RequireUser: anyone else signed in gets the 404 page, as
 * for a page that does not exist. The server checks the role of every call behind it.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!user) return <VisitorOnMembersPage />;
  return roles.includes(user.role) ? children : <NotFoundRoute />;
}

/** Routes only for visitors: a signed-in person visiting /reset-password goes to /. */
export function RequireVisitor() {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return user ? <Navigate to={paths.home} replace /> : <Outlet />;
}

/**
 * Every path no route matched. The product snippet page is named after the product
 * (/{product}-snippet), known only once the config has loaded, so it is recognised here.
 */
export function UnmatchedRoute() {
  const { pathname } = useLocation();
  const { product } = useSiteConfig();
  const { user, isPending } = useSession();
  const isProductSnippet = pathname.toLowerCase() === productSnippetPath(product);

  if (!isProductSnippet) return <NotFoundRoute />;
  if (isPending) return <PageLoader />;
  if (!user) return <VisitorOnMembersPage />;
  return (
    <RequireRole roles={ADMIN_ONLY}>
      <Suspense fallback={<PageLoader />}>
        <ProductSnippetRoute />
      </Suspense>
    </RequireRole>
  );
}
