import { PASSWORD_MIN } from '@vernissage/core/constants';
import { ACCOUNT_MESSAGES as M, newPasswordProblem } from '@vernissage/core/account-rules';
import { useState, type FormEvent } from 'react';
import { CardPage, Outcome } from '../../../components/card-page.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldText } from '../../../components/ui/field-text.tsx';
import { paths } from '../../../config/paths.ts';
import { useLightForm } from '../../../lib/light-form.ts';
import { useSignInPrompt } from '../../../lib/sign-in-prompt.tsx';
import { useResetToken } from '../api/get-reset-token.ts';
import { useResetPassword } from '../api/reset-password.ts';
import './accounts.css';

function ExpiredLink() {
  return (
    <Outcome
      status="warning"
      title={M.resetExpired}
      action={
        <LinkButton type="primary" to={paths.forgotPassword}>
          Try resetting your password again
        </LinkButton>
      }
    />
  );
}

function ResetDone({ message }: { message: string }) {
  const openSignIn = useSignInPrompt();
  return (
    <Outcome
      status="success"
      title={message}
      action={
        <Button type="primary" onClick={openSignIn}>
          Log in
        </Button>
      }
    />
  );
}

function ResetForm({ token, reset }: { token: string; reset: ReturnType<typeof useResetPassword> }) {
  const form = useLightForm(
    { password: '', confirm: '' },
    {
      password: (value) => newPasswordProblem(value, M.resetPasswordRequired),
      confirm: (value, values) => (value === '' ? M.resetConfirmRequired : value !== values.password ? M.resetConfirmMismatch : null),
    },
  );
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (values) => {
      setAlert(null);
      reset.mutate({ token, ...values }, { onError: (error) => setAlert(form.showServerErrors(error, ['password', 'confirm'])) });
    });

  return (
    <form noValidate onSubmit={submit} className="account-form" aria-label="Choose a new password">
      <FieldText label="New password" reveal autoComplete="new-password" extra={`At least ${PASSWORD_MIN} characters.`} {...form.field('password')} />
      <FieldText label="Confirm new password" reveal autoComplete="new-password" {...form.field('confirm')} />
      <FormAlert message={alert} type="warning" />
      <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
        Reset password
      </Button>
    </form>
  );
}

/**
 * /reset-password?token=… (spec/02 §2): the link is checked first, then the form or the expired
 * message. Drawn without Ant Design or zod: people arrive here from an e-mail (decision record 052).
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const status = useResetToken(token);
  // Held by the page, not the form: a reset marks the link's check used, and the page must still
  // say the reset worked rather than that the link is used.
  const reset = useResetPassword();
  let body;
  if (!token) body = <ExpiredLink />;
  else if (reset.isSuccess) body = <ResetDone message={reset.data.message} />;
  else if (status.isPending) body = <PageLoader />;
  else if (status.isError) body = <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  else body = status.data.valid ? <ResetForm token={token} reset={reset} /> : <ExpiredLink />;

  return <CardPage title="Reset password">{body}</CardPage>;
}
