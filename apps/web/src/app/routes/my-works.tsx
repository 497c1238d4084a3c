import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

// The studio loads on demand: collectors never download it.
const MyWorksPage = lazy(() => import('../../features/studio/components/my-works-page.tsx').then((m) => ({ default: m.MyWorksPage })));

/** /my-works/grid and /project (artists and merchants, see route-table). */
export function MyWorksRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <MyWorksPage />
    </Suspense>
  );
}
