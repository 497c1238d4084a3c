import { ReloadOutlined } from '@ant-design/icons';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
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

/** The widget's own checkbox, once it has drawn itself (in its shadow root or beside it). */
function widgetCheckbox(widget: AltchaWidgetElement): HTMLInputElement | null {
  const selector = 'input[type="checkbox"]';
  return widget.shadowRoot?.querySelector<HTMLInputElement>(selector) ?? widget.querySelector<HTMLInputElement>(selector);
}

/**
 * The ALTCHA widget as a form control. Its code (32 KB, and its start the longest task of a
 * dialog that opens with it) is fetched once someone starts on the form: a field takes the focus,
 * the pointer comes over the captcha, or its box is ticked. Until then a box in the widget's look
 * stands in; ticking it fetches the widget, which then checks at once and takes the focus, so the
 * tick is not lost (decision record 053). It solves in Web Workers made from blob: URLs and
 * injects one <style>, both allowed by the server's CSP (worker-src blob:, style-src 'unsafe-inline').
 */
export function Captcha({ onChange, ref }: CaptchaProps) {
  const holder = useRef<HTMLDivElement>(null);
  const element = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  // A widget fetched for an earlier form of this page is there at once.
  const fetched = () => typeof customElements !== 'undefined' && customElements.get('altcha-widget') !== undefined;
  const [wanted, setWanted] = useState(fetched);
  const [ready, setReady] = useState(fetched);
  // The stand-in was ticked (or pressed: the widget may come between the press and the click):
  // the widget checks as soon as it is there.
  const [ticked, setTicked] = useState(false);
  // The stand-in had the focus when the widget came: the widget's box takes it.
  const focusWidget = useRef(false);
  const tick = () => {
    setTicked(true);
    setWanted(true);
  };

  // Someone starting on the form fetches the widget.
  useEffect(() => {
    if (wanted) return undefined;
    const form = holder.current?.closest('form');
    const want = () => setWanted(true);
    form?.addEventListener('focusin', want);
    return () => form?.removeEventListener('focusin', want);
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    import('altcha').then(
      () => {
        if (!live) return;
        focusWidget.current = holder.current?.contains(document.activeElement) ?? false;
        setReady(true);
      },
      // The stand-in stays; the next tick tries again.
      () => {
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  useEffect(() => {
    const widget = element.current;
    if (!ready || !widget) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current?.(state === 'verified' && payload ? payload : undefined);
    };
    widget.addEventListener('statechange', onStateChange);
    // The focus goes to the widget's box once the widget has drawn it.
    let frame = 0;
    let tries = 0;
    const focusBox = () => {
      const box = widgetCheckbox(widget);
      if (box) box.focus();
      else if ((tries += 1) < 60) frame = requestAnimationFrame(focusBox);
    };
    if (focusWidget.current) frame = requestAnimationFrame(focusBox);
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      cancelAnimationFrame(frame);
    };
  }, [ready]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      // reset() exists once the element is upgraded; before that there is nothing to reset.
      if (typeof element.current?.reset === 'function') element.current.reset();
      setTicked(false);
      onChangeRef.current?.(undefined);
    },
  }));

  return (
    <div ref={holder} className="captcha-holder" onPointerEnter={() => setWanted(true)}>
      {ready ? (
        <altcha-widget ref={element} challenge={CAPTCHA_CHALLENGE_URL} className="captcha" {...(ticked ? { auto: 'onload' } : {})} />
      ) : (
        <div className="captcha-stand-in">
          <div className="captcha-stand-in__main">
            <label className="captcha-stand-in__check" onPointerDown={tick}>
              <input type="checkbox" className="captcha-stand-in__box" checked={false} aria-busy={ticked || undefined} onChange={tick} />
              <span>{ticked ? 'Verifying...' : "I'm not a robot"}</span>
            </label>
            <ReloadOutlined className="captcha-stand-in__logo" aria-hidden="true" />
          </div>
          <p className="captcha-stand-in__footer">Protected by ALTCHA</p>
        </div>
      )}
    </div>
  );
}
