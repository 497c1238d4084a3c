import { LoadingOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';

export interface BusyButtonProps extends Omit<ButtonProps, 'loading'> {
  /** While true the button shows a spinner, is disabled and says `busyLabel` if given. */
  busy: boolean;
  busyLabel?: ReactNode;
}

/**
 * A button for a request whose end also changes `disabled` (a captcha reset after a refused
 * sign-in, a work refused at checkout, a resend countdown). Ant Design's `loading` animates its
 * spinner out, and when `disabled` changes during that animation the spinner can stay for good;
 * this shows a plain spinner icon instead, with no animation to interrupt.
 */
export function BusyButton({ busy, busyLabel, disabled, icon, children, ...props }: BusyButtonProps) {
  return (
    <Button {...props} icon={busy ? <LoadingOutlined aria-hidden /> : icon} disabled={busy || disabled} aria-busy={busy}>
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
