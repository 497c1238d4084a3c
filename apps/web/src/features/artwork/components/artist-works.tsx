import type { ArtistProfile } from '@vernissage/core/schemas';
import { artistPath } from '@vernissage/core/text';
import { Link } from 'react-router';
import { WorkGrid } from '../../../components/work-grid.tsx';
import { useArtistWorks } from '../api/get-artist-works.ts';

/** Other works by the same artist, each linking to its own page, and the way to all of them on the artist's page. */
export function ArtistWorks({ artworkId, artist }: { artworkId: number; artist: Pick<ArtistProfile, 'name' | 'publicId'> }) {
  const works = useArtistWorks(artworkId);
  return (
    <section className="artwork-section artist-works" aria-labelledby="artist-works-title">
      <h2 id="artist-works-title" className="artwork-section__title">
        More by {artist.name}
      </h2>
      {works.isPending ? <p className="muted">Loading…</p> : null}
      {works.isError ? <p className="muted">The other works could not be loaded.</p> : null}
      {works.data && works.data.items.length === 0 ? <p className="muted">This is the only work {artist.name} has listed for now.</p> : null}
      {works.data && works.data.items.length > 0 ? <WorkGrid works={works.data.items} /> : null}
      <p className="artist-works__all">
        <Link className="text-link" to={artistPath(artist.name, artist.publicId)}>
          See {artist.name}’s page
        </Link>
      </p>
    </section>
  );
}
