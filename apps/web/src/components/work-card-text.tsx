import { GRID_TITLE_TRUNCATE } from '@vernissage/core/constants';
import type { Artwork } from '@vernissage/core/schemas';
import { truncate } from '@vernissage/core/text';
import { LinePrice } from './line-price.tsx';
import { SoldMarker } from './sold-marker.tsx';

/**
 * The words under a work's picture in a grid of cards: its title cut at 50 (spec/02 §9; the
 * whole title on hover), its artist, its size and what a buyer pays (the listed price struck
 * through when discounted), and the sold or on-hold marker. Each part's class is the card's
 * own (`{block}__title`, `__artist`, `__meta`), so every grid keeps its look.
 */
export function WorkCardText({ work, block }: { work: Artwork; block: string }) {
  const title = truncate(work.title, GRID_TITLE_TRUNCATE);
  return (
    <>
      <h2 className={`${block}__title`} title={title === work.title ? undefined : work.title}>
        {title}
      </h2>
      <p className={`${block}__artist`}>{work.artist.name}</p>
      <p className={`${block}__meta`}>
        <span>
          {work.width} × {work.height} in
        </span>
        <LinePrice price={work.price} discountedPrice={work.discountedPrice} amount={work.discountedPrice ?? work.price} />
      </p>
      <SoldMarker sold={work.sold} />
    </>
  );
}
