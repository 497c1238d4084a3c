import type { ReactNode } from 'react';
import './badge.css';

interface BadgeProps {
  /** The number shown at the child's top corner; nothing is shown for 0. */
  count: number;
  /** Moves the count from the corner, as Ant Design's offset: [left, down] in pixels. */
  offset?: [number, number];
  children: ReactNode;
  className?: string;
}

/**
 * Ant Design's small count badge in the product's theme (white on the accent), for pages that
 * load no Ant Design (decision record 037).
 */
export function Badge({ count, offset, children, className }: BadgeProps) {
  return (
    <span className={['badge', className].filter(Boolean).join(' ')}>
      {children}
      {count > 0 ? (
        <sup className={count > 9 ? 'badge__count badge__count--wide' : 'badge__count'} title={String(count)} style={offset ? { insetInlineEnd: -offset[0], marginTop: offset[1] } : undefined}>
          {count}
        </sup>
      ) : null}
    </span>
  );
}
