import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy } from './field-frame.tsx';
import './field-input.css';

type FieldTextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  /** A hint under the field (a character count). */
  extra?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled text box of several lines, FieldText's sibling for forms drawn without Ant Design. */
export function FieldTextArea({ label, value, onChange, error, extra, className, rows = 3, ref, ...area }: FieldTextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra} className={className} disabled={area.disabled}>
      <textarea
        {...area}
        ref={ref}
        id={id}
        rows={rows}
        className={error ? 'field-input field-input--area field-input--error' : 'field-input field-input--area'}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, extra)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
