import type { HomeSlide } from '@vernissage/core/schemas';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { useHomeSlider } from '../api/get-home-slider.ts';
import { marqueeRows } from '../marquee-rows.ts';
import './home-marquee.css';

/** Seconds for one picture to pass: slow enough to look at, quick enough to feel alive. */
const SECONDS_PER_ITEM = 6;
/** Rows from this index on are hidden on phones, so they load lazily. */
const EAGER_ROWS = 2;
/** Pictures at the start of a row that a phone shows first: asked for with high priority. */
const FIRST_PER_ROW = 3;

interface MarqueeItemProps {
  slide: HomeSlide;
  clone: boolean;
  eager: boolean;
  first: boolean;
}

function MarqueeItem({ slide, clone, eager, first }: MarqueeItemProps) {
  const card = slide.image.sizes.card;
  return (
    <li className={clone ? 'marquee__item marquee__item--clone' : 'marquee__item'} aria-hidden={clone || undefined}>
      <Link to={slide.path} className="marquee__link" tabIndex={clone ? -1 : undefined}>
        <picture>
          <source type="image/webp" srcSet={card.webp} />
          <img
            src={card.jpeg}
            alt={`${slide.title} by ${slide.artistName}`}
            width={card.width}
            height={card.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            draggable={false}
          />
        </picture>
      </Link>
    </li>
  );
}

/**
 * The home marquee (spec/01 §2): four rows scrolling in alternating directions, each row
 * rotated against the one above. The list is drawn twice per row so the loop has no seam; the
 * second copy is hidden from assistive technology.
 */
export function HomeMarquee() {
  const slider = useHomeSlider();

  if (slider.isError) return <QueryError error={slider.error} onRetry={() => void slider.refetch()} />;
  if (slider.isPending) return <div className="marquee marquee--loading" aria-hidden="true" />;

  const rows = marqueeRows(slider.data.slides);
  if (rows.length === 0) return null;

  return (
    <section className="marquee" aria-label="Featured artworks">
      {rows.map((row, index) => {
        const style = { '--marquee-duration': `${row.length * SECONDS_PER_ITEM}s` } as CSSProperties;
        return (
          <div key={index} className={`marquee__row marquee__row--${index % 2 === 0 ? 'left' : 'right'}${index >= EAGER_ROWS ? ' marquee__row--desktop' : ''}`}>
            <ul className="marquee__track" style={style} aria-label={`Artworks, row ${index + 1}`}>
              {row.map((slide, position) => (
                <MarqueeItem key={`a-${slide.artworkId}-${position}`} slide={slide} clone={false} eager={index < EAGER_ROWS} first={index < EAGER_ROWS && position < FIRST_PER_ROW} />
              ))}
              {row.map((slide, position) => (
                <MarqueeItem key={`b-${slide.artworkId}-${position}`} slide={slide} clone eager={index < EAGER_ROWS} first={false} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
