import { useParams } from 'react-router';
import { OpenAuthModal } from '../../components/open-auth-modal.tsx';
import { decodeEmail } from '../../lib/sign-in-prompt.tsx';

/** /signup/{email}: the full sign-up with the email prefilled (links in invitations use it). */
export function SignupRoute() {
  const { email } = useParams();
  return <OpenAuthModal modal={{ view: 'sign-up', variant: 'full', email: decodeEmail(email) }} />;
}
