import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// The work form loads on demand; its rich-text editor loads later still, when the form shows.
const WorkFormPage = lazy(() => import('../../features/studio/components/work-form-page.tsx').then((m) => ({ default: m.WorkFormPage })));

/** /project/projectDetails/{id} (artists, merchants and the admin, see route-table); `new` adds a work. */
export function WorkDetailsRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <WorkFormPage />
    </Suspense>
  );
}
