import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// Admin screens load on demand: visitors never download the table and editor code.
const ManageExhibitionsPage = lazy(() => import('../../features/articles/components/manage-exhibitions-page.tsx').then((m) => ({ default: m.ManageExhibitionsPage })));

/** /manage-exhibition (admin only, see route-table). */
export function ManageExhibitionRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageExhibitionsPage />
    </Suspense>
  );
}
