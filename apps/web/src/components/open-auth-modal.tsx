import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSession } from '../lib/api/get-session.ts';
import { useAuthModal, type AuthModal } from '../lib/sign-in-prompt.tsx';
import { PageLoader } from './page-loader.tsx';

/**
 * The account routes (/login, /register, /signup/{email}, /forgotPassword) open their modal
 * over the home page: the address becomes / and the modal shows there, exactly as when LOG
 * IN/SIGN UP is pressed. Someone already signed in goes to /gallery instead.
 */
export function OpenAuthModal({ modal }: { modal: AuthModal }) {
  const control = useAuthModal();
  const { user, isPending } = useSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (isPending) return;
    if (user) {
      void navigate(paths.gallery, { replace: true });
      return;
    }
    control?.open(modal);
    void navigate(paths.home, { replace: true });
    // The modal to open is decided by the route; opening it once on arrival is the intent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPending, user]);

  return <PageLoader />;
}
