import { GRID_TITLE_TRUNCATE } from '@vernissage/core/constants';
import type { Artwork } from '@vernissage/core/schemas';
import { artworkPath, truncate } from '@vernissage/core/text';
import { Link } from 'react-router';
import { LinePrice } from '../../../components/line-price.tsx';
import { WorkFrame } from '../../../components/work-frame.tsx';
import { SoldMarker } from '../../../components/sold-marker.tsx';

/**
 * A work in All Artworks: the whole picture in a box of one shape (never cropped), its title cut
 * at 50, artist, size and what a buyer pays, with the listed price struck through when
 * discounted, and the sold or on-hold marker. The first row loads at once; the rest as they near.
 */
export function BrowseCard({ work, eager }: { work: Artwork; eager: boolean }) {
  const image = work.images[0];
  const title = truncate(work.title, GRID_TITLE_TRUNCATE);
  return (
    <li className="browse-card">
      <Link to={artworkPath(work.title, work.id)} className="browse-card__link" aria-label={`${work.title} by ${work.artist.name}`}>
        <WorkFrame image={image} eager={eager} placeholder={<span className="browse-card__placeholder" aria-hidden="true" />} />
      </Link>
      <div className="browse-card__text">
        <h2 className="browse-card__title" title={title === work.title ? undefined : work.title}>
          {title}
        </h2>
        <p className="browse-card__artist">{work.artist.name}</p>
        <p className="browse-card__meta">
          <span>
            {work.width} × {work.height} in
          </span>
          <LinePrice price={work.price} discountedPrice={work.discountedPrice} amount={work.discountedPrice ?? work.price} />
        </p>
        <SoldMarker sold={work.sold} />
      </div>
    </li>
  );
}
