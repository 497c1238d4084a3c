import { PASSWORD_MIN } from '@vernissage/core/constants';
import { ACCOUNT_MESSAGES, resetPasswordSchema } from '@vernissage/core/schemas';
import { Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { matchesRule, showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useSignInPrompt } from '../../../lib/sign-in-prompt.tsx';
import { useResetToken } from '../api/get-reset-token.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import './accounts.css';

const M = ACCOUNT_MESSAGES;
const { shape } = resetPasswordSchema;

interface ResetValues {
  password: string;
  confirm: string;
}

function ExpiredLink() {
  return (
    <Result
      status="warning"
      title={M.resetExpired}
      extra={
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
    <Result
      status="success"
      title={message}
      extra={
        <Button type="primary" onClick={openSignIn}>
          Log in
        </Button>
      }
    />
  );
}

function ResetForm({ token, reset }: { token: string; reset: ReturnType<typeof useResetPassword> }) {
  const [form] = Form.useForm<ResetValues>();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (values: ResetValues) => {
    setAlert(null);
    reset.mutate({ token, ...values }, { onError: (error) => setAlert(showServerErrors(form, error, ['password', 'confirm'])) });
  };

  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={submit} className="account-form" aria-label="Choose a new password">
      <Form.Item name="password" label="New password" rules={[zodRule(shape.password)]} extra={`At least ${PASSWORD_MIN} characters.`}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="Confirm new password"
        dependencies={['password']}
        rules={[zodRule(shape.confirm), matchesRule('password', M.resetConfirmMismatch)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <FormAlert message={alert} type="warning" />
      <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
        Reset password
      </Button>
    </Form>
  );
}

/** /reset-password?token=… (spec/02 §2): the link is checked first, then the form or the expired message. */
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

  return (
    <div className="account-page">
      <Card>
        <Typography.Title level={2}>Reset password</Typography.Title>
        {body}
      </Card>
    </div>
  );
}
