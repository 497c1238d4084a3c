import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '../../features/accounts/components/reset-password-page.tsx';

/** /reset-password?token=…: visitors only (a signed-in person is sent to /, see route-guards). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Keyed by the link: another link opened in this tab is a new page, not the last one's result.
  return <ResetPasswordPage key={token} token={token} />;
}
