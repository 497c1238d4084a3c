import { DislikeFilled, DislikeOutlined, LeftOutlined, LikeFilled, LikeOutlined, RightOutlined, ShareAltOutlined } from '@ant-design/icons';
import { PICTURE_SIZES } from '@vernissage/core/constants';
import type { GalleryWork, Like, TasteItem } from '@vernissage/core/schemas';
import { formatPrice } from '@vernissage/core/text';
import type { ReactNode } from 'react';
import { ArtworkPicture } from '../artwork-picture.tsx';
import { SoldMarker } from '../../../../components/sold-marker.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Tooltip } from '../../../../components/ui/tooltip.tsx';
import { byLine, galleryTitle, materialsOf, priceOf, sizeOf } from '../work-text.ts';

export type Direction = 'next' | 'go back';

export interface GalleryStageProps {
  items: TasteItem[];
  index: number;
  /** How the collector reached the work shown; null for the first one, which is drawn still. */
  direction: Direction | null;
  /** The rating being sent, if any. */
  pending: Like | null;
  onMove: (to: number, direction: Direction) => void;
  onRate: (rating: Like) => void;
  onShare: () => void;
  onOpen: (work: GalleryWork) => void;
  /** The add-to-cart control of an available work, given its place in the gallery. */
  renderActions?: ((work: GalleryWork, position: number) => ReactNode) | undefined;
  /** More about the work on the label (why it was shown). */
  renderNote?: ((item: TasteItem) => ReactNode) | undefined;
}

function Peek({ item, side, onClick }: { item: TasteItem | undefined; side: 'previous' | 'next'; onClick: () => void }) {
  if (!item) return <div className={`gallery-peek gallery-peek--${side} gallery-peek--empty`} aria-hidden="true" />;
  return (
    <button type="button" className={`gallery-peek gallery-peek--${side}`} onClick={onClick} tabIndex={-1} aria-hidden="true">
      <ArtworkPicture image={item.work.image} alt="" size="card" />
    </button>
  );
}

/**
 * One work at a time on a wall, its neighbours at the sides, and a museum label under it with
 * price, like, dislike and share (spec/01 §2 'Taste-test queue gallery').
 */
export function GalleryStage({ items, index, direction, pending, onMove, onRate, onShare, onOpen, renderActions, renderNote }: GalleryStageProps) {
  const current = items[index]!;
  const { work, rating } = current;
  const last = items.length - 1;
  const back = () => onMove(index - 1, 'go back');
  const next = () => onMove(index + 1, 'next');

  return (
    <section className="gallery" aria-roledescription="carousel" aria-label="Your gallery queue">
      <div className="gallery-wall">
        <div className="gallery-wall__arrow gallery-wall__arrow--back">
          {index > 0 ? (
            // The name stays what the button does; the description says which work it leads to.
            <Button className="round-button" size="large" icon={<LeftOutlined aria-hidden />} aria-label="Previous artwork" aria-description={items[index - 1]!.work.title} onClick={back} />
          ) : null}
        </div>
        <Peek item={items[index - 1]} side="previous" onClick={back} />
        <figure
          key={work.id}
          className={direction === null ? 'gallery-wall__work' : `gallery-wall__work art-slide gallery-wall__work--${direction === 'next' ? 'next' : 'back'}`}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}`}
        >
          <button type="button" className="gallery-wall__open" onClick={() => onOpen(work)} aria-label={`Open the details of ${work.title}`}>
            <ArtworkPicture image={work.image} alt={`${work.title} by ${work.artist.name}`} size="large" sizes={PICTURE_SIZES.galleryWall} eager fit />
          </button>
        </figure>
        <Peek item={items[index + 1]} side="next" onClick={next} />
        <div className="gallery-wall__arrow gallery-wall__arrow--next">
          {index < last ? (
            <Button className="round-button" size="large" icon={<RightOutlined aria-hidden />} aria-label="Next artwork" aria-description={items[index + 1]!.work.title} onClick={next} />
          ) : null}
        </div>
      </div>

      <div className="gallery-label">
        <div className="gallery-label__text">
          <h2 className="gallery-label__title" title={work.title}>
            {galleryTitle(work.title)}
          </h2>
          <p className="gallery-label__artist">{byLine(work)}</p>
          <p className="gallery-label__meta">
            {materialsOf(work)}
            <span aria-hidden="true"> · </span>
            {sizeOf(work)}
          </p>
          {renderNote?.(current)}
        </div>
        <div className="gallery-label__actions">
          <Button className="gallery-label__price" size="large" onClick={() => onOpen(work)} aria-label={`Price ${priceOf(work)}: see the details`}>
            {work.discountedPrice !== null ? <s className="gallery-label__was">{formatPrice(work.price)}</s> : null}
            {priceOf(work)}
          </Button>
          <div className="gallery-label__rate" role="group" aria-label="Rate this artwork">
            <Tooltip title="Dislike (D)">
              <Button
                size="large"
                aria-label="Dislike"
                aria-pressed={rating === -1}
                className={rating === -1 ? 'round-button rate-button rate-button--on' : 'round-button rate-button'}
                icon={rating === -1 ? <DislikeFilled aria-hidden /> : <DislikeOutlined aria-hidden />}
                loading={pending === -1}
                onClick={() => onRate(-1)}
              />
            </Tooltip>
            <Tooltip title="Like (L)">
              <Button
                size="large"
                aria-label="Like"
                aria-pressed={rating === 1}
                className={rating === 1 ? 'round-button rate-button rate-button--on rate-button--like' : 'round-button rate-button rate-button--like'}
                icon={rating === 1 ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
                loading={pending === 1}
                onClick={() => onRate(1)}
              />
            </Tooltip>
            <Tooltip title="Copy the link">
              <Button className="round-button" size="large" aria-label="Share" icon={<ShareAltOutlined aria-hidden />} onClick={onShare} />
            </Tooltip>
          </div>
          <div className="gallery-label__cart">{work.sold !== 0 ? <SoldMarker sold={work.sold} /> : renderActions?.(work, index)}</div>
        </div>
      </div>
    </section>
  );
}
