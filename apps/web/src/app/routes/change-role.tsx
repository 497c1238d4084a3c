import { useParams } from 'react-router';
import { ChangeRolePage } from '../../features/invites/components/change-role-page.tsx';

/** /change-role/{token}: public; the e-mailed link of an invite. */
export function ChangeRoleRoute() {
  const { token = '' } = useParams();
  return <ChangeRolePage token={token} />;
}
