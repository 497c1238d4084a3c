import { PASSWORD_MIN } from '@vernissage/core/constants';
import { acceptInviteSchema, INVITE_MESSAGES } from '@vernissage/core/schemas';
import { Alert, Button, Card, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { paths } from '../../../config/paths.ts';
import { hasReason } from '../../../lib/api-client.ts';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { matchesRule, showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { markInviteConfirmed } from '../../../lib/invite-flags.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { useCheckInvite } from '../api/check-invite.ts';
import './invites.css';

const M = INVITE_MESSAGES;
const { shape } = acceptInviteSchema;

interface ChangeRoleValues {
  password: string;
  confirm: string;
}

function ExpiredLink() {
  return (
    <Result
      status="warning"
      title={M.expired}
      subTitle={M.expiredRetry}
      extra={
        <LinkButton type="primary" to={paths.home}>
          Go to the home page
        </LinkButton>
      }
    />
  );
}

function ChangeRoleForm({ token, email }: { token: string; email: string }) {
  const [form] = Form.useForm<ChangeRoleValues>();
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);

  if (accept.isError && hasReason(accept.error, 'link_expired')) return <ExpiredLink />;

  const submit = (values: ChangeRoleValues) => {
    setAlert(null);
    accept.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          markInviteConfirmed();
          void navigate(paths.profile, { replace: true });
        },
        onError: (error) => setAlert(showServerErrors(form, error, ['password', 'confirm']) || M.failed),
      },
    );
  };

  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={submit} className="change-role-form" aria-label="Become an artist">
      <p className="change-role__intro">
        Choose a password for <strong>{email}</strong>. You will sign in with it from now on; it replaces any password the account had.
      </p>
      {/* The address, for password managers to file the new password under. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Form.Item name="password" label="Password" rules={[zodRule(shape.password)]} extra={`At least ${PASSWORD_MIN} characters.`}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label="Confirm password" dependencies={['password']} rules={[zodRule(shape.confirm), matchesRule('password', M.confirmMismatch)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {alert ? <Alert className="invite-page__alert" type="warning" showIcon title={alert} role="alert" /> : null}
      <Button type="primary" htmlType="submit" block size="large" loading={accept.isPending}>
        Become an artist
      </Button>
    </Form>
  );
}

/** /change-role/{token} (spec/02 §2, §4, §5, §8): a valid link shows the password form, else the expired message. */
export function ChangeRolePage({ token }: { token: string }) {
  const { product } = useSiteConfig();
  const check = useCheckInvite(token);

  let body;
  if (!token) body = <ExpiredLink />;
  else if (check.isPending) body = <PageLoader label="Checking your link" />;
  else if (check.isError) body = <QueryError error={check.error} onRetry={() => void check.refetch()} />;
  else body = check.data.valid && check.data.email ? <ChangeRoleForm token={token} email={check.data.email} /> : <ExpiredLink />;

  return (
    <div className="change-role-page">
      <Card>
        <Typography.Title level={2}>Become an artist on {product}</Typography.Title>
        {body}
      </Card>
    </div>
  );
}
