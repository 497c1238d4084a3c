import { ProfilePage } from '../../features/profile/components/profile-page.tsx';

/** /profile: the signed-in person's profile (guarded: visitors see the members' page). */
export function ProfileRoute() {
  return <ProfilePage />;
}
