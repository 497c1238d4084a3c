import { PlayCircleFilled, ZoomInOutlined } from '@ant-design/icons';
import { PICTURE_SIZES, THUMBNAIL_SIZE } from '@vernissage/core/constants';
import type { StoredImage } from '@vernissage/core/schemas';
import { pictureSrcset } from '@vernissage/core/text';
import { Suspense, useState, type CSSProperties } from 'react';
import { videoSource } from '@vernissage/core/text';
import { lazyWithAntd } from '../../../lib/with-antd.tsx';

// The zoom viewer and the video player load when first opened, with Ant Design's theme that
// draws them (the artwork page itself loads none of it).
const ZoomPreview = lazyWithAntd(() => import('./zoom-preview.tsx').then((m) => m.ZoomPreview));
const VideoDialog = lazyWithAntd(() => import('./video-dialog.tsx').then((m) => m.VideoDialog));

interface ArtworkImagesProps {
  title: string;
  artistName: string;
  images: StoredImage[];
  videoUrl: string | null;
}

// The server preloads the first image with the same srcset and sizes (modules/pages).
const HERO_SIZES = PICTURE_SIZES.artworkHero;

/**
 * The hero image, the 60x60 thumbnails that switch it (served from the small size), a zoom into
 * the large image, and the video thumbnail that opens the Video Player (spec/01 §2).
 */
export function ArtworkImages({ title, artistName, images, videoUrl }: ArtworkImagesProps) {
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomedState] = useState(false);
  const [playing, setPlayingState] = useState(false);
  // Once opened, the viewers stay mounted so they can animate closed.
  const [used, setUsed] = useState({ zoom: false, video: false });
  const setZoomed = (open: boolean) => {
    if (open && !used.zoom) setUsed((was) => ({ ...was, zoom: true }));
    setZoomedState(open);
  };
  const setPlaying = (open: boolean) => {
    if (open && !used.video) setUsed((was) => ({ ...was, video: true }));
    setPlayingState(open);
  };
  const video = videoSource(videoUrl, typeof window === 'undefined' ? undefined : window.location.origin);
  const image = images[current] ?? images[0];
  if (!image) return <div className="artwork-hero artwork-hero--empty">No image yet</div>;
  const { large, thumb } = image.sizes;
  const alt = `${title} by ${artistName}${images.length > 1 ? `, image ${current + 1} of ${images.length}` : ''}`;

  return (
    <div className="artwork-hero">
      <button type="button" className="artwork-hero__frame" onClick={() => setZoomed(true)} aria-label={`Zoom into ${title}`}>
        <picture>
          <source type="image/webp" srcSet={pictureSrcset(image.sizes, 'webp')} sizes={HERO_SIZES} />
          <img
            className="artwork-hero__image"
            src={large.jpeg}
            srcSet={pictureSrcset(image.sizes, 'jpeg')}
            sizes={HERO_SIZES}
            width={large.width}
            height={large.height}
            style={{ '--ratio': large.width / large.height } as CSSProperties}
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

      {used.zoom ? (
        <Suspense fallback={null}>
          <ZoomPreview title={title} images={images} current={current} open={zoomed} onOpenChange={setZoomed} onChange={setCurrent} />
        </Suspense>
      ) : null}
      {used.video ? (
        <Suspense fallback={null}>
          <VideoDialog source={video} open={playing} title={title} onClose={() => setPlaying(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
