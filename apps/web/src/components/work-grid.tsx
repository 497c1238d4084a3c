import { GRID_TITLE_TRUNCATE } from '@vernissage/core/constants';
import type { Artwork } from '@vernissage/core/schemas';
import { artworkPath, formatPrice, truncate } from '@vernissage/core/text';
import { Link } from 'react-router';
import './work-grid.css';

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
  const card = work.images[0]?.sizes.card;
  const title = truncate(work.title, GRID_TITLE_TRUNCATE);
  return (
    <li className="work-grid__item">
      <Link to={artworkPath(work.title, work.id)} className="work-grid__link" title={title === work.title ? undefined : work.title}>
        <span className="work-grid__image">
          {card ? (
            <picture>
              <source type="image/webp" srcSet={card.webp} />
              <img src={card.jpeg} alt="" width={card.width} height={card.height} loading="lazy" />
            </picture>
          ) : null}
        </span>
        <span className="work-grid__title">{title}</span>
        <span className="work-grid__meta">{work.sold ? (work.sold === 1 ? 'Sold' : 'On hold') : formatPrice(work.discountedPrice ?? work.price)}</span>
      </Link>
    </li>
  );
}
