import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '../../features/accounts/components/reset-password-page.tsx';

/** /reset-password?token=…: visitors only (a signed-in person is sent to /, see route-guards). */
export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return <ResetPasswordPage token={params.get('token') ?? ''} />;
}
