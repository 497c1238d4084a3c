import { layoutForPath } from '@vernissage/core/layout';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MaintenanceAlert } from '../../features/maintenance/components/maintenance-alert.tsx';
import { useDocumentMeta } from '../../features/seo/hooks/use-document-meta.ts';
import { useSession } from '../../lib/api/get-session.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { AdminLayout } from './admin-layout.tsx';
import { PublicLayout } from './public-layout.tsx';

/** Picks the layout by path, as the spec does (a substring rule in core), for every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const config = useSiteConfig();
  const { user } = useSession();
  useDocumentMeta(pathname, config.product);

  const Layout = layoutForPath(pathname) === 'public' ? PublicLayout : AdminLayout;
  return (
    <>
      <Layout user={user} product={config.product}>
        <Outlet />
      </Layout>
      <MaintenanceAlert />
      <ScrollRestoration />
    </>
  );
}
