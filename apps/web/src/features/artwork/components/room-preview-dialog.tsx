import { ROOM_OPACITY, ROOM_SCALE } from '@vernissage/core/constants';
import type { StoredImage } from '@vernissage/core/schemas';
import { Button, Switch } from 'antd';
import { useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useImageReady } from '../../../lib/use-image-ready.ts';
import { baseArtworkSize, clampRoomScale, pixelsPerInch, ROOM_HEIGHT, ROOM_WIDTH, ROOMS, trueSizeScale, type Room } from '../rooms.ts';
import { FullScreenDialog } from './full-screen-dialog.tsx';
import { RangeControl } from './range-control.tsx';

export const ROOM_TEXT = {
  title: 'Artwork Background Preview',
  loading: 'Loading artwork & background...',
} as const;

/** How fast the mouse wheel scales: one notch (deltaY 100) is about 16%. */
const WHEEL_RATE = 0.0015;

interface RoomPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  image: StoredImage;
  /** Inches, for True size. */
  width: number;
  height: number;
  isFramed: boolean;
}

/**
 * The room preview (spec/01 §2 Background preview): the work on the wall of one of 11 rooms,
 * dragged with a finger or the mouse, scaled with the wheel, a pinch or the slider (0.3–3),
 * and, beyond the spec, at its true size against the room's known wall width.
 */
export function RoomPreviewDialog({ open, onClose, ...work }: RoomPreviewDialogProps) {
  return (
    <FullScreenDialog open={open} title={ROOM_TEXT.title} onClose={onClose}>
      {open ? <RoomStage {...work} onClose={onClose} /> : null}
    </FullScreenDialog>
  );
}

interface Point {
  x: number;
  y: number;
}

