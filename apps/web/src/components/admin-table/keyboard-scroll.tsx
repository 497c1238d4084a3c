import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Around an Ant Design table that may be wider than the screen (`scroll={{ x }}`): when its
 * sideways-scrolling area overflows (a phone), the area is made a named region the keyboard
 * can reach and scroll with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 * Ant Design gives no prop for that area, so it is marked after each render, when the table may
 * have drawn it anew; one that fits takes no place in the tab order.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = ref.current?.querySelector('.ant-table-content');
    if (!area) return;
    if (area.scrollWidth > area.clientWidth) {
      area.setAttribute('tabindex', '0');
      area.setAttribute('role', 'region');
      area.setAttribute('aria-label', label);
    } else if (area.hasAttribute('tabindex')) {
      for (const name of ['tabindex', 'role', 'aria-label']) area.removeAttribute(name);
    }
  });
  return <div ref={ref}>{children}</div>;
}
