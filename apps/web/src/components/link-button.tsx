import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { isPlainClick } from '../lib/plain-click.ts';
import { Button, type ButtonSize, type ButtonType } from './ui/button.tsx';

interface LinkButtonProps {
  to: string;
  type?: ButtonType;
  size?: ButtonSize;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

/** A link that looks like a button: a real anchor (new tab, copy link) with in-app navigation. */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(to);
  };
  return <Button {...props} href={to} onClick={onClick} />;
}
