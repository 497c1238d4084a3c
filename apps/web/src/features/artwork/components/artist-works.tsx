import type { Artwork } from '@vernissage/core/schemas';
import { artworkPath, formatPrice } from '@vernissage/core/text';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useArtistWorks } from '../api/get-artist-works.ts';

/** Other works by the same artist, each linking to its own page. */
export function ArtistWorks({ artworkId, artistName, ref }: { artworkId: number; artistName: string; ref?: Ref<HTMLElement> }) {
  const works = useArtistWorks(artworkId);
  return (
    <section ref={ref} className="artwork-section artist-works" aria-labelledby="artist-works-title" tabIndex={-1}>
      <h2 id="artist-works-title" className="artwork-section__title">
        More by {artistName}
      </h2>
      {works.isPending ? <p className="muted">Loading…</p> : null}
      {works.isError ? <p className="muted">The other works could not be loaded.</p> : null}
      {works.data && works.data.items.length === 0 ? <p className="muted">This is the only work {artistName} has listed for now.</p> : null}
      {works.data && works.data.items.length > 0 ? (
        <ul className="artist-works__grid">
          {works.data.items.map((work) => (
            <ArtistWork key={work.id} work={work} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ArtistWork({ work }: { work: Artwork }) {
  const card = work.images[0]?.sizes.card;
  const price = work.discountedPrice ?? work.price;
  return (
    <li className="artist-works__item">
      <Link to={artworkPath(work.title, work.id)} className="artist-works__link">
        <span className="artist-works__image">
          {card ? (
            <picture>
              <source type="image/webp" srcSet={card.webp} />
              <img src={card.jpeg} alt="" width={card.width} height={card.height} loading="lazy" />
            </picture>
          ) : null}
        </span>
        <span className="artist-works__title">{work.title}</span>
        <span className="artist-works__meta">{work.sold ? (work.sold === 1 ? 'Sold' : 'On hold') : formatPrice(price)}</span>
      </Link>
    </li>
  );
}
