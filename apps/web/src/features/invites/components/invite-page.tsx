import { INVITE_EXPIRES_DAYS } from '@vernissage/core/constants';
import { INVITE_MESSAGES, sendInviteSchema, type InviteInfo } from '@vernissage/core/schemas';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSiteConfig } from '../../../lib/api/get-site-config.ts';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useInviteInfo } from '../api/get-invite-info.ts';
import { useSendInvite } from '../api/send-invite.ts';
import './invites.css';

const { shape } = sendInviteSchema;

interface InviteValues {
  name?: string;
  email: string;
}

interface Outcome {
  type: 'success' | 'warning';
  message: string;
}

function Allowance({ info }: { info: InviteInfo }) {
  if (info.remaining === null) {
    return <p className="invite-page__allowance">You can send as many invites as you need.</p>;
  }
  if (info.remaining === 0) {
    return (
      <Alert
        className="invite-page__alert"
        type="info"
        showIcon
        title={INVITE_MESSAGES.noInvitesLeft}
        description={`Every account can send ${info.limit} ${info.limit === 1 ? 'invite' : 'invites'}, and you have sent ${info.inviteCount}.`}
      />
    );
  }
  return (
    <p className="invite-page__allowance">
      You have{' '}
      <strong>
        {info.remaining} of {info.limit}
      </strong>{' '}
      invites left.
    </p>
  );
}

function InviteForm({ disabled }: { disabled: boolean }) {
  const [form] = Form.useForm<InviteValues>();
  const send = useSendInvite();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = (values: InviteValues) => {
    setOutcome(null);
    const name = values.name?.trim();
    send.mutate(
      { email: values.email, ...(name ? { name } : {}) },
      {
        onSuccess: (sent) => {
          setOutcome({ type: 'success', message: sent.message });
          form.resetFields();
        },
        onError: (error) => setOutcome({ type: 'warning', message: showServerErrors(form, error, ['name', 'email']) }),
      },
    );
  };

  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={submit} className="invite-form" aria-label="Invite an artist" disabled={disabled}>
      <Form.Item name="name" label="Invitee name (optional)" rules={[zodRule(shape.name)]}>
        <Input autoComplete="off" maxLength={120} />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
        <Input type="email" autoComplete="off" inputMode="email" />
      </Form.Item>
      {outcome ? (
        <Alert className="invite-page__alert" type={outcome.type} showIcon title={outcome.message} role={outcome.type === 'success' ? 'status' : 'alert'} />
      ) : null}
      <Button type="primary" htmlType="submit" size="large" loading={send.isPending}>
        Send invite
      </Button>
    </Form>
  );
}

/** /invite (spec/01 §6, spec/02 §2): invite an artist by e-mail, within the account's allowance. */
export function InvitePage() {
  const { product } = useSiteConfig();
  const info = useInviteInfo();

  let body;
  if (info.isPending) body = <PageLoader label="Loading your invites" />;
  else if (info.isError) body = <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  else
    body = (
      <>
        <Allowance info={info.data} />
        <InviteForm disabled={info.data.remaining === 0} />
      </>
    );

  return (
    <div className="invite-page">
      <Typography.Title level={1} className="invite-page__title">
        Invite
      </Typography.Title>
      <Card>
        <p className="invite-page__intro">
          Invite an artist to show their work on {product}. They receive an e-mail with a link where they choose a password and their account
          becomes an artist account. The link works once, for {INVITE_EXPIRES_DAYS} days.
        </p>
        {body}
      </Card>
    </div>
  );
}
