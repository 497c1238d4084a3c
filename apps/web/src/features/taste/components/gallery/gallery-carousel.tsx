import type { TasteItem } from '@vernissage/core/schemas';
import { useEffect, useRef } from 'react';
import { formatPriceCents } from '@vernissage/core/text';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { SoldMarker } from '../../../../components/sold-marker.tsx';
import { galleryTitle } from '../work-text.ts';

/** The carousel view: the queue as a strip of cards, prices with cents (spec/01 §9). */
export function GalleryCarousel({ items, index, onPick }: { items: TasteItem[]; index: number; onPick: (index: number) => void }) {
  const current = useRef<HTMLLIElement>(null);
  // Opens on the work the gallery was showing.
  useEffect(() => {
    current.current?.scrollIntoView?.({ inline: 'center', block: 'nearest' });
  }, []);
  return (
    <ul className="gallery-carousel" aria-label="Artworks in your queue">
      {items.map(({ work, rating }, position) => (
        <li key={work.id} ref={position === index ? current : undefined} className={position === index ? 'gallery-card gallery-card--current' : 'gallery-card'}>
          <button type="button" className="gallery-card__button" onClick={() => onPick(position)} aria-label={`Show ${work.title}`} aria-current={position === index || undefined}>
            <span className="gallery-card__image">
              <ArtworkPicture image={work.image} alt="" size="card" />
            </span>
            <span className="gallery-card__title">{galleryTitle(work.title)}</span>
            <span className="gallery-card__artist">{work.artist.name}</span>
            <span className="gallery-card__price">{formatPriceCents(work.discountedPrice ?? work.price)}</span>
            {rating === 1 ? <span className="gallery-card__rated">Liked</span> : rating === -1 ? <span className="gallery-card__rated">Disliked</span> : null}
          </button>
          <SoldMarker sold={work.sold} />
        </li>
      ))}
    </ul>
  );
}
