import { GRID_TITLE_TRUNCATE } from '@vernissage/core/constants';
import type { Artwork } from '@vernissage/core/schemas';
import { artworkPath, formatPrice, pictureSrcset, truncate } from '@vernissage/core/text';
import { Link } from 'react-router';
import './work-grid.css';

/**
 * How wide a card's picture is drawn at most: its wall less the 18-pixel margins. On a phone two
 * walls share the width less the page's and the grid's gaps; wider, the walls are 200 to about 260
 * pixels. The browser takes the small size (400) where that is sharp enough, the card beyond.
 */
const PICTURE_SIZES = '(max-width: 960px) calc(50vw - 48px), 260px';

/**
 * Works as a grid of cards, each its picture on a soft wall, its title (cut at 50 characters,
 * spec/02 §9) and its price or whether it is sold or on hold, linking to its page.
 */
export function WorkGrid({ works }: { works: readonly Artwork[] }) {
  return (
    <ul className="work-grid">
      {works.map((work) => (
        <WorkCard key={work.id} work={work} />
      ))}
    </ul>
  );
}

function WorkCard({ work }: { work: Artwork }) {
  const sizes = work.images[0]?.sizes;
  const title = truncate(work.title, GRID_TITLE_TRUNCATE);
  return (
    <li className="work-grid__item">
      <Link to={artworkPath(work.title, work.id)} className="work-grid__link" title={title === work.title ? undefined : work.title}>
        <span className="work-grid__image">
          {sizes ? (
            <picture>
              <source type="image/webp" srcSet={pictureSrcset(sizes, 'webp', 'card')} sizes={PICTURE_SIZES} />
              <img src={sizes.card.jpeg} srcSet={pictureSrcset(sizes, 'jpeg', 'card')} sizes={PICTURE_SIZES} alt="" width={sizes.card.width} height={sizes.card.height} loading="lazy" />
            </picture>
          ) : null}
        </span>
        <span className="work-grid__title">{title}</span>
        <span className="work-grid__meta">{work.sold ? (work.sold === 1 ? 'Sold' : 'On hold') : formatPrice(work.discountedPrice ?? work.price)}</span>
      </Link>
    </li>
  );
}
