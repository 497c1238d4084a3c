import { useId, type ReactNode } from 'react';
import './segmented.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
}

interface SegmentedProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  /** The group's name for assistive technology (the gallery's View). */
  'aria-label': string;
  className?: string;
}

/**
 * Ant Design's segmented control in the product's theme, for pages that load no Ant Design
 * (decision record 037): a group of radio buttons drawn as one bar, the chosen one raised. Native
 * radios give it the keyboard of one (Tab to the chosen option, arrows to move and choose).
 */
export function Segmented<T extends string>({ value, onChange, options, 'aria-label': label, className }: SegmentedProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={['segmented', className].filter(Boolean).join(' ')}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label key={option.value} className={checked ? 'segmented__item segmented__item--selected' : 'segmented__item'}>
            <input className="segmented__input" type="radio" name={name} value={option.value} checked={checked} onChange={() => onChange(option.value)} />
            <span className="segmented__label">
              {option.icon ? <span className="segmented__icon">{option.icon}</span> : null}
              <span>{option.label}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
