import { NewWorkAlertsOptIn } from '../../features/settings/components/new-work-alerts-opt-in.tsx';
import { AdminTasteTestPage } from '../../features/taste/components/admin/admin-taste-test-page.tsx';
import { MyRatingsPage } from '../../features/taste/components/ratings/my-ratings-page.tsx';
import { RecommendationsPage } from '../../features/taste/components/recommendations/recommendations-page.tsx';
import { useSession } from '../../lib/api/get-session.ts';

/** /my-ratings: every work the signed-in person rated; a collector may opt in to new-work alerts there. */
export function MyRatingsRoute() {
  const { user } = useSession();
  return <MyRatingsPage alerts={user?.role === 'collector' ? <NewWorkAlertsOptIn /> : null} />;
}

/** /ai-recommendations: the taste at a glance and the works it points to. */
export function RecommendationsRoute() {
  return <RecommendationsPage />;
}

/** /admin-taste-test: admins only (route-table gates the role; the server checks it). */
export function AdminTasteTestRoute() {
  return <AdminTasteTestPage />;
}
