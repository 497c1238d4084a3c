import { PasswordForm } from '../../features/profile/components/password-form.tsx';
import { SettingsPage } from '../../features/settings/components/settings-page.tsx';

/** /settings (every signed-in person): the password form is the profile's own. */
export function SettingsRoute() {
  return <SettingsPage passwordForm={<PasswordForm />} />;
}
