import { PlayCircleFilled, ZoomInOutlined } from '@ant-design/icons';
import { THUMBNAIL_SIZE } from '@vernissage/core/constants';
import type { StoredImage } from '@vernissage/core/schemas';
import { Image } from 'antd';
import { cloneElement, useState, type ReactElement } from 'react';
import { videoSource } from '../video-source.ts';
import { VideoDialog } from './video-dialog.tsx';

interface ArtworkImagesProps {
  title: string;
  artistName: string;
  images: StoredImage[];
  videoUrl: string | null;
}

const HERO_SIZES = '(min-width: 1000px) 58vw, 100vw';

/**
 * The hero image, the 60x60 thumbnails that switch it (served from the small size), a zoom into
 * the large image, and the video thumbnail that opens the Video Player (spec/01 §2).
 */
export function ArtworkImages({ title, artistName, images, videoUrl }: ArtworkImagesProps) {
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [playing, setPlaying] = useState(false);
  const video = videoSource(videoUrl, typeof window === 'undefined' ? undefined : window.location.origin);
  const image = images[current] ?? images[0];
  if (!image) return <div className="artwork-hero artwork-hero--empty">No image yet</div>;
  const { card, large, thumb } = image.sizes;
  const alt = `${title} by ${artistName}${images.length > 1 ? `, image ${current + 1} of ${images.length}` : ''}`;

  return (
    <div className="artwork-hero">
      <button type="button" className="artwork-hero__frame" onClick={() => setZoomed(true)} aria-label={`Zoom into ${title}`}>
        <picture>
          <source type="image/webp" srcSet={`${card.webp} ${card.width}w, ${large.webp} ${large.width}w`} sizes={HERO_SIZES} />
          <img
            className="artwork-hero__image"
            src={large.jpeg}
            srcSet={`${card.jpeg} ${card.width}w, ${large.jpeg} ${large.width}w`}
            sizes={HERO_SIZES}
            width={large.width}
            height={large.height}
            alt={alt}
            fetchPriority="high"
          />
        </picture>
        <span className="artwork-hero__zoom-hint" aria-hidden="true">
          <ZoomInOutlined /> Zoom
        </span>
      </button>

      <ul className="artwork-thumbs" aria-label="Images of this artwork">
        {images.map((item, index) => (
          <li key={item.url}>
            <button
              type="button"
              className="artwork-thumbs__item"
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-pressed={index === current}
              onClick={() => setCurrent(index)}
            >
              <picture>
                <source type="image/webp" srcSet={item.sizes.thumb.webp} />
                <img src={item.sizes.thumb.jpeg} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} loading="lazy" />
              </picture>
            </button>
          </li>
        ))}
        {video ? (
          <li>
            <button type="button" className="artwork-thumbs__item artwork-thumbs__item--video" aria-label="Play the video" onClick={() => setPlaying(true)}>
              <img src={thumb.jpeg} alt="" width={THUMBNAIL_SIZE} height={THUMBNAIL_SIZE} loading="lazy" />
              <PlayCircleFilled className="artwork-thumbs__play" aria-hidden="true" />
            </button>
          </li>
        ) : null}
      </ul>

      <Image.PreviewGroup
        // Each item's alt also names the zoom dialog.
        items={images.map((item, index) => ({ src: item.sizes.large.jpeg, alt: `Zoomed: ${title}, image ${index + 1} of ${images.length}` }))}
        preview={{
          rootClassName: 'artwork-zoom',
          open: zoomed,
          current,
          onOpenChange: (open) => setZoomed(open),
          onChange: (index) => setCurrent(index),
          // The zoomed image keeps a name, like the one on the page.
          imageRender: (original, info) => cloneElement(original as ReactElement<{ alt?: string }>, { alt: `${title}, image ${info.current + 1} of ${images.length}` }),
        }}
      />
      <VideoDialog source={video} open={playing} title={title} onClose={() => setPlaying(false)} />
    </div>
  );
}
