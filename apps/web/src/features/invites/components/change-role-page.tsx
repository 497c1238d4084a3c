import { newPasswordProblem } from '@vernissage/core/account-rules';
import { PASSWORD_MIN } from '@vernissage/core/constants';
import { INVITE_MESSAGES as M } from '@vernissage/core/messages';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CardPage, Outcome } from '../../../components/card-page.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldText } from '../../../components/ui/field-text.tsx';
import { paths } from '../../../config/paths.ts';
import { hasReason } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { useLightForm } from '../../../lib/light-form.ts';
import { markInviteConfirmed } from '../../../lib/invite-flags.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { useCheckInvite } from '../api/check-invite.ts';
import './invites.css';

function ExpiredLink() {
  return (
    <Outcome
      status="warning"
      title={M.expired}
      detail={M.expiredRetry}
      action={
        <LinkButton type="primary" to={paths.home}>
          Go to the home page
        </LinkButton>
      }
    />
  );
}

function ChangeRoleForm({ token, email }: { token: string; email: string }) {
  const form = useLightForm(
    { password: '', confirm: '' },
    {
      // The rules of acceptInviteSchema, worded as it words them (a core test holds the password's).
      password: (value) => newPasswordProblem(value, M.passwordRequired),
      confirm: (value, values) => (value === '' ? M.confirmRequired : value !== values.password ? M.confirmMismatch : null),
    },
  );
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);

  if (accept.isError && hasReason(accept.error, 'link_expired')) return <ExpiredLink />;

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (values) => {
      setAlert(null);
      accept.mutate(
        { token, ...values },
        {
          onSuccess: () => {
            markInviteConfirmed();
            void navigate(paths.profile, { replace: true });
          },
          onError: (error) => setAlert(form.showServerErrors(error, ['password', 'confirm']) || M.failed),
        },
      );
    });

  return (
    <form noValidate onSubmit={submit} className="change-role-form" aria-label="Become an artist">
      <p className="change-role__intro">
        Choose a password for <strong>{email}</strong>. You will sign in with it from now on; it replaces any password the account had.
      </p>
      {/* The address, for password managers to file the new password under. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FieldText label="Password" reveal autoComplete="new-password" extra={`At least ${PASSWORD_MIN} characters.`} {...form.field('password')} />
      <FieldText label="Confirm password" reveal autoComplete="new-password" {...form.field('confirm')} />
      <FormAlert message={alert} type="warning" />
      <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending}>
        Become an artist
      </Button>
    </form>
  );
}

/**
 * /change-role/{token} (spec/02 §2, §4, §5, §8): a valid link shows the password form, else the
 * expired message. Drawn without Ant Design or zod: people arrive here from an e-mail (decision
 * record 055).
 */
export function ChangeRolePage({ token }: { token: string }) {
  const { product } = useSiteConfig();
  const check = useCheckInvite(token);

  let body;
  if (!token) body = <ExpiredLink />;
  else if (check.isPending) body = <PageLoader label="Checking your link" />;
  else if (check.isError) body = <QueryError error={check.error} onRetry={() => void check.refetch()} />;
  else body = check.data.valid && check.data.email ? <ChangeRoleForm token={token} email={check.data.email} /> : <ExpiredLink />;

  return <CardPage title={`Become an artist on ${product}`}>{body}</CardPage>;
}
