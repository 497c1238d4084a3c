import type { Role } from '@vernissage/core/schemas';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { paths, productSnippetPath } from '../config/paths.ts';
import { useSession } from '../lib/api/get-session.ts';
import { useSiteConfig } from '../lib/api/get-site-config.ts';
import { NotFoundRoute } from './routes/not-found.tsx';

/** Account and admin routes: a visitor is sent to / (spec/02 §2). The server checks again. */
export function RequireUser() {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return user ? <Outlet /> : <Navigate to={paths.home} replace />;
}

/**
 * A page for some roles only, inside RequireUser: anyone else signed in gets the 404 page, as
 * for a page that does not exist. The server checks the role of every call behind it.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.home} replace />;
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
  // The snippet editor is not built yet: a signed-in person sees the 404 page for now.
  return user ? <NotFoundRoute /> : <Navigate to={paths.home} replace />;
}
