import type { StoredImage } from '@vernissage/core/schemas';
import { pictureSrcset } from '@vernissage/core/text';
import type { CSSProperties } from 'react';
import './taste.css';

interface ArtworkPictureProps {
  image: StoredImage | null;
  alt: string;
  size: 'thumb' | 'card' | 'large';
  className?: string;
  eager?: boolean;
  /**
   * How wide the picture is drawn, for a large picture: the browser then picks the card or the
   * large file by that width (a phone rarely needs the large one).
   */
  sizes?: string;
  /**
   * The page gives the picture a box of its own size (the gallery's wall, the quiz's frame): the
   * image is sized from that box and its proportions, so it holds its place before it loads.
   */
  fit?: boolean;
}

/** A stored image as WebP with its JPEG fallback, drawn at its own proportions. */
export function ArtworkPicture({ image, alt, size, className, eager = false, sizes, fit = false }: ArtworkPictureProps) {
  if (!image) return <div className={`artwork-picture artwork-picture--missing ${className ?? ''}`} role="img" aria-label={alt} />;
  const variant = image.sizes[size];
  const responsive = size === 'large' && sizes !== undefined;
  const style = fit ? ({ '--picture-ratio': variant.width / Math.max(1, variant.height) } as CSSProperties) : undefined;
  return (
    <picture className={`artwork-picture ${fit ? 'artwork-picture--fit' : ''} ${className ?? ''}`} style={style}>
      <source type="image/webp" srcSet={responsive ? pictureSrcset(image.sizes, 'webp') : variant.webp} sizes={responsive ? sizes : undefined} />
      <img
        src={variant.jpeg}
        srcSet={responsive ? pictureSrcset(image.sizes, 'jpeg') : undefined}
        sizes={responsive ? sizes : undefined}
        alt={alt}
        width={variant.width}
        height={variant.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
        draggable={false}
      />
    </picture>
  );
}
