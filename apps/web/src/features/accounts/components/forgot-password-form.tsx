import { forgotPasswordSchema } from '@vernissage/core/schemas';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import type { AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { FormAlert } from '../../../components/form-alert.tsx';

interface ForgotValues {
  email: string;
}

/** Forgot password (spec/01 §5): submit waits for an email; the answer is the same for everyone. */
export function ForgotPasswordForm({ onOpen }: { onOpen: (modal: AuthModal) => void }) {
  const [form] = Form.useForm<ForgotValues>();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const email = (Form.useWatch('email', form) as string | undefined) ?? '';

  const submit = (values: ForgotValues) => {
    setAlert(null);
    forgot.mutate(values, {
      onSuccess: ({ message }) => setSent(message),
      onError: (error) => setAlert(showServerErrors(form, error, ['email'])),
    });
  };

  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={submit} className="account-form" aria-label="Forgot password">
      <p className="account-form__intro">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <Form.Item name="email" label="Email" rules={[zodRule(forgotPasswordSchema.shape.email)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <FormAlert message={sent} type="success" />
      <FormAlert message={alert} type="warning" />
      <Button type="primary" htmlType="submit" block size="large" disabled={email.trim() === ''} loading={forgot.isPending}>
        Send reset link
      </Button>
      <div className="account-form__links">
        <Button type="link" onClick={() => onOpen({ view: 'sign-in' })}>
          Back to log in
        </Button>
      </div>
    </Form>
  );
}
