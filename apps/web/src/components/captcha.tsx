import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import './captcha.css';

/** Where the widget fetches its signed proof-of-work challenge (server: modules/captcha). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface CaptchaHandle {
  /** Back to unsolved, with a fresh challenge on the next check: done after every attempt. */
  reset: () => void;
}

export interface CaptchaProps {
  /** The solved payload (what the form sends as `captcha`), or undefined while unsolved. */
  value?: string | undefined;
  onChange?: (payload: string | undefined) => void;
  ref?: Ref<CaptchaHandle>;
}

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

/**
 * The ALTCHA widget as a form control (Ant Design's Form.Item passes value and onChange).
 * The widget is loaded on first use: it is a quarter of a megabyte that only account and
 * question forms need. It solves in Web Workers made from blob: URLs and injects one <style>,
 * both allowed by the server's CSP (worker-src blob:, style-src 'unsafe-inline').
 */
export function Captcha({ onChange, ref }: CaptchaProps) {
  const element = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    void import('altcha');
    const widget = element.current;
    if (!widget) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current?.(state === 'verified' && payload ? payload : undefined);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(ref, () => ({
    reset: () => {
      // reset() exists once the element is upgraded; before that there is nothing to reset.
      if (typeof element.current?.reset === 'function') element.current.reset();
      onChangeRef.current?.(undefined);
    },
  }));

  return <altcha-widget ref={element} challenge={CAPTCHA_CHALLENGE_URL} className="captcha" />;
}
