import { layoutForPath } from '@vernissage/core/layout';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MaintenanceAlert } from '../../features/maintenance/components/maintenance-alert.tsx';
import { useDocumentMeta } from '../../features/seo/hooks/use-document-meta.ts';
import { useSession } from '../../lib/api/get-session.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { accountModalForPath, AuthModalProvider, useAuthModal } from '../../lib/sign-in-prompt.tsx';
import { useDialogTabWrap } from '../../lib/use-dialog-tab-wrap.ts';
import { useFocusAfterNavigation } from '../../lib/use-focus-after-navigation.ts';
import { lazyWithAntd } from '../../lib/with-antd.tsx';
import { PublicLayout } from './public-layout.tsx';

// The account dialogs load when one first opens; they bring Ant Design only for the sign-up form.
const AccountModals = lazy(() => import('../../features/accounts/components/account-modals.tsx').then((m) => ({ default: m.AccountModals })));
// The admin layout (side menu) is for account and admin pages: a visitor's first page does not need it.
const AdminLayout = lazyWithAntd(() => import('./admin-layout.tsx').then((m) => m.AdminLayout));

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

  // The top bar and the guards depend on who is signed in; the server's head has already asked
  // (/api/session), so waiting for the answer costs little and spares the page a jump when the
  // login button turns into the account menu.
  if (isPending) return null;

  // The account routes open their dialog over the home page and move to / at once
  // (components/open-auth-modal.tsx): they are drawn in the home page's layout, not the admin one
  // the spec's path rule would fetch for that moment.
  const Layout = layoutForPath(pathname) === 'public' || accountModalForPath(pathname) !== null ? PublicLayout : AdminLayout;
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
