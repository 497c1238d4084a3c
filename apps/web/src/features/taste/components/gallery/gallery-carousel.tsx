import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TasteItem } from '@vernissage/core/schemas';
import { formatPriceCents } from '@vernissage/core/text';
import { useEffect, useRef, useState } from 'react';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { SoldMarker } from '../../../../components/sold-marker.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { galleryTitle } from '../work-text.ts';

/** Whether the strip can scroll further back or forward (a pixel's slack for rounding). */
function ends(strip: HTMLElement): { atStart: boolean; atEnd: boolean } {
  return { atStart: strip.scrollLeft <= 1, atEnd: strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1 };
}

/**
 * The carousel view: the queue as a strip of whole cards, as many as the width holds (gallery.css),
 * prices with cents (spec/01 §9). The arrows turn a page of cards; a finger or a trackpad swipes.
 */
export function GalleryCarousel({ items, index, onPick }: { items: TasteItem[]; index: number; onPick: (index: number) => void }) {
  const strip = useRef<HTMLUListElement>(null);
  const current = useRef<HTMLLIElement>(null);
  const [place, setPlace] = useState({ atStart: true, atEnd: false });
  // Opens on the work the gallery was showing; the arrows then learn where the strip stands (all
  // of a short queue may show at once).
  useEffect(() => {
    current.current?.scrollIntoView?.({ inline: 'start', block: 'nearest' });
    const list = strip.current;
    const frame = list ? requestAnimationFrame(() => setPlace(ends(list))) : 0;
    return () => cancelAnimationFrame(frame);
  }, []);
  const turn = (way: 1 | -1) => {
    const list = strip.current;
    list?.scrollBy?.({ left: way * list.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="gallery-carousel-frame">
      <ul className="gallery-carousel" aria-label="Artworks in your queue" ref={strip} onScroll={(event) => setPlace(ends(event.currentTarget))}>
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
      <div className="gallery-carousel__turn">
        <Button className="round-button" size="large" icon={<LeftOutlined aria-hidden />} aria-label="Previous works" disabled={place.atStart} onClick={() => turn(-1)} />
        <Button className="round-button" size="large" icon={<RightOutlined aria-hidden />} aria-label="Next works" disabled={place.atEnd} onClick={() => turn(1)} />
      </div>
    </div>
  );
}
