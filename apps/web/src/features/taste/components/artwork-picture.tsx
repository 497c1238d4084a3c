import type { StoredImage } from '@vernissage/core/schemas';
import { pictureSrcset } from '@vernissage/core/text';
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
}

/** A stored image as WebP with its JPEG fallback, drawn at its own proportions. */
export function ArtworkPicture({ image, alt, size, className, eager = false, sizes }: ArtworkPictureProps) {
  if (!image) return <div className={`artwork-picture artwork-picture--missing ${className ?? ''}`} role="img" aria-label={alt} />;
  const variant = image.sizes[size];
  const responsive = size === 'large' && sizes !== undefined;
  return (
    <picture className={`artwork-picture ${className ?? ''}`}>
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
