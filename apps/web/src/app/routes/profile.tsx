import { ProfilePage } from '../../features/profile/components/profile-page.tsx';

/** /profile: the signed-in person's profile (guarded: visitors go to /). */
export function ProfileRoute() {
  return <ProfilePage />;
}
