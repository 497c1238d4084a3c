import { theme } from 'antd';

interface CharCounterProps {
  count: number;
  max: number;
}

/** 'n/max' under a field; red once the text is past the limit (spec/01 §5). */
export function CharCounter({ count, max }: CharCounterProps) {
  const { token } = theme.useToken();
  const over = count > max;
  return (
    <span className="char-counter" data-over={over} style={{ color: over ? token.colorError : token.colorTextSecondary }}>
      {count}/{max}
    </span>
  );
}
