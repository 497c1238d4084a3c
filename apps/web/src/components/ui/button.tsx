import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import './button.css';

export type ButtonType = 'primary' | 'default' | 'link' | 'text';
export type ButtonSize = 'small' | 'middle' | 'large';

interface OwnProps {
  /** The look, as Ant Design names it: primary (filled accent), default (outlined), link, text. */
  type?: ButtonType;
  size?: ButtonSize;
  icon?: ReactNode;
  iconPlacement?: 'start' | 'end';
  block?: boolean;
  danger?: boolean;
  /** Busy: a spinner in the icon's place, and no second click. */
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

type NativeButton = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick' | 'className' | 'children' | 'disabled'>;
type NativeAnchor = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type' | 'onClick' | 'className' | 'children'>;

export type ButtonProps = OwnProps &
  ((NativeButton & { href?: undefined; htmlType?: 'button' | 'submit' | 'reset' }) | (NativeAnchor & { href: string; htmlType?: undefined }));

/**
 * A button in the look of Ant Design's, drawn with plain markup and one stylesheet: the pages a
 * visitor opens first (home, the artwork page, the galleries, All Artworks) carry no Ant Design
 * code at all (decision record 037). With `href` it is a real link.
 */
export function Button(props: ButtonProps) {
  const { type = 'default', size = 'middle', icon, iconPlacement = 'start', block = false, danger = false, loading = false, disabled = false, className, children, onClick, ref, ...rest } = props;
  const classes = [
    'btn',
    `btn--${type}`,
    size === 'middle' ? null : `btn--${size}`,
    block ? 'btn--block' : null,
    danger ? 'btn--danger' : null,
    loading ? 'btn--loading' : null,
    children === undefined || children === null || children === false ? 'btn--icon-only' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const shownIcon = loading ? <span className="btn__spinner" aria-hidden="true" /> : icon;
  const content = (
    <>
      {shownIcon && iconPlacement === 'start' ? <span className="btn__icon">{shownIcon}</span> : null}
      {children === undefined || children === null || children === false ? null : <span>{children}</span>}
      {shownIcon && iconPlacement === 'end' ? <span className="btn__icon">{shownIcon}</span> : null}
    </>
  );
  const click = (event: MouseEvent<HTMLElement>) => {
    if (disabled || loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  if (rest.href !== undefined) {
    const { htmlType: _unused, ...anchor } = rest;
    return (
      <a {...anchor} ref={ref} className={classes} aria-disabled={disabled || undefined} tabIndex={disabled ? -1 : anchor.tabIndex} onClick={click}>
        {content}
      </a>
    );
  }
  const { htmlType = 'button', ...button } = rest;
  return (
    <button {...button} ref={ref} type={htmlType} className={classes} disabled={disabled} aria-busy={loading || undefined} onClick={click}>
      {content}
    </button>
  );
}
