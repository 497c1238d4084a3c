import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

const ManageNewsEventsPage = lazy(() => import('../../features/events/components/manage-news-events-page.tsx').then((m) => ({ default: m.ManageNewsEventsPage })));

/** /manage-news-events (every signed-in person: List An Event; the admin also reviews, see route-table). */
export function ManageNewsEventsRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ManageNewsEventsPage />
    </Suspense>
  );
}
