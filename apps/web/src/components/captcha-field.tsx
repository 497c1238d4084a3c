import { useId, type ReactNode } from 'react';
import { FieldFrame } from './ui/field-frame.tsx';

/** The captcha under its question, with the server's refusal of it below (spec/01 §4). */
export function CaptchaField({ error, children }: { error?: string | null | undefined; children: ReactNode }) {
  const id = useId();
  return (
    <FieldFrame id={id} label="Are you human?" error={error} className="captcha-field" group>
      {children}
    </FieldFrame>
  );
}
