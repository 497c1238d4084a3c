import type { HTMLAttributes } from 'react';
import { statusTones, type StatusTone } from '../config/theme.ts';
import './status-tag.css';

type StatusTagProps = Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'style'> & { tone: StatusTone };

/**
 * A state label (Awaiting confirmation, On hold for you, a hold's time left): an outlined tag in
 * one of the status tones, each readable at 4.5:1 or more. Its colours are set on the tag itself,
 * so no preset colour or stylesheet order can make it yellow on pale yellow again. Plain markup
 * in the look of Ant Design's tag: it is on the artwork page, which loads no Ant Design.
 */
export function StatusTag({ tone, className, ...props }: StatusTagProps) {
  const colours = statusTones[tone];
  return (
    <span
      {...props}
      className={className ? `status-tag ${className}` : 'status-tag'}
      style={{ color: colours.text, backgroundColor: colours.background, borderColor: colours.border }}
    />
  );
}
