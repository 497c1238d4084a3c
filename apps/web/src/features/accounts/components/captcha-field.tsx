import { useId, type ReactNode } from 'react';

/** The captcha under its question, with the server's refusal of it below (spec/01 §4). */
export function CaptchaField({ error, children }: { error?: string | null | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <div className={['field-text', 'captcha-field', error ? 'field-text--error' : null].filter(Boolean).join(' ')} role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <div id={`${id}-label`} className="field-text__label">
        Are you human?
      </div>
      {children}
      {error ? (
        <div id={`${id}-error`} className="field-text__error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
