import type { ArtistCard as ArtistCardData, ArtistStripWork } from '@vernissage/core/schemas';
import { artistPath, widthSrcset } from '@vernissage/core/text';
import { Link } from 'react-router';
import { ArtistLogo } from '../../../components/artist-logo.tsx';

/** Height of the strip's pictures, in CSS pixels; each keeps its own proportions. */
const STRIP_HEIGHT = 88;

export const worksCount = (count: number) => `${count} ${count === 1 ? 'work' : 'works'}`;

/** One artist in the directory: the whole card leads to their page. */
export function ArtistCard({ artist }: { artist: ArtistCardData }) {
  return (
    <li className="artist-card">
      <Link className="artist-card__link" to={artistPath(artist.name, artist.publicId)}>
        <span className="artist-card__head">
          <ArtistLogo artist={artist} size={56} />
          <span className="artist-card__who">
            <h2 className="artist-card__name">{artist.name}</h2>
            <span className="artist-card__count">{worksCount(artist.worksCount)}</span>
          </span>
        </span>
        {artist.works.length ? (
          <span className="artist-card__strip">
            {artist.works.map((work) => (
              <StripPicture key={work.id} work={work} />
            ))}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

/**
 * A work of the strip at the strip's height and its own width: the thumb where it is sharp enough,
 * then the small size (a phone's dense screen: 88 CSS pixels at 1.75 to 3 device pixels each), the
 * card beyond.
 */
function StripPicture({ work }: { work: ArtistStripWork }) {
  if (!work.image) return <span className="artist-card__empty" aria-hidden="true" />;
  const { thumb, small, card } = work.image;
  const width = Math.round((STRIP_HEIGHT * card.width) / card.height);
  const sizes = `${width}px`;
  return (
    <picture>
      <source type="image/webp" srcSet={widthSrcset([thumb, small, card], 'webp')} sizes={sizes} />
      <img
        className="artist-card__picture"
        src={card.jpeg}
        srcSet={widthSrcset([thumb, small, card], 'jpeg')}
        sizes={sizes}
        alt=""
        width={width}
        height={STRIP_HEIGHT}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
