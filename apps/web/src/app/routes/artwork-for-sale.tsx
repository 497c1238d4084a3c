import { artworkPath, idFromSlug, stripTags } from '@vernissage/core/text';
import { Navigate, useLocation, useParams } from 'react-router';
import { CartToggle } from '../../features/cart/components/cart-toggle.tsx';
import { paths } from '../../config/paths.ts';
import { useArtwork } from '../../features/artwork/api/get-artwork.ts';
import { ArtworkDetail } from '../../features/artwork/components/artwork-detail.tsx';
import { isNotFound } from '../../lib/api-client.ts';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { usePageHead } from '../../lib/use-page-head.ts';

/**
 * /artwork-for-sale/{title letters}-{id}: the shareable artwork page. The id is the last
 * segment; a link with another title is replaced by the right one, an unknown work goes to
 * /data-not-found.
 */
export function ArtworkForSaleRoute() {
  const { artworkName = '' } = useParams();
  const id = idFromSlug(artworkName);
  if (id === null) return <Navigate to={paths.dataNotFound} replace />;
  return <ArtworkPage key={id} id={id} />;
}

function ArtworkPage({ id }: { id: number }) {
  const { pathname, search, hash } = useLocation();
  const artwork = useArtwork(id);
  const { product } = useSiteConfig();
  const work = artwork.data;

  usePageHead(work ? { title: `${work.title} by ${work.artist.name} | ${product}`, description: stripTags(work.description) || `${work.title} by ${work.artist.name}` } : null);

  if (isNotFound(artwork.error)) return <Navigate to={paths.dataNotFound} replace />;
  if (work) {
    const right = artworkPath(work.title, work.id);
    if (decodeURIComponent(pathname) !== right) return <Navigate to={`${right}${search}${hash}`} replace />;
  }
  return <ArtworkDetail artworkId={id} cartAction={work ? <CartToggle artworkId={work.id} sold={work.sold} block /> : undefined} />;
}
