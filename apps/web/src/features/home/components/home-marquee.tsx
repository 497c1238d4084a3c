import { HOME_MARQUEE_ROW_HEIGHT } from '@vernissage/core/constants';
import type { HomeSlide } from '@vernissage/core/schemas';
import { marqueePictureSizes, pictureSrcset } from '@vernissage/core/text';
import { memo, useEffect, useRef, type CSSProperties, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { isPlainClick } from '../../../lib/plain-click.ts';
import { useAfterFirstView } from '../../../lib/use-after-first-view.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useHomeSlider } from '../api/get-home-slider.ts';
import { useMarqueeReach } from '../marquee-reach.ts';
import { MARQUEE_MIN_PER_ROW, marqueeRows } from '../marquee-rows.ts';
import './home-marquee.css';

/** Seconds for one picture to pass: slow enough to look at, quick enough to feel alive. */
const SECONDS_PER_ITEM = 6;
/** Rows from this index on are not drawn on phones. */
const PHONE_ROWS = 2;
/** Where the marquee is a phone's: two rows (home-marquee.css draws the same break). */
const PHONE_QUERY = `(max-width: ${HOME_MARQUEE_ROW_HEIGHT.phoneMaxWidth}px)`;
/** Pictures at the start of a row that a phone shows first: asked for with high priority. */
const FIRST_PER_ROW = 3;

interface MarqueeItemProps {
  slide: HomeSlide;
  position: number;
  clone: boolean;
  eager: boolean;
  first: boolean;
}

/**
 * A slide; drawn again only when its own props change, so a row whose nearby pictures grow
 * redraws those alone (a row holds up to 40 slides, and a phone pays for each).
 */
const MarqueeItem = memo(function MarqueeItem({ slide, position, clone, eager, first }: MarqueeItemProps) {
  const card = slide.image.sizes.card;
  // The small size where the picture has one (a phone draws a slide 100 to 250 pixels wide), the
  // card for a screen that needs more; the same srcset and sizes as the server's preload.
  const sizes = marqueePictureSizes(slide.image);
  return (
    <li className={clone ? 'marquee__item marquee__item--clone' : 'marquee__item'} aria-hidden={clone || undefined} data-position={position}>
      <a href={slide.path} className="marquee__link" tabIndex={clone ? -1 : undefined}>
        <picture>
          <source type="image/webp" srcSet={pictureSrcset(slide.image.sizes, 'webp', 'card')} sizes={sizes} />
          <img
            src={card.jpeg}
            srcSet={pictureSrcset(slide.image.sizes, 'jpeg', 'card')}
            sizes={sizes}
            alt={`${slide.title} by ${slide.artistName}`}
            width={card.width}
            height={card.height}
            loading={eager || first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            draggable={false}
          />
        </picture>
      </a>
    </li>
  );
});

/**
 * The slides' links open their artwork inside the app, as a router Link would. A row holds up to
 * 80 links (its slides twice), and a router Link runs a dozen hooks each, a noticeable part of a
 * phone's first render: the slides are plain links and the row follows a plain click on any of
 * them (one listener; a click with a modifier key or another button opens a tab as usual).
 */
function useInAppLinks(rowRef: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a.marquee__link') : null;
      if (!link || !row.contains(link)) return;
      event.preventDefault();
      void navigate(link.getAttribute('href') ?? '/');
    };
    row.addEventListener('click', follow);
    return () => row.removeEventListener('click', follow);
  }, [rowRef, navigate]);
}

interface MarqueeRowProps {
  row: readonly HomeSlide[];
  index: number;
}

/**
 * One row, drawn twice so the loop has no seam (the second copy is hidden from assistive
 * technology). A row running left starts on its first copy, one running right (the animation
 * reversed) on its second; a picture loads once it comes near the row's visible box.
 */
function MarqueeRow({ row, index }: MarqueeRowProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const near = useMarqueeReach(rowRef, row.length);
  useInAppLinks(rowRef);
  const runsLeft = index % 2 === 0;
  const style = { '--marquee-duration': `${row.length * SECONDS_PER_ITEM}s` } as CSSProperties;
  const first = (clone: boolean, position: number) => index < PHONE_ROWS && clone !== runsLeft && position < FIRST_PER_ROW;
  return (
    <div ref={rowRef} className={`marquee__row marquee__row--${runsLeft ? 'left' : 'right'}${index >= PHONE_ROWS ? ' marquee__row--desktop' : ''}`}>
      <ul className="marquee__track" style={style} aria-label={`Artworks, row ${index + 1}`}>
        {row.map((slide, position) => (
          <MarqueeItem key={`a-${slide.artworkId}-${position}`} slide={slide} position={position} clone={false} eager={near.has(position)} first={first(false, position)} />
        ))}
        {row.map((slide, position) => (
          <MarqueeItem key={`b-${slide.artworkId}-${position}`} slide={slide} position={position} clone eager={near.has(position)} first={first(true, position)} />
        ))}
      </ul>
    </div>
  );
}

/**
 * The home marquee (spec/01 §2): four rows scrolling in alternating directions, each row
 * rotated against the one above.
 */
export function HomeMarquee() {
  const slider = useHomeSlider();
  // A phone shows two rows: the other two are not drawn at all rather than drawn and hidden,
  // which halves the first render a phone waits for before its first picture.
  const phone = useMediaQuery(PHONE_QUERY);
  // The rows stand still until the browser is first idle after the page has drawn (the app has
  // taken the server's page over): each moving frame is drawn again, and on a phone's CPU that
  // work would be shared with the app's start, which then blocks the page for longer.
  const moving = useAfterFirstView();

  if (slider.isError) return <QueryError error={slider.error} onRetry={() => void slider.refetch()} />;
  if (slider.isPending) return <div className="marquee marquee--loading" aria-hidden="true" />;

  const all = marqueeRows(slider.data.slides);
  if (all.length === 0) return null;
  // A phone shows two or three slides of a row: 12 still loop without a seam, where a desktop's
  // row holds up to 20. Each slide drawn is work a phone's start pays for.
  const rows = phone ? all.slice(0, PHONE_ROWS).map((row) => row.slice(0, MARQUEE_MIN_PER_ROW)) : all;

  return (
    <section className={moving ? 'marquee marquee--moving' : 'marquee'} aria-label="Featured artworks">
      {rows.map((row, index) => (
        <MarqueeRow key={index} row={row} index={index} />
      ))}
    </section>
  );
}
