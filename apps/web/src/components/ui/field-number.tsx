import { useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import './field-input.css';

type FieldNumberProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'min' | 'max' | 'step'> & {
  value: number | null;
  /** The number typed (null when the field is empty), rounded to `precision` and kept within min and max. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** Decimals kept (Ant Design's precision): 0 for whole dollars. The arrows step by one such unit. */
  precision?: number;
  /** Enter pressed in the field. */
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Ant Design's status: a red border (and aria-invalid) for a value the form refuses. */
  status?: 'error';
};

/** A number as the field reads it: rounded to `precision`, kept within the bounds. */
function clean(value: number, precision: number, min: number | undefined, max: number | undefined): number {
  const rounded = Number(value.toFixed(precision));
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, rounded));
}

/**
 * Ant Design's number field (InputNumber) in the product's theme, for pages that load no Ant
 * Design: a native number input, so the phone shows its number pad and arrows step the value.
 * What is being typed stays as typed; the parent hears the number, rounded and within bounds.
 */
export function FieldNumber({ value, onChange, min, max, precision = 0, onPressEnter, status, className, onBlur, onKeyDown, ...rest }: FieldNumberProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // A value set from elsewhere (a chip removed, a link) replaces the text; the one typed does not.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    const typed = text.trim() === '' ? null : Number(text);
    if (typed === null || Number.isNaN(typed) || clean(typed, precision, min, max) !== value) setText(value === null ? '' : String(value));
  }
  const classes = ['field-input', 'field-number', status === 'error' ? 'field-input--error' : null, className].filter(Boolean).join(' ');
  return (
    <input
      {...rest}
      type="number"
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      className={classes}
      min={min}
      max={max}
      step={precision > 0 ? 10 ** -precision : 1}
      value={text}
      aria-invalid={status === 'error' || undefined}
      onChange={(event) => {
        setText(event.target.value);
        const number = event.target.valueAsNumber;
        const next = event.target.value.trim() === '' || Number.isNaN(number) ? null : clean(number, precision, min, max);
        setShown(next);
        onChange(next);
      }}
      onBlur={(event) => {
        // As Ant Design's field: once left, it shows the number it holds (rounded, within bounds).
        setText(value === null ? '' : String(value));
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter') onPressEnter?.(event);
      }}
    />
  );
}
