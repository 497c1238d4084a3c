import { InvitePage } from '../../features/invites/components/invite-page.tsx';

/** /invite: artists, merchants and the admin (route-table gates the roles; the server checks them). */
export function InviteRoute() {
  return <InvitePage />;
}
