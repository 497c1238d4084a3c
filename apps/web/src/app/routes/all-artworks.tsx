import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';

const AllArtworksPage = lazy(() => import('../../features/discovery/components/all-artworks-page.tsx').then((m) => ({ default: m.AllArtworksPage })));

/** /all-artworks and /all-artworks/{filterValues}. */
export function AllArtworksRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <AllArtworksPage />
    </Suspense>
  );
}
