import { palette, theme } from '../config/theme.ts';

interface CharCounterProps {
  count: number;
  max: number;
}

/**
 * 'n/max' under a field; red once the text is past the limit (spec/01 §5). In the theme's colours,
 * without Ant Design's: the sign-up form is drawn without it.
 */
export function CharCounter({ count, max }: CharCounterProps) {
  const over = count > max;
  return (
    <span className="char-counter" data-over={over} style={{ color: over ? theme.token?.colorError : palette.muted }}>
      {count}/{max}
    </span>
  );
}
