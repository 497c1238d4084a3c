import { useLocation } from 'react-router';
import { membersWhy } from '../config/members.ts';
import { paths } from '../config/paths.ts';
import { useAuthModal, useSignInPrompt } from '../lib/sign-in-prompt.tsx';
import { LinkButton } from './link-button.tsx';
import { Button } from './ui/button.tsx';

/**
 * What a visitor sees on a members' page, in its place: why it needs an account, and the three
 * ways on (log in and come back here, sign up, or the crowd's gallery, which needs no account).
 * A visitor is never sent elsewhere without a word.
 */
export function MembersOnly() {
  const { pathname, search } = useLocation();
  const signIn = useSignInPrompt(`${pathname}${search}`);
  const auth = useAuthModal();
  return (
    <section className="status-page" aria-labelledby="members-only-title">
      <h1 id="members-only-title" className="status-page__title">
        Log in to continue
      </h1>
      <p className="status-page__text">{membersWhy(pathname)}</p>
      <div className="status-page__actions">
        <Button type="primary" size="large" onClick={signIn}>
          Log In
        </Button>
        {auth ? (
          <Button size="large" onClick={() => auth.open({ view: 'sign-up', variant: 'full' })}>
            Sign Up
          </Button>
        ) : null}
        <LinkButton size="large" to={paths.viewGallery}>
          Browse the crowd’s gallery
        </LinkButton>
      </div>
    </section>
  );
}
