import type { InputHTMLAttributes } from 'react';
import './field-switch.css';

type FieldSwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'onChange' | 'size'> & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Ant Design's small switch (28 × 16) rather than its default one (44 × 22). */
  size?: 'small' | 'default';
};

/**
 * Ant Design's switch in the product's theme, for pages that load no Ant Design: a native
 * checkbox with role="switch" drawn as the switch itself, so it is what a label names, Space
 * turns it, and a screen reader says on or off. Name it with a <label htmlFor> or aria-label.
 */
export function FieldSwitch({ checked, onChange, size = 'default', className, ...rest }: FieldSwitchProps) {
  const classes = ['field-switch', size === 'small' ? 'field-switch--small' : null, className].filter(Boolean).join(' ');
  return <input {...rest} type="checkbox" role="switch" className={classes} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
