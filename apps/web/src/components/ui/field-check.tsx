import { useId, type ReactNode, type Ref } from 'react';
import { FieldError } from './field-frame.tsx';
import './field-check.css';

interface FieldCheckProps {
  /** What ticking it says (the terms, with their links). */
  children: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its words beside it and its error below, in the look of Ant Design's. */
export function FieldCheck({ children, checked, onChange, error, ref }: FieldCheckProps) {
  const id = useId();
  return (
    <div className={error ? 'field-check field-check--error' : 'field-check'}>
      <label className="field-check__label">
        <input
          ref={ref}
          type="checkbox"
          className="field-check__box"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{children}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
