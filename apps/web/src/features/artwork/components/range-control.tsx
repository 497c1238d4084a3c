import { useId } from 'react';

interface RangeControlProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  format: (value: number) => string;
}

/** A labelled slider with its value beside it (a native range input: keyboard and touch for free). */
export function RangeControl({ label, value, min, max, step, onChange, format }: RangeControlProps) {
  const id = useId();
  return (
    <div className="range-control">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={id}>{format(value)}</output>
    </div>
  );
}
