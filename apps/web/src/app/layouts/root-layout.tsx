import { layoutForPath, opensOverHome } from '@vernissage/core/layout';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MaintenanceAlert } from '../../features/maintenance/components/maintenance-alert.tsx';
import { useDocumentMeta } from '../../features/seo/hooks/use-document-meta.ts';
import { useSession } from '../../lib/api/get-session.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { AuthModalProvider, useAuthModal } from '../../lib/sign-in-prompt.tsx';
import { useDialogTabWrap } from '../../lib/use-dialog-tab-wrap.ts';
import { useFocusAfterNavigation } from '../../lib/use-focus-after-navigation.ts';
import { declareWebFonts } from '../web-fonts.ts';
import { PublicLayout } from './public-layout.tsx';

// The account dialogs load when one first opens; they bring Ant Design only for the sign-up form.
const AccountModals = lazy(() => import('../../features/accounts/components/account-modals.tsx').then((m) => ({ default: m.AccountModals })));
// The admin layout (side menu) is for account and admin pages: a visitor's first page does not need it.
const loadAdminLayout = () => import('./admin-layout.tsx');
const LazyAdminLayout = lazy(() => loadAdminLayout().then((m) => ({ default: m.AdminLayout })));
/** The admin layout itself, once preloadAdminLayout has fetched it before the first draw. */
let loadedAdminLayout: typeof LazyAdminLayout | null = null;

/**
 * Fetches the admin layout before the app first draws a page in it: the server draws such a page
 * (decision record 052) and the app takes it over, both in one pass, which a lazy layout would
 * leave empty. Call it only before the first draw: the layout's component then stays the same.
 */
export async function preloadAdminLayout(): Promise<void> {
  loadedAdminLayout ??= (await loadAdminLayout()).AdminLayout as unknown as typeof LazyAdminLayout;
}

/**
 * Whether a path is drawn in the admin layout: the spec's path rule, except the account routes,
 * which open their dialog over the home page and move to / at once (components/open-auth-modal.tsx).
 */
export function inAdminLayout(pathname: string): boolean {
  return layoutForPath(pathname) === 'admin' && !opensOverHome(pathname);
}

function AccountModalsHost() {
  const control = useAuthModal();
  if (!control?.modal) return null;
  return (
    <Suspense fallback={null}>
      <AccountModals />
    </Suspense>
  );
}

/** Picks the layout by path, as the spec does (a substring rule in core), for every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const { user, isPending } = useSession();
  useDocumentMeta(pathname, config.product, user?.role ?? null);
  useDialogTabWrap();
  useFocusAfterNavigation(pathname);
  // A first visit's web fonts are declared as the person goes to another page (app/web-fonts.ts).
  const [arrival] = useState(pathname);
  useEffect(() => {
    if (pathname !== arrival) declareWebFonts();
  }, [pathname, arrival]);

  // The top bar and the guards depend on who is signed in; the server's head has already asked
  // (/api/session), so waiting for the answer costs little and spares the page a jump when the
  // login button turns into the account menu.
  if (isPending) return null;

  const Layout = inAdminLayout(pathname) ? (loadedAdminLayout ?? LazyAdminLayout) : PublicLayout;
  return (
    <AuthModalProvider>
      <Suspense fallback={null}>
        <Layout user={user} product={config.product}>
          <Outlet />
        </Layout>
      </Suspense>
      <AccountModalsHost />
      <MaintenanceAlert />
      <ScrollRestoration />
    </AuthModalProvider>
  );
}
