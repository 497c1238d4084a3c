import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import { useAuthModal, type AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { MEMBERS_WHY, type MembersWhyKey } from '../../../config/members.ts';
import { paths } from '../../../config/paths.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { OtpForm } from './otp-form.tsx';
import type * as SignUpFormModule from './sign-up-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { WelcomeContent } from './welcome-content.tsx';
import './accounts.css';

// The dialog and every form in it are drawn without Ant Design or zod (decision records 052 and
// 053): LOG IN/SIGN UP opens them over any page, and /login and /register draw them over the home
// page. The sign-up form carries the phone rule (libphonenumber's metadata): it is fetched when it
// is first needed, or ahead when the pointer or the focus comes near 'Sign up'; its bio's editor
// once someone starts on it. A fetch that fails (a dropped connection) is tried once more before
// the dialog says so.
let signUpFormCode: Promise<typeof SignUpFormModule> | null = null;
function loadSignUpForm(): Promise<typeof SignUpFormModule> {
  if (signUpFormCode) return signUpFormCode;
  const attempt = import('./sign-up-form.tsx').catch(
    () =>
      new Promise<typeof SignUpFormModule>((resolve, reject) => {
        setTimeout(() => import('./sign-up-form.tsx').then(resolve, reject), 1000);
      }),
  );
  // A failure is not kept: the next attempt (Try again, or opening the form again) fetches anew.
  attempt.catch(() => {
    if (signUpFormCode === attempt) signUpFormCode = null;
  });
  signUpFormCode = attempt;
  return attempt;
}
function lazySignUpForm() {
  return lazy(() => loadSignUpForm().then((module) => ({ default: module.SignUpForm })));
}

/**
 * Inside the dialog: the form whose code could not be fetched says so, with a way to try again,
 * instead of taking the page down with it.
 */
class FormLoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="account-form__load-failed" role="alert">
        <p>The form could not be loaded. Check your connection and try again.</p>
        <Button
          type="primary"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
}

function titleFor(modal: AuthModal, product: string): string {
  switch (modal.view) {
    case 'sign-in':
      return `Log in to ${product}`;
    case 'sign-up':
      return modal.variant === 'full' ? `Join ${product}` : `Join ${product} as a collector`;
    case 'otp':
      return 'Login without password';
    case 'forgot':
      return 'Forgot password';
    case 'welcome':
      return fillPlaceholders(modal.welcome?.title ?? `Welcome to ${product}`, { product, supportEmail: '', supportPhone: '' });
  }
}

/** Why the link the visitor clicked needs an account, and the gallery that does not. */
function MembersWhy({ why, onLeave }: { why: MembersWhyKey; onLeave: () => void }) {
  return (
    <div className="members-why" role="note">
      <p className="members-why__text">{MEMBERS_WHY[why]}</p>
      <Link className="text-link" to={paths.viewGallery} onClick={onLeave}>
        Browse the crowd’s gallery
      </Link>
    </div>
  );
}

/**
 * Draws whichever account modal lib/sign-in-prompt says is open: sign-in, sign-up (full or
 * simple), one-time code, forgot password and the welcome after sign-up. Switching between
 * them replaces the content of the one modal, so there is never a stack of dialogs.
 */
export function AccountModals() {
  const control = useAuthModal();
  const config = useSiteConfig();
  const navigate = useNavigate();
  // A new lazy component per attempt: React keeps a failed one failed.
  const [SignUpForm, setSignUpForm] = useState(lazySignUpForm);
  const fetchSignUpAhead = useCallback(() => void loadSignUpForm().catch(() => undefined), []);
  if (!control?.modal) return null;
  const { modal, open, close } = control;

  // Signed in: spec/01 §4 sends the person to /gallery, unless the prompt asked to come back.
  const toGallery = () => {
    close();
    void navigate(modal.view === 'sign-in' && modal.returnTo ? modal.returnTo : paths.gallery);
  };

  let body;
  switch (modal.view) {
    case 'sign-in':
      body = (
        <>
          {modal.why ? <MembersWhy why={modal.why} onLeave={close} /> : null}
          <SignInForm onOpen={open} onSignedIn={toGallery} onSignUpNear={fetchSignUpAhead} />
        </>
      );
      break;
    case 'sign-up':
      body = (
        <SignUpForm
          key={`${modal.variant}-${modal.email ?? ''}`}
          variant={modal.variant}
          email={modal.email}
          onOpen={open}
          onSignedUp={(signedIn) => open({ view: 'welcome', role: signedIn.user.role, welcome: signedIn.welcome })}
        />
      );
      break;
    case 'otp':
      body = <OtpForm onOpen={open} onSignedIn={toGallery} />;
      break;
    case 'forgot':
      body = <ForgotPasswordForm onOpen={open} />;
      break;
    case 'welcome':
      body = <WelcomeContent role={modal.role} welcome={modal.welcome} onClose={close} />;
      break;
  }

  const wide = modal.view === 'sign-up' && modal.variant === 'full';
  // The dialog opens at once, with its title; until the sign-up form's code is in, a spinner
  // holds the form's place. Switching views draws the new view's dialog in its place.
  return (
    <Dialog
      key={modal.view}
      title={titleFor(modal, config.product)}
      onClose={close}
      width={wide ? 760 : 480}
      // A long form is not thrown away by a stray click beside it.
      closesOnMask={modal.view !== 'sign-up'}
      className="account-modal"
    >
      <FormLoadBoundary onRetry={() => setSignUpForm(() => lazySignUpForm())}>
        <Suspense fallback={<PageLoader label="Loading the form" />}>{body}</Suspense>
      </FormLoadBoundary>
    </Dialog>
  );
}
