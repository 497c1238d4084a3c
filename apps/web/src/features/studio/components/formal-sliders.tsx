import { FORMAL_CATEGORIES, type FormalCategory } from '@vernissage/core/lookups';
import type { FormalPosition } from '@vernissage/core/schemas';
import { Button, Slider } from 'antd';

interface FormalSlidersProps {
  /** Only the axes the seller set (set by Form.Item); an untouched axis is absent. */
  value?: FormalPosition[];
  onChange?: (value: FormalPosition[]) => void;
  id?: string;
  /** Axes set from the cover's suggestions and not moved since. */
  suggested?: ReadonlySet<number>;
  onTouch?: (id: number) => void;
  disabled?: boolean;
}

/** Where an unset axis's handle rests: the middle, drawn faded, until the seller moves it. */
const RESTING = 0.5;
const STEP = 0.05;

function axisName(axis: FormalCategory): string {
  return `${axis.poles[0]} to ${axis.poles[1]}`;
}

/** A position as words: its value and which pole it leans to. */
export function describePosition(axis: FormalCategory, value: number): string {
  const lean = value < 0.4 ? `toward ${axis.poles[0]}` : value > 0.6 ? `toward ${axis.poles[1]}` : 'in between';
  return `${value.toFixed(2)}, ${lean}`;
}

/**
 * The 14 formal axes as sliders between their two named poles. An axis is 'Not set' until the
 * seller moves it, and can be cleared again; only set axes are kept in the value.
 */
export function FormalSliders({ value = [], onChange, id, suggested, onTouch, disabled = false }: FormalSlidersProps) {
  const positions = new Map(value.map((position) => [position.id, position.value]));
  const emit = (next: Map<number, number>) =>
    onChange?.(
      [...next.entries()]
        .sort(([a], [b]) => a - b)
        .map(([axis, position]) => ({ id: axis, value: Math.round(position * 100) / 100 })),
    );
  const set = (axis: number, position: number) => {
    onTouch?.(axis);
    const next = new Map(positions);
    next.set(axis, position);
    emit(next);
  };
  const clear = (axis: number) => {
    onTouch?.(axis);
    const next = new Map(positions);
    next.delete(axis);
    emit(next);
  };

  return (
    <div className="formal-sliders" id={id}>
      {FORMAL_CATEGORIES.map((axis) => {
        const position = positions.get(axis.id);
        const unset = position === undefined;
        return (
          <div key={axis.id} className="formal-axis" data-unset={unset}>
            <div className="formal-axis__head">
              <span className="formal-axis__name">
                {axis.poles[0]} – {axis.poles[1]}
              </span>
              <Button type="link" size="small" className="formal-axis__clear" disabled={unset || disabled} aria-label={`Clear ${axisName(axis)}`} onClick={() => clear(axis.id)}>
                Clear
              </Button>
            </div>
            <p className="formal-axis__value">
              {unset ? 'Not set' : describePosition(axis, position)}
              {suggested?.has(axis.id) && !unset ? <span className="suggested-mark">suggested</span> : null}
            </p>
            <Slider
              className="formal-axis__slider"
              min={0}
              max={1}
              step={STEP}
              value={position ?? RESTING}
              disabled={disabled}
              tooltip={{ formatter: null }}
              ariaLabelForHandle={axisName(axis)}
              ariaValueTextFormatterForHandle={(current) => (unset || current === undefined ? 'Not set' : describePosition(axis, current))}
              onChange={(next: number) => set(axis.id, next)}
              // A press on the resting point changes nothing, but it is a choice: it sets the axis.
              onChangeComplete={(next: number) => {
                if (unset) set(axis.id, next);
              }}
            />
            <div className="formal-axis__poles" aria-hidden="true">
              <span>{axis.poles[0]}</span>
              <span>{axis.poles[1]}</span>
            </div>
          </div>
        );
      })}
    </div>
  );
}
