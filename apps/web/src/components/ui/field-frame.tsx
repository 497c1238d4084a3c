import type { ReactNode } from 'react';
import './field-text.css';

interface FieldFrameProps {
  /** The control's id: the label names it, and the error and hint take their ids from it. */
  id: string;
  label: ReactNode;
  /** Beside the label, outside it (a tooltip's icon), so the control's name stays the label's text. */
  labelExtra?: ReactNode;
  error?: string | null | undefined;
  extra?: ReactNode;
  className?: string | undefined;
  disabled?: boolean | undefined;
  /** A group of controls (the captcha's widget), named by the label, which is then no <label>. */
  group?: boolean;
  children: ReactNode;
}

/** A field's error under it, its id `{id}-error` for the control's aria-describedby. */
export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  return error ? (
    <div id={`${id}-error`} className="field-text__error">
      {error}
    </div>
  ) : null;
}

/** The ids of a field's error and hint that are shown, for its control's aria-describedby. */
export function fieldDescribedBy(id: string, error: string | null | undefined, extra: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, extra ? `${id}-extra` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled field in the look of Ant Design's vertical form item, for forms drawn without Ant
 * Design (decision record 052): the label above, the error and the hint below. The control inside
 * takes `id` and `fieldDescribedBy(id, error, extra)`.
 */
export function FieldFrame({ id, label, labelExtra, error, extra, className, disabled, group = false, children }: FieldFrameProps) {
  const classes = ['field-text', error ? 'field-text--error' : null, disabled ? 'field-text--disabled' : null, className].filter(Boolean).join(' ');
  const grouped = group ? { role: 'group', 'aria-labelledby': `${id}-label`, 'aria-describedby': fieldDescribedBy(id, error, extra) } : {};
  return (
    <div className={classes} {...grouped}>
      <div className="field-text__head">
        {group ? (
          <div id={`${id}-label`} className="field-text__label">
            {label}
          </div>
        ) : (
          <label className="field-text__label" htmlFor={id}>
            {label}
          </label>
        )}
        {labelExtra}
      </div>
      {children}
      <FieldError id={id} error={error} />
      {extra ? (
        <div id={`${id}-extra`} className="field-text__extra">
          {extra}
        </div>
      ) : null}
    </div>
  );
}
