import { OpenAuthModal } from '../../components/open-auth-modal.tsx';

/** /login: the sign-in modal over the home page. */
export function LoginRoute() {
  return <OpenAuthModal modal={{ view: 'sign-in' }} />;
}
