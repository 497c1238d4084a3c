import { SIGNUP_LINK } from '@vernissage/core/layout';
import type { Role, SignedIn } from '@vernissage/core/schemas';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { MembersWhyKey } from '../config/members.ts';
import { paths } from '../config/paths.ts';
import { focusMainContent } from './use-focus-after-navigation.ts';

/**
 * Which account modal is open. This is the one place that decides what 'sign in' does: LOG
 * IN/SIGN UP, Explore Gallery, the side menu's log-in entry and the /login, /register,
 * /signup/{email} and /forgotPassword routes all open a modal through it. The state lives here
 * (below features) so every feature can open a modal; the accounts feature draws them.
 */
export type AuthModal =
  /**
   * returnTo: where signing in leads instead of /gallery (e.g. back to checkout). why: what the
   * visitor was reaching for needs an account, said above the form with the way to the crowd's
   * gallery, which does not.
   */
  | { view: 'sign-in'; returnTo?: string; why?: MembersWhyKey }
  | { view: 'sign-up'; variant: 'full' | 'simple'; email?: string }
  | { view: 'otp' }
  | { view: 'forgot' }
  | { view: 'welcome'; role: Role; welcome: SignedIn['welcome'] };

/** An e-mail address from a /signup/{email} link, as typed when it is not a valid escape. */
export function decodeEmail(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    // A stray % that is not an escape: the text as given is the best guess.
    return raw;
  }
}

/**
 * The modal an account route opens over the home page (/login, /register, /signup/{email},
 * /forgotPassword), or null for any other path.
 */
export function accountModalForPath(pathname: string): AuthModal | null {
  if (pathname === paths.login) return { view: 'sign-in' };
  if (pathname === paths.register) return { view: 'sign-up', variant: 'full' };
  if (pathname === paths.forgotPassword) return { view: 'forgot' };
  return SIGNUP_LINK.test(pathname) ? { view: 'sign-up', variant: 'full', email: decodeEmail(pathname.slice('/signup/'.length)) } : null;
}

/** The modal to open once the app has taken over a page the server drew for an account route. */
let openingOnArrival: AuthModal | null = null;

/**
 * The server draws the home page for a visitor's account route (decision record 052): the app
 * takes it over at / and then opens the route's modal, as the route itself would have.
 */
export function openOnArrival(modal: AuthModal): void {
  openingOnArrival = modal;
}

export interface AuthModalControl {
  modal: AuthModal | null;
  /** Opens `modal`; closing it gives the focus back to `opener`, or to what had the focus. */
  open: (modal: AuthModal, opener?: HTMLElement | null) => void;
  close: () => void;
}

const AuthModalContext = createContext<AuthModalControl | null>(null);

/** Holds the open modal; mounted once in the root layout so it survives navigation. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AuthModal | null>(null);
  // What had the focus when the first modal opened. Switching views draws a new dialog, which
  // would give the focus back to a button of the one before it: the provider gives it back to
  // the opener itself, when the opener is still on the page, and otherwise (signing up from the
  // cart leads to the checkout) to the page's main content, so Tab goes on through the page
  // rather than out of the document.
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);
  const open = useCallback((next: AuthModal, from?: HTMLElement | null) => {
    const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!isOpen.current) opener.current = from ?? active;
    isOpen.current = true;
    setModal(next);
  }, []);
  const close = useCallback(() => {
    isOpen.current = false;
    setModal(null);
  }, []);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (modal !== null) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = opener.current;
    opener.current = null;
    // A hidden opener (in a drawer closed since) cannot take the focus.
    if (target?.isConnected && target.checkVisibility?.() !== false) target.focus();
    else if (!document.activeElement || document.activeElement === document.body) focusMainContent();
  }, [modal]);
  useEffect(() => {
    if (!openingOnArrival) return;
    const arrival = openingOnArrival;
    openingOnArrival = null;
    // As a transition: the app is still taking the drawn page over, which an urgent update would
    // make it finish in one long task.
    startTransition(() => open(arrival));
  }, [open]);
  const value = useMemo<AuthModalControl>(() => ({ modal, open, close }), [modal, open, close]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

/** The open account modal and the means to switch it; null outside the provider. */
export function useAuthModal(): AuthModalControl | null {
  return useContext(AuthModalContext);
}

/**
 * Asks a visitor to sign in: opens the sign-in modal (or goes to /login outside the provider).
 * Signing in then leads to /gallery, or to `returnTo` when given. `why` tells a visitor who
 * clicked a members' link why it needs an account (config/members.ts). `returnFocusTo` names
 * where the focus goes when the modal closes, when the button that opened it goes out of sight
 * as it opens (the phone menu's drawer closes).
 */
export function useSignInPrompt(returnTo?: string, why?: MembersWhyKey, returnFocusTo?: () => HTMLElement | null): () => void {
  const control = useContext(AuthModalContext);
  const navigate = useNavigate();
  if (control) return () => control.open({ view: 'sign-in', ...(returnTo ? { returnTo } : {}), ...(why ? { why } : {}) }, returnFocusTo?.());
  return () => void navigate(paths.login);
}
