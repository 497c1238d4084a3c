import type { StoredImage } from '@vernissage/core/schemas';
import { fillsFrameWidth, pictureSrcset, workFrameSizes } from '@vernissage/core/text';
import type { ReactNode } from 'react';
import './work-frame.css';

/**
 * A work's picture in a grid card: the whole picture (never cropped) on a soft wall of one shape,
 * WebP where the browser takes it, the size the card needs from the stored sizes. The first row
 * loads at once (`eager`); the rest as they near. The picture has its final box before it loads,
 * so nothing moves when it arrives (All Artworks' cards had shifted by 0.019 as theirs came in).
 * Without a picture, `placeholder` stands in.
 */
export function WorkFrame({ image, eager, placeholder }: { image: StoredImage | undefined; eager: boolean; placeholder?: ReactNode }) {
  const sizes = image ? workFrameSizes(image) : undefined;
  return (
    <span className="work-frame">
      {image ? (
        <picture>
          <source type="image/webp" srcSet={pictureSrcset(image.sizes, 'webp')} sizes={sizes} />
          <img
            src={image.sizes.card.jpeg}
            srcSet={pictureSrcset(image.sizes, 'jpeg')}
            sizes={sizes}
            alt=""
            className={fillsFrameWidth(image) ? 'work-frame__wide' : 'work-frame__tall'}
            width={image.sizes.card.width}
            height={image.sizes.card.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </picture>
      ) : (
        placeholder
      )}
    </span>
  );
}
