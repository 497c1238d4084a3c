import { SHARED_LINK_FAILED } from '@vernissage/core/messages';
import { stripTags } from '@vernissage/core/text';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { useCuratedSet } from '../../features/shared-links/api/get-curated-set.ts';
import { useSelection } from '../../features/shared-links/api/get-selection.ts';
import { CuratedSetPage } from '../../features/shared-links/components/curated-set-page.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { useNotice } from '../../lib/notice.tsx';
import { usePageHead } from '../../lib/use-page-head.ts';

// A work's detail loads when one is first opened: the set's grid does not wait for it.
const ArtworkDetail = lazy(() => import('../../features/artwork/components/artwork-detail.tsx').then((m) => ({ default: m.ArtworkDetail })));

/**
 * A shared link that names nothing (or failed): the spec's alert, then /data-not-found. The app's
 * notice, not Ant Design's message: this page's Ant Design scope (and a message in it) goes with
 * the page as /data-not-found replaces it.
 */
function LinkFailed() {
  const notice = useNotice();
  useEffect(() => {
    notice.error(SHARED_LINK_FAILED);
  }, [notice]);
  return <Navigate to={paths.dataNotFound} replace />;
}

/**
 * /artworks/{SearchValues}: a curated set. A work opens in a modal with the cart left out (no
 * cart action is given to the detail).
 */
export function CuratedSetRoute() {
  const { searchValues = '' } = useParams();
  const set = useCuratedSet(searchValues);
  const { product } = useSiteConfig();
  const data = set.data;
  usePageHead(data ? { title: `${data.title} | ${product}`, description: stripTags(data.description) || data.title } : null);
  if (set.isError) return <LinkFailed />;
  if (!data) return <PageLoader label="Loading the set" />;
  return <CuratedSetPage set={data} renderDetail={(id) => (
        <Suspense fallback={<PageLoader label="Loading the artwork" />}>
          <ArtworkDetail artworkId={id} />
        </Suspense>
      )} />;
}

/**
 * /all-artworks/{share_url}/{share_id}: a stored selection. It opens All Artworks at the
 * selection's own address, so what follows (filters, back, reload) is All Artworks as ever.
 */
export function SharedSelectionRoute() {
  const { shareUrl = '', shareId = '' } = useParams();
  const selection = useSelection(shareUrl, shareId);
  if (selection.isError) return <LinkFailed />;
  if (!selection.data) return <PageLoader label="Opening the selection" />;
  const { segment } = selection.data;
  return <Navigate to={segment ? `${paths.allArtworks}/${segment}` : paths.allArtworks} replace />;
}
