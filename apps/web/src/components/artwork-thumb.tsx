import type { StoredImage } from '@vernissage/core/schemas';
import './commerce.css';

interface ArtworkThumbProps {
  image: StoredImage | null;
  /** Box size in CSS pixels; the whole work is shown inside it, never cropped. */
  size?: number;
}

/** A small picture of a work for cart, order and sales lines; decorative, as its title is beside it. */
export function ArtworkThumb({ image, size = 88 }: ArtworkThumbProps) {
  const style = { width: size, height: size };
  if (!image) return <span className="artwork-thumb artwork-thumb--empty" style={style} aria-hidden="true" />;
  // The 120 px thumb is sharp up to 60 px boxes on dense screens; larger boxes take the card size.
  const variant = size <= 60 ? image.sizes.thumb : image.sizes.card;
  return (
    <span className="artwork-thumb" style={style}>
      <picture>
        <source type="image/webp" srcSet={variant.webp} />
        <img src={variant.jpeg} alt="" width={variant.width} height={variant.height} decoding="async" />
      </picture>
    </span>
  );
}
