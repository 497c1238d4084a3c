import { artistPath, artistSummary, idFromSlug } from '@vernissage/core/text';
import { Navigate, useLocation, useParams } from 'react-router';
import { useArtist } from '../../features/artists/api/get-artist.ts';
import { ArtistNotFound, ArtistProfile } from '../../features/artists/components/artist-profile.tsx';
import { ArtistsDirectory } from '../../features/artists/components/artists-directory.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';
import { usePageHead } from '../../lib/use-page-head.ts';

/** /artists: the directory of artists and merchants with listed works. */
export function ArtistsRoute() {
  return <ArtistsDirectory />;
}

/**
 * /artists/{name letters}-{publicId}: an artist's or merchant's page. The id is the last
 * segment; a link with another name is replaced by the right one; none shows 'User Not Found'.
 */
export function ArtistRoute() {
  const { artistSlug = '' } = useParams();
  const id = idFromSlug(artistSlug);
  if (id === null) return <ArtistNotFound />;
  return <ArtistPageRoute key={id} id={id} />;
}

function ArtistPageRoute({ id }: { id: number }) {
  const { pathname, search, hash } = useLocation();
  const artist = useArtist(id).data;
  const { product } = useSiteConfig();

  usePageHead(artist ? { title: `${artist.name} | ${product}`, description: artistSummary(artist.name, artist.bio, product) } : null);

  if (artist) {
    const right = artistPath(artist.name, artist.publicId);
    if (decodeURIComponent(pathname) !== right) return <Navigate to={`${right}${search}${hash}`} replace />;
  }
  return <ArtistProfile publicId={id} />;
}
