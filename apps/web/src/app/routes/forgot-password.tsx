import { OpenAuthModal } from '../../components/open-auth-modal.tsx';

/** /forgotPassword: the forgot-password modal over the home page. */
export function ForgotPasswordRoute() {
  return <OpenAuthModal modal={{ view: 'forgot' }} />;
}
