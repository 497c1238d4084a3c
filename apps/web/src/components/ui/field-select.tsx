import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy } from './field-frame.tsx';
import './field-input.css';
import './field-select.css';

type FieldSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id'> & {
  label: ReactNode;
  /** Beside the label (a tooltip's icon). */
  labelExtra?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  /** Shown while nothing is chosen; it cannot be chosen again. */
  placeholder: string;
  error?: string | null | undefined;
  extra?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled choice of one text, the browser's own select in the look of the text field: typing
 * jumps to an option, and a phone opens its own picker. For forms drawn without Ant Design.
 */
export function FieldSelect({ label, labelExtra, value, onChange, options, placeholder, error, extra, className, ref, ...select }: FieldSelectProps) {
  const id = useId();
  const classes = ['field-input', 'field-select', error ? 'field-input--error' : null, value === '' ? 'field-select--empty' : null].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} labelExtra={labelExtra} error={error} extra={extra} className={className} disabled={select.disabled}>
      <select
        {...select}
        ref={ref}
        id={id}
        className={classes}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, extra)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
