import { OpenAuthModal } from '../../components/open-auth-modal.tsx';

/** /register: the full sign-up modal over the home page. */
export function RegisterRoute() {
  return <OpenAuthModal modal={{ view: 'sign-up', variant: 'full' }} />;
}
