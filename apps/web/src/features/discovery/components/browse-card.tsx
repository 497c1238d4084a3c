import type { Artwork } from '@vernissage/core/schemas';
import { artworkPath } from '@vernissage/core/text';
import { Link } from 'react-router';
import { WorkCardText } from '../../../components/work-card-text.tsx';
import { WorkFrame } from '../../../components/work-frame.tsx';

/**
 * A work in All Artworks: the whole picture in a box of one shape (never cropped), its title cut
 * at 50, artist, size and what a buyer pays, with the listed price struck through when
 * discounted, and the sold or on-hold marker. The first row loads at once; the rest as they near.
 */
export function BrowseCard({ work, eager }: { work: Artwork; eager: boolean }) {
  const image = work.images[0];
  return (
    <li className="browse-card">
      <Link to={artworkPath(work.title, work.id)} className="browse-card__link" aria-label={`${work.title} by ${work.artist.name}`}>
        <WorkFrame image={image} eager={eager} placeholder={<span className="browse-card__placeholder" aria-hidden="true" />} />
      </Link>
      <div className="browse-card__text">
        <WorkCardText work={work} block="browse-card" />
      </div>
    </li>
  );
}
