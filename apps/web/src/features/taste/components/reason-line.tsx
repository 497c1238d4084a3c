import type { ReasonWork } from '@vernissage/core/schemas';
import type { ReactNode } from 'react';
import './taste.css';

/** How large the liked work's picture is drawn beside the line, in CSS pixels (a square, the picture cropped to fill it). */
const PICTURE_SIZE = 40;

/**
 * Why a work was shown, as one line: "Because you liked “Title”" comes with that liked work's
 * picture (TASTE.md 4), so the collector sees which work it means at a glance. The picture is
 * decorative (the line names the work), so it has no text of its own.
 */
export function ReasonLine({ line, work, className }: { line: ReactNode; work: ReasonWork | null | undefined; className?: string }) {
  return (
    <p className={`reason-line ${className ?? ''}`}>
      {work?.picture ? (
        <picture className="reason-line__picture">
          <source type="image/webp" srcSet={work.picture.webp} />
          <img src={work.picture.jpeg} alt="" width={PICTURE_SIZE} height={PICTURE_SIZE} loading="lazy" decoding="async" />
        </picture>
      ) : null}
      <span>{line}</span>
    </p>
  );
}
