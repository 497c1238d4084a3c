import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// Admin screens load on demand: visitors never download the table and editor code.
const MerchantsPage = lazy(() => import('../../features/admin-users/components/merchants-page.tsx').then((m) => ({ default: m.MerchantsPage })));

/** /manage-merchants (admin only, see route-table). */
export function ManageMerchantsRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <MerchantsPage />
    </Suspense>
  );
}
