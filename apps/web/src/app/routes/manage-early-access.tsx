import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../config/paths.ts';

// Admin screens load on demand: visitors never download the table code.
const ManageEarlyAccessPage = lazy(() => import('../../features/early-access/components/manage-early-access-page.tsx').then((m) => ({ default: m.ManageEarlyAccessPage })));

/** /manage-early-access (admin only, see route-table): Manage Early Access. */
export function ManageEarlyAccessRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageEarlyAccessPage />
    </Suspense>
  );
}

/** /manage-early-work (spec/02 §2, the admin's other name for it): Manage Early Access. */
export function ManageEarlyWorkRoute() {
  return <Navigate to={paths.manageEarlyAccess} replace />;
}
