import { cloneElement, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import './tooltip.css';

const GAP = 8;
const EDGE = 8;

/**
 * A tooltip in the look of Ant Design's, for pages that load no Ant Design: shown while the
 * pointer is over its element or the element has the focus, hidden with Escape, and named by
 * aria-describedby while shown. It is placed above the element (below when there is no room),
 * kept inside the window, and fixed to the window so no scrolling box clips it. A wrapper catches
 * the pointer, so a disabled button still explains itself.
 */
export function Tooltip({ title, children }: { title: ReactNode; children: ReactElement<{ 'aria-describedby'?: string }> }) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({ visibility: 'hidden' });

  useLayoutEffect(() => {
    if (!open || !anchor.current || !bubble.current) return;
    const target = anchor.current.getBoundingClientRect();
    const tip = bubble.current.getBoundingClientRect();
    const above = target.top - tip.height - GAP >= EDGE;
    const left = Math.min(Math.max(target.left + target.width / 2 - tip.width / 2, EDGE), window.innerWidth - tip.width - EDGE);
    setStyle({ top: above ? target.top - tip.height - GAP : target.bottom + GAP, left, visibility: 'visible' });
  }, [open]);

  const show = () => setOpen(true);
  const hide = () => {
    setOpen(false);
    setStyle({ visibility: 'hidden' });
  };
  return (
    <span
      ref={anchor}
      className="tooltip-anchor"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, open ? { 'aria-describedby': id } : {})}
      {open ? (
        <span ref={bubble} role="tooltip" id={id} className="tooltip" style={style}>
          {title}
        </span>
      ) : null}
    </span>
  );
}
