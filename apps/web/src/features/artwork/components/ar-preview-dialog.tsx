import { AR_ARTWORK_VIEW_SHARE, AR_OPACITY, AR_SCALE } from '@vernissage/core/constants';
import type { StoredImage } from '@vernissage/core/schemas';
import { Button } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useImageReady } from '../../../lib/use-image-ready.ts';
import { arArtworkSize, type Size } from '../ar-placement.ts';
import { CameraError, openRearCamera, stopStream, CAMERA_MESSAGES } from '../camera.ts';
import { FullScreenDialog } from './full-screen-dialog.tsx';
import { RangeControl } from './range-control.tsx';

export const AR_TEXT = {
  title: 'AR Artwork Preview',
  loading: 'Loading artwork...',
  hint: 'Tap on wall to place artwork',
  opening: 'Opening your camera...',
} as const;

interface ArPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  image: StoredImage;
}

type Camera = { state: 'opening' } | { state: 'on' } | { state: 'off'; message: string };

/**
 * The AR preview (spec/01 §2): the rear camera fills the screen; a tap places the work there,
 * drawn at 60% of the view, with opacity and scale sliders. The camera starts when the dialog
 * opens and every track is stopped when it closes (or the page goes away).
 */
export function ArPreviewDialog({ open, onClose, title, image }: ArPreviewDialogProps) {
  return (
    <FullScreenDialog open={open} title={AR_TEXT.title} onClose={onClose}>
      {open ? <ArStage title={title} image={image} onClose={onClose} /> : null}
    </FullScreenDialog>
  );
}

function ArStage({ title, image, onClose }: { title: string; image: StoredImage; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [camera, setCamera] = useState<Camera>({ state: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const loaded = useImageReady(image.sizes.large.jpeg);
  const [place, setPlace] = useState<{ x: number; y: number } | null>(null);
  const [opacity, setOpacity] = useState<number>(AR_OPACITY.initial);
  const [scale, setScale] = useState<number>(AR_SCALE.initial);
  const [viewSize, setViewSize] = useState<Size>({ width: 0, height: 0 });

  // The work is sized from the view's own size, kept up to date as the screen turns or resizes.
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () =>
      setViewSize((before) =>
        before.width === element.clientWidth && before.height === element.clientHeight ? before : { width: element.clientWidth, height: element.clientHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let closed = false;
    const element = video.current;
    openRearCamera().then(
      (opened) => {
        // Closed while the browser was asking: nobody will ever look at this camera.
        if (closed) return stopStream(opened);
        stream = opened;
        if (element) {
          element.srcObject = opened;
          const playing = typeof element.play === 'function' ? element.play() : undefined;
          playing?.catch(() => undefined);
        }
        setCamera({ state: 'on' });
      },
      (error: unknown) => {
        if (!closed) setCamera({ state: 'off', message: error instanceof CameraError ? error.message : CAMERA_MESSAGES.failed });
      },
    );
    return () => {
      closed = true;
      stopStream(stream);
      if (element) element.srcObject = null;
    };
  }, [attempt]);

  const placeAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return setPlace({ x: 50, y: 50 });
    setPlace({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  };
  // Keyboard people place the work in the middle of the view.
  const placeByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    setPlace({ x: 50, y: 50 });
  };

  const reset = useCallback(() => {
    setPlace(null);
    setOpacity(AR_OPACITY.initial);
    setScale(AR_SCALE.initial);
  }, []);

  // 60% of the view on the side that limits it, whatever the picture's own pixel size; until the
  // view is measured, at most 60% each way.
  const share = `${AR_ARTWORK_VIEW_SHARE * 100}%`;
  const large = image.sizes.large;
  const size = arArtworkSize(viewSize, large.width / large.height);
  const artworkStyle = {
    left: `${place?.x ?? 50}%`,
    top: `${place?.y ?? 50}%`,
    ...(size ? { width: `${size.width}px`, height: `${size.height}px` } : { maxWidth: share, maxHeight: share }),
    opacity,
    transform: `translate(-50%, -50%) scale(${scale})`,
  } satisfies CSSProperties;

  return (
    <div className="ar-preview">
      <div
        ref={stage}
        className="ar-preview__view"
        onPointerDown={placeAt}
        onKeyDown={placeByKey}
        tabIndex={0}
        role="application"
        aria-label="Camera view: tap on a wall to place the artwork"
      >
        <video ref={video} className="ar-preview__video" muted playsInline autoPlay aria-hidden="true" />
        <img
          src={image.sizes.large.jpeg}
          alt={place ? `${title}, placed on your wall` : ''}
          className={place ? 'ar-preview__artwork' : 'ar-preview__artwork ar-preview__artwork--waiting'}
          style={artworkStyle}
          draggable={false}
          data-testid="ar-artwork"
        />
        {!loaded ? <p className="ar-preview__status">{AR_TEXT.loading}</p> : null}
        {camera.state === 'opening' ? <p className="ar-preview__status ar-preview__status--low">{AR_TEXT.opening}</p> : null}
        {camera.state === 'off' ? (
          <div className="ar-preview__problem" role="alert" onPointerDown={(event) => event.stopPropagation()}>
            <p>{camera.message}</p>
            <Button
              onClick={() => {
                setCamera({ state: 'opening' });
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </div>
        ) : null}
        {!place && camera.state !== 'off' ? (
          <p className="ar-preview__hint">
            {AR_TEXT.hint}
          </p>
        ) : null}
      </div>
      <div className="preview-controls">
        <RangeControl label="Opacity" value={opacity} onChange={setOpacity} {...AR_OPACITY} format={(v) => `${Math.round(v * 100)}%`} />
        <RangeControl label="Scale" value={scale} onChange={setScale} {...AR_SCALE} format={(v) => `${v.toFixed(2)}×`} />
        <div className="preview-controls__buttons">
          <Button onClick={reset}>Reset</Button>
          <Button type="primary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </div>
  );
}
