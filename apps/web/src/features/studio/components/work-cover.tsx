import type { StoredImage } from '@vernissage/core/schemas';
import { pictureSrcset } from '@vernissage/core/text';

interface WorkCoverProps {
  image: StoredImage | null;
  /** How wide the picture is drawn, so the browser picks the card or the large file. */
  sizes: string;
  className?: string;
}

/**
 * A work's cover in a frame of fixed proportions: the whole picture, never cropped, its own
 * width and height set so nothing moves when it arrives. Decorative: the title is beside it.
 */
export function WorkCover({ image, sizes, className = '' }: WorkCoverProps) {
  if (!image) {
    return (
      <span className={`work-cover work-cover--empty ${className}`}>
        <span className="work-cover__none">No image yet</span>
      </span>
    );
  }
  const { card } = image.sizes;
  return (
    <span className={`work-cover ${className}`}>
      <picture>
        <source type="image/webp" srcSet={pictureSrcset(image.sizes, 'webp')} sizes={sizes} />
        <img src={card.jpeg} srcSet={pictureSrcset(image.sizes, 'jpeg')} sizes={sizes} alt="" width={card.width} height={card.height} loading="lazy" decoding="async" draggable={false} />
      </picture>
    </span>
  );
}