function RoomStage({ title, image, width, height, isFramed, onClose }: Omit<RoomPreviewDialogProps, 'open'>) {
  const svg = useRef<SVGSVGElement>(null);
  const [room, setRoom] = useState<Room>(ROOMS[0]!);
  const [position, setPosition] = useState<Point>(ROOMS[0]!.hang);
  const [scale, setScaleState] = useState<number>(ROOM_SCALE.initial);
  const [trueSize, setTrueSize] = useState(false);
  const roomLoaded = useImageReady(room.file);
  const artworkLoaded = useImageReady(image.sizes.large.jpeg);
  const portrait = useMediaQuery('(orientation: portrait)');
  // Pointers down on the stage: one drags, two pinch.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ from: Point; start: Point; distance: number; scale: number } | null>(null);

  const aspect = width / height;
  const base = baseArtworkSize(aspect);
  const shown = { width: base.width * scale, height: base.height * scale };

  const setScale = (next: number) => {
    setScaleState(clampRoomScale(next));
    setTrueSize(false);
  };

  const chooseRoom = (next: Room) => {
    setRoom(next);
    setPosition(next.hang);
    if (trueSize) setScaleState(trueSizeScale(next, width, height));
  };

  const toggleTrueSize = (on: boolean) => {
    setTrueSize(on);
    setScaleState(on ? trueSizeScale(room, width, height) : ROOM_SCALE.initial);
  };

  const reset = () => {
    setPosition(room.hang);
    setScaleState(ROOM_SCALE.initial);
    setTrueSize(false);
  };

  /** A point on the screen in room-image pixels (the SVG's own units, whatever its size on screen). */
  const toRoom = (clientX: number, clientY: number): Point | null => {
    const element = svg.current;
    const matrix = element?.getScreenCTM?.();
    if (!element || !matrix) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      gesture.current = { from: position, start: position, distance: Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y), scale };
    } else if (points.length === 1) {
      const start = toRoom(event.clientX, event.clientY);
      gesture.current = start ? { from: position, start, distance: 0, scale } : null;
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length >= 2 && gesture.current.distance > 0) {
      const distance = Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);
      setScale(gesture.current.scale * (distance / gesture.current.distance));
      return;
    }
    const now = toRoom(event.clientX, event.clientY);
    if (!now || points.length !== 1) return;
    const { from, start } = gesture.current;
    setPosition({
      x: Math.min(ROOM_WIDTH, Math.max(0, from.x + now.x - start.x)),
      y: Math.min(ROOM_HEIGHT, Math.max(0, from.y + now.y - start.y)),
    });
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    const [left] = [...pointers.current.entries()];
    // After a pinch, the finger still down carries on dragging from where it is.
    const start = left ? toRoom(left[1].x, left[1].y) : null;
    gesture.current = start ? { from: position, start, distance: 0, scale } : null;
  };

  const onWheel = (event: WheelEvent<SVGSVGElement>) => setScale(scale * Math.exp(-event.deltaY * WHEEL_RATE));

  const frame = isFramed ? Math.max(4, Math.min(shown.width, shown.height) * 0.04) : 0;
  const x = position.x - shown.width / 2;
  const y = position.y - shown.height / 2;
  const loading = !roomLoaded || !artworkLoaded;
  const realScale = trueSizeScale(room, width, height);
  const clamped = trueSize && Math.abs((width * pixelsPerInch(room)) / base.width - realScale) > 0.001;

  return (
    <div className="room-preview">
      <div className="room-preview__view">
        <svg
          ref={svg}
          className="room-preview__svg"
          viewBox={`0 0 ${ROOM_WIDTH} ${ROOM_HEIGHT}`}
          preserveAspectRatio={portrait ? 'xMidYMid slice' : 'xMidYMid meet'}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onWheel={onWheel}
          role="img"
          aria-label={`${title} on the wall of ${room.label}`}
          data-testid="room-stage"
        >
          <defs>
            <filter id="room-preview-shadow" x="-20%" y="-20%" width="140%" height="140%">
              <feDropShadow dx="0" dy="6" stdDeviation="8" floodOpacity="0.35" />
            </filter>
          </defs>
          <image href={room.file} x={0} y={0} width={ROOM_WIDTH} height={ROOM_HEIGHT} />
          <g opacity={ROOM_OPACITY} filter="url(#room-preview-shadow)" className="room-preview__artwork" data-testid="room-artwork" data-scale={scale.toFixed(4)}>
            {frame ? <rect x={x - frame} y={y - frame} width={shown.width + 2 * frame} height={shown.height + 2 * frame} fill="#1d1b19" /> : null}
            <image
              href={image.sizes.large.jpeg}
              x={x}
              y={y}
              width={shown.width}
              height={shown.height}
              preserveAspectRatio="none"
            />
          </g>
        </svg>
        {loading ? <p className="room-preview__status">{ROOM_TEXT.loading}</p> : null}
      </div>
      <div className="preview-controls preview-controls--light">
        <fieldset className="room-picker">
          <legend>Background</legend>
          <div className="room-picker__list" role="radiogroup" aria-label="Background">
            {ROOMS.map((option) => (
              <button
                key={option.id}
                type="button"
                role="radio"
                aria-checked={option.id === room.id}
                aria-label={option.label}
                title={option.label}
                className={option.id === room.id ? 'room-picker__item room-picker__item--on' : 'room-picker__item'}
                onClick={() => chooseRoom(option)}
              >
                <img src={option.thumb} alt="" width={96} height={60} />
              </button>
            ))}
          </div>
        </fieldset>
        <RangeControl label="Scale" value={scale} min={ROOM_SCALE.min} max={ROOM_SCALE.max} step={0.01} onChange={setScale} format={(v) => `${v.toFixed(2)}×`} />
        <div className="room-preview__true-size">
          <Switch checked={trueSize} onChange={toggleTrueSize} aria-label="True size" id="room-true-size" />
          <label htmlFor="room-true-size">True size</label>
          <span className="room-preview__note" aria-live="polite">
            {trueSize
              ? clamped
                ? `As close to ${width} x ${height} in as this preview goes`
                : `${width} x ${height} in on a ${Math.round(room.wallWidthInches / 12)} ft wall`
              : 'Drag the work; scroll or pinch to resize'}
          </span>
        </div>
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
