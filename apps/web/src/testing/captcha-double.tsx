import { useImperativeHandle, useState } from 'react';
import type { CaptchaProps } from '../components/captcha.tsx';

/** What the double hands the form once 'solved'; the server would check it, the tests stub the server. */
export const TEST_CAPTCHA_PAYLOAD = 'test-captcha-payload';

/**
 * Stands in for components/captcha.tsx in unit tests (jsdom has no Web Workers to solve the
 * proof of work): the same props and reset handle, solved by ticking a checkbox. The real
 * widget is exercised by the Playwright journeys.
 */
export function Captcha({ onChange, ref }: CaptchaProps) {
  const [solved, setSolved] = useState(false);
  useImperativeHandle(ref, () => ({
    reset: () => {
      setSolved(false);
      onChange?.(undefined);
    },
  }));
  return (
    <label>
      <input
        type="checkbox"
        checked={solved}
        onChange={() => {
          setSolved(true);
          onChange?.(TEST_CAPTCHA_PAYLOAD);
        }}
      />
      I&apos;m not a robot
    </label>
  );
}
