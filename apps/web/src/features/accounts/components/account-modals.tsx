import { Modal } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { fillPlaceholders } from '../../../lib/placeholders.ts';
import { useAuthModal, type AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { MEMBERS_WHY, type MembersWhyKey } from '../../../config/members.ts';
import { paths } from '../../../config/paths.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { OtpForm } from './otp-form.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { WelcomeContent } from './welcome-content.tsx';
import './accounts.css';

// The sign-up form is fetched when it is first opened: it brings the phone rule (libphonenumber's
// metadata, about 30 KB gzip), which the sign-in dialog, opened from every page, does not need.
const SignUpForm = lazy(() => import('./sign-up-form.tsx').then((module) => ({ default: module.SignUpForm })));

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
          <SignInForm onOpen={open} onSignedIn={toGallery} />
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
  // Until the sign-up form's code is in, no dialog: an empty one would only jump when it arrives.
  return (
    <Suspense fallback={null}>
      <Modal
        open
        key={modal.view}
        title={titleFor(modal, config.product)}
        onCancel={close}
        footer={null}
        width={wide ? 760 : 480}
        destroyOnHidden
        // A long form is not thrown away by a stray click beside it.
        mask={{ closable: modal.view !== 'sign-up' }}
        className="account-modal"
      >
        {body}
      </Modal>
    </Suspense>
  );
}
