import { emailProblem } from '@vernissage/core/account-rules';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldText } from '../../../components/ui/field-text.tsx';
import { useLightForm } from '../../../lib/light-form.ts';
import type { AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';

/**
 * Forgot password (spec/01 §5): submit waits for an email; the answer is the same for everyone.
 * Drawn without Ant Design or zod, like the sign-in form it opens from (decision record 052).
 */
export function ForgotPasswordForm({ onOpen }: { onOpen: (modal: AuthModal) => void }) {
  const form = useLightForm({ email: '' }, { email: emailProblem });
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (values) => {
      setAlert(null);
      forgot.mutate(values, {
        onSuccess: ({ message }) => setSent(message),
        onError: (error) => setAlert(form.showServerErrors(error, ['email'])),
      });
    });

  return (
    <form noValidate onSubmit={submit} className="account-form" aria-label="Forgot password">
      <p className="account-form__intro">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <FieldText label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <FormAlert message={sent} type="success" />
      <FormAlert message={alert} type="warning" />
      <Button type="primary" htmlType="submit" block size="large" disabled={form.values.email.trim() === ''} loading={forgot.isPending}>
        Send reset link
      </Button>
      <div className="account-form__links">
        <Button type="link" onClick={() => onOpen({ view: 'sign-in' })}>
          Back to log in
        </Button>
      </div>
    </form>
  );
}
