import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  /** The panel's width on a wide screen, in pixels (520); a phone's is the window less a margin. */
  width?: number;
  /** A click beside the panel closes it (true); a long form turns this off. */
  closesOnMask?: boolean;
  className?: string;
  /**
   * Drawn where it stands in the page rather than in a portal, with no opening animation: a dialog
   * a page opens on arrival, so the server can draw it with the page (decision record 054).
   */
  inPlace?: boolean;
  children: ReactNode;
}

/** Whether Escape belongs to a control inside the dialog that is open itself (a select's list). */
function escapeIsTheControls(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[aria-expanded="true"]') !== null;
}

/**
 * A modal dialog in the look of Ant Design's, for dialogs that open over pages without Ant Design
 * (decision record 052): drawn over the page in a portal, named by its title, with the focus
 * moved into it on opening. Escape and the close button close it, and so does a click beside it
 * unless `closesOnMask` is false; the page behind does not scroll while it is open. Tab goes round
 * inside it (lib/use-dialog-tab-wrap.ts, for every `aria-modal` dialog), and whoever opens it gives
 * the focus back (lib/sign-in-prompt.tsx for the account dialogs).
 */
export function Dialog({ title, onClose, width = 520, closesOnMask = true, className, inPlace = false, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // A press that starts on the panel and ends beside it (selecting text) is not a click beside it.
  const pressedBeside = useRef(false);

  useEffect(() => {
    const element = panel.current;
    if (element && !element.contains(document.activeElement)) element.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || escapeIsTheControls(event.target)) return;
      // Only the dialog on top closes.
      const dialogs = [...document.querySelectorAll('[aria-modal="true"]')];
      if (dialogs.at(-1) !== element) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, []);

  const dialog = (
    <div className={['dialog-root', inPlace ? 'dialog-root--in-place' : null, className].filter(Boolean).join(' ')}>
      <div className="dialog-root__mask" aria-hidden="true" />
      <div
        className="dialog-root__wrap"
        onMouseDown={(event) => {
          pressedBeside.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          if (closesOnMask && pressedBeside.current && event.target === event.currentTarget) onClose();
          pressedBeside.current = false;
        }}
      >
        <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="dialog" style={{ '--dialog-width': `${width}px` } as CSSProperties}>
          <div className="dialog__header">
            <h2 id={titleId} className="dialog__title">
              {title}
            </h2>
            <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
              <CloseOutlined aria-hidden="true" />
            </button>
          </div>
          <div className="dialog__body">{children}</div>
        </div>
      </div>
    </div>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
