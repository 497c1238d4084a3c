import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// Admin screens load on demand: visitors never download the table code.
const UsersPage = lazy(() => import('../../features/admin-users/components/users-page.tsx').then((m) => ({ default: m.UsersPage })));

/** /users (admin only, see route-table). */
export function UsersRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <UsersPage />
    </Suspense>
  );
}
