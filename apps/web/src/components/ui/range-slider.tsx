import { useEffect, useEffectEvent, useRef, type CSSProperties, type PointerEvent } from 'react';
import './range-slider.css';

export type RangeValue = [number, number];

interface RangeSliderProps {
  min: number;
  max: number;
  step: number;
  value: RangeValue;
  /** Each move of either handle (drawn at once). */
  onChange: (value: RangeValue) => void;
  /** A handle let go, or moved by a key: the moment to act on the range (Ant Design's onChangeComplete). */
  onChangeComplete?: (value: RangeValue) => void;
  /** The accessible names of the lower and the upper handle. */
  labels: [string, string];
  /** A value as said and shown (its aria-valuetext and the bubble over a handle). */
  format?: (value: number) => string;
  className?: string;
}

/**
 * Ant Design's two-handled slider in the product's theme, for pages that load no Ant Design: two
 * native range inputs laid over one track, so each handle is a real slider for the keyboard
 * (arrows, Page Up/Down, Home/End) and for screen readers, and the browser does the dragging. The
 * lower handle never passes the upper one. A press on the rail moves the nearer handle there, as
 * Ant Design's does. While a handle is hovered, held or focused, a bubble over it shows its value.
 */
export function RangeSlider({ min, max, step, value, onChange, onChangeComplete, labels, format = String, className }: RangeSliderProps) {
  const lowInput = useRef<HTMLInputElement>(null);
  const highInput = useRef<HTMLInputElement>(null);
  const [low, high] = value;

  /** A value on the steps, without the float's tail (0.30000000000000004 is 0.3). */
  const snap = (n: number) => Number((Math.round((n - min) / step) * step + min).toFixed(6));
  /** Both handles as the inputs hold them now, the lower kept at or below the upper. */
  const read = (moved: 'low' | 'high'): RangeValue => {
    const nextLow = snap(Number(lowInput.current?.value ?? low));
    const nextHigh = snap(Number(highInput.current?.value ?? high));
    return moved === 'low' ? [Math.min(nextLow, nextHigh), nextHigh] : [nextLow, Math.max(nextLow, nextHigh)];
  };

  // A range input's own change event comes when a drag ends or a key has moved it; React's onChange
  // is every step of a drag.
  const complete = useEffectEvent((moved: 'low' | 'high') => onChangeComplete?.(read(moved)));
  useEffect(() => {
    const lowNode = lowInput.current;
    const highNode = highInput.current;
    if (!lowNode || !highNode) return;
    const onLow = () => complete('low');
    const onHigh = () => complete('high');
    lowNode.addEventListener('change', onLow);
    highNode.addEventListener('change', onHigh);
    return () => {
      lowNode.removeEventListener('change', onLow);
      highNode.removeEventListener('change', onHigh);
    };
  }, []);

  /** A press on the rail (the handles take their own): the nearer handle goes there, and takes the focus. */
  const pressRail = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement || event.button !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    // The handles' centres run from half a handle in at each end (range-slider.css).
    const thumb = parseFloat(getComputedStyle(event.currentTarget).getPropertyValue('--range-thumb')) || 0;
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left - thumb / 2) / Math.max(1, box.width - thumb)));
    const at = snap(min + fraction * (max - min));
    const moved = at <= low || (at < high && at - low < high - at) ? 'low' : 'high';
    const next: RangeValue = moved === 'low' ? [at, high] : [low, at];
    event.preventDefault();
    (moved === 'low' ? lowInput : highInput).current?.focus();
    onChange(next);
    onChangeComplete?.(next);
  };

  const share = (n: number) => (max === min ? 0 : (n - min) / (max - min));
  const style = { '--range-low': share(low), '--range-high': share(high) } as CSSProperties;
  // Two handles on one spot: the one that can still move that way is on top (the lower one near the end).
  const lowOnTop = low > (min + max) / 2;
  const classes = ['range-slider', lowOnTop ? 'range-slider--low-on-top' : null, className].filter(Boolean).join(' ');

  return (
    <div className={classes} style={style} onPointerDown={pressRail}>
      <span className="range-slider__rail" aria-hidden="true" />
      <span className="range-slider__track" aria-hidden="true" />
      <input
        ref={lowInput}
        type="range"
        className="range-slider__input range-slider__input--low"
        min={min}
        max={max}
        step={step}
        value={low}
        aria-label={labels[0]}
        aria-valuenow={low}
        aria-valuetext={format(low)}
        onChange={() => onChange(read('low'))}
      />
      <span className="range-slider__value range-slider__value--low" aria-hidden="true">
        {format(low)}
      </span>
      <input
        ref={highInput}
        type="range"
        className="range-slider__input range-slider__input--high"
        min={min}
        max={max}
        step={step}
        value={high}
        aria-label={labels[1]}
        aria-valuenow={high}
        aria-valuetext={format(high)}
        onChange={() => onChange(read('high'))}
      />
      <span className="range-slider__value range-slider__value--high" aria-hidden="true">
        {format(high)}
      </span>
    </div>
  );
}
