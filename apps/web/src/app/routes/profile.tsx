import { ProfilePage } from '../../features/profile/components/profile-page.tsx';

/** /profile: the signed-in person's profile (guarded: visitors see the members' page). */
export function ProfileRoute() {
  return <ProfilePage />;
}

/** /admin-account: the admin's own details, picture, e-mail and password (admin only). */
export function AdminAccountRoute() {
  return <ProfilePage title="Admin Account" description="Your own details, picture, e-mail and password as the site's admin." />;
}
