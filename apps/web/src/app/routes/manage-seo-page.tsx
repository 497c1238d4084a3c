import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// Admin screens load on demand: visitors never download the table and form code.
const ManageSeoPage = lazy(() => import('../../features/seo/components/manage-seo-page.tsx').then((m) => ({ default: m.ManageSeoPage })));

/** /manage-seo-page (admin only, see route-table). */
export function ManageSeoPageRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageSeoPage />
    </Suspense>
  );
}
