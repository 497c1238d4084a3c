import { useParams } from 'react-router';
import { OpenAuthModal } from '../../components/open-auth-modal.tsx';

function decodeEmail(raw: string | undefined): string {
  if (!raw) return '';
  try {
    return decodeURIComponent(raw);
  } catch {
    // A stray % that is not an escape: the text as given is the best guess.
    return raw;
  }
}

/** /signup/{email}: the full sign-up with the email prefilled (links in invitations use it). */
export function SignupRoute() {
  const { email } = useParams();
  return <OpenAuthModal modal={{ view: 'sign-up', variant: 'full', email: decodeEmail(email) }} />;
}
