import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// Admin screens load on demand: visitors never download the table code.
const AdminWorksPage = lazy(() => import('../../features/studio/components/admin-works-page.tsx').then((m) => ({ default: m.AdminWorksPage })));

/** /admin-art-works, /art-works and /art-works-actions (admin only, see route-table). */
export function ArtWorksRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AdminWorksPage />
    </Suspense>
  );
}
