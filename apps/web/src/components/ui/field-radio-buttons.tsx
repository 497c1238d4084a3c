import { useId } from 'react';
import './field-radio-buttons.css';

interface RadioOption {
  value: string;
  label: string;
}

interface FieldRadioButtonsProps {
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  /** Ant Design's small buttons (30 px high) rather than its middle ones (40 px). */
  size?: 'small' | 'middle';
  className?: string;
}

/**
 * Ant Design's radio group drawn as joined buttons (optionType "button"), in the product's theme,
 * for pages that load no Ant Design: native radio inputs inside their labels, so arrows move the
 * choice and a screen reader says "radio, 2 of 3". Put it in a <fieldset> whose <legend> names it.
 */
export function FieldRadioButtons({ options, value, onChange, size = 'middle', className }: FieldRadioButtonsProps) {
  const name = useId();
  const classes = ['field-radio-buttons', size === 'small' ? 'field-radio-buttons--small' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {options.map((option) => (
        <label key={option.value} className="field-radio-buttons__option" data-checked={option.value === value}>
          <input
            type="radio"
            className="field-radio-buttons__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
