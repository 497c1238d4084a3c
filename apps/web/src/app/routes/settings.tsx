import { useSearchParams } from 'react-router';
import { PasswordForm } from '../../features/profile/components/password-form.tsx';
import { ConfirmEmailPage, UnsubscribePage } from '../../features/settings/components/link-pages.tsx';
import { SettingsPage } from '../../features/settings/components/settings-page.tsx';

/** /settings (every signed-in person): the password form is the profile's own. */
export function SettingsRoute() {
  return <SettingsPage passwordForm={<PasswordForm />} />;
}

/** /confirm-email?token=…: the link mailed to a new address (no sign-in needed). */
export function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  return <ConfirmEmailPage token={params.get('token') ?? ''} />;
}

/** /unsubscribe?token=…: the link in every e-mail a member may stop (no sign-in needed). */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return <UnsubscribePage token={params.get('token') ?? ''} />;
}
