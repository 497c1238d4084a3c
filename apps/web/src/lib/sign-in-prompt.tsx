import type { Role, SignedIn } from '@vernissage/core/schemas';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';

/**
 * Which account modal is open. This is the one place that decides what 'sign in' does: LOG
 * IN/SIGN UP, Explore Gallery, the side menu's log-in entry and the /login, /register,
 * /signup/{email} and /forgotPassword routes all open a modal through it. The state lives here
 * (below features) so every feature can open a modal; the accounts feature draws them.
 */
export type AuthModal =
  /** returnTo: where signing in leads instead of /gallery (e.g. back to checkout). */
  | { view: 'sign-in'; returnTo?: string }
  | { view: 'sign-up'; variant: 'full' | 'simple'; email?: string }
  | { view: 'otp' }
  | { view: 'forgot' }
  | { view: 'welcome'; role: Role; welcome: SignedIn['welcome'] };

export interface AuthModalControl {
  modal: AuthModal | null;
  open: (modal: AuthModal) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalControl | null>(null);

/** Holds the open modal; mounted once in the root layout so it survives navigation. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AuthModal | null>(null);
  const close = useCallback(() => setModal(null), []);
  const value = useMemo<AuthModalControl>(() => ({ modal, open: setModal, close }), [modal, close]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

/** The open account modal and the means to switch it; null outside the provider. */
export function useAuthModal(): AuthModalControl | null {
  return useContext(AuthModalContext);
}

/**
 * Asks a visitor to sign in: opens the sign-in modal (or goes to /login outside the provider).
 * Signing in then leads to /gallery, or to `returnTo` when given.
 */
export function useSignInPrompt(returnTo?: string): () => void {
  const control = useContext(AuthModalContext);
  const navigate = useNavigate();
  if (control) return () => control.open(returnTo ? { view: 'sign-in', returnTo } : { view: 'sign-in' });
  return () => void navigate(paths.login);
}
