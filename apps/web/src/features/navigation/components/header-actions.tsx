import type { SessionUser } from '@vernissage/core/schemas';
import type { ReactNode } from 'react';
import { LoginButton } from '../../../components/login-button.tsx';
import { useCartSlot } from '../../../lib/cart-slot.tsx';
import { UserMenu } from './user-menu.tsx';

interface HeaderActionsProps {
  user: SessionUser | null;
  className: string;
  /** More controls after the account's (the top bar's menu toggle). */
  children?: ReactNode;
}

/**
 * The right end of both headers, the top bar's and the admin layout's: the cart with its count,
 * then the account menu, or LOG IN/SIGN UP for a visitor (on a phone as a person icon, named the
 * same). One component, so the two layouts cannot drift apart.
 */
export function HeaderActions({ user, className, children }: HeaderActionsProps) {
  const cart = useCartSlot();
  return (
    <div className={className}>
      {cart ? <cart.CartButton signedIn={user !== null} /> : null}
      {user ? (
        <UserMenu user={user} />
      ) : (
        <span className="header-login">
          <LoginButton />
        </span>
      )}
      {children}
    </div>
  );
}
