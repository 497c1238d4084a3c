import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// Admin screens load on demand: visitors never download the table and editor code.
const ManageArticlesPage = lazy(() => import('../../features/articles/components/manage-articles-page.tsx').then((m) => ({ default: m.ManageArticlesPage })));

/** /manage-exhibition (admin only, see route-table). */
export function ManageExhibitionRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageArticlesPage kind="exhibitions" />
    </Suspense>
  );
}

/** /manage-blogs (admin only). */
export function ManageBlogsRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageArticlesPage kind="blogs" />
    </Suspense>
  );
}

/** /manage-education (admin only). */
export function ManageEducationRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageArticlesPage kind="education" />
    </Suspense>
  );
}
