import { useSearchParams } from 'react-router';
import { ConfirmEmailPage, UnsubscribePage } from '../../features/settings/components/link-pages.tsx';

/*
 * The pages an e-mail's link opens, apart from the settings page's module: they are light, the
 * settings page is not (decision record 055).
 */

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
