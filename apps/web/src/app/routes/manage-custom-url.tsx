import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// Admin screens load on demand: visitors never download the table code.
const ManageSharedLinksPage = lazy(() => import('../../features/shared-links/components/manage-shared-links-page.tsx').then((m) => ({ default: m.ManageSharedLinksPage })));

/** /manage-custom-url (admin only, see route-table): Manage Shared Links. */
export function ManageCustomUrlRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageSharedLinksPage />
    </Suspense>
  );
}
