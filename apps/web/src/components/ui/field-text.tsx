import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldFrame, fieldDescribedBy } from './field-frame.tsx';
import './field-input.css';

type FieldTextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'> & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, shown under it (and the field marked invalid). */
  error?: string | null | undefined;
  /** A hint under the field. */
  extra?: ReactNode;
  /** A password: its characters hidden, with a button that shows or hides them. */
  reveal?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled text field in the look of Ant Design's form item, for forms drawn without Ant Design
 * (decision record 052): the label above, the error and the hint below, tied to the input by
 * aria-describedby. With `reveal`, a password field: its characters are hidden until the
 * person shows them.
 */
export function FieldText({ label, value, onChange, error, extra, reveal = false, className, type = 'text', ref, ...input }: FieldTextProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} extra={extra} className={className} disabled={input.disabled}>
      <div className="field-text__control">
        <input
          {...input}
          ref={ref}
          id={id}
          type={reveal ? (shown ? 'text' : 'password') : type}
          className={error ? 'field-input field-input--error' : 'field-input'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy(id, error, extra)}
          onChange={(event) => onChange(event.target.value)}
        />
        {reveal ? (
          <button type="button" className="field-text__reveal" aria-pressed={shown} aria-label="Show the characters" aria-controls={id} onClick={() => setShown((now) => !now)}>
            {shown ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
