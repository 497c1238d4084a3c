import { ACCOUNT_MESSAGES, emailChangeRequestSchema, EMAIL_CHANGE_HOURS, type AccountSettings } from '@vernissage/core/schemas';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useRequestEmailChange } from '../api/request-email-change.ts';

interface EmailValues {
  email: string;
  currentPassword: string;
}

const { shape } = emailChangeRequestSchema;

/** A new address, proven by the link sent to it before it replaces the current one. */
export function EmailChangeForm({ settings }: { settings: AccountSettings }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EmailValues>();
  const change = useRequestEmailChange();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (values: EmailValues) => {
    setAlert(null);
    change.mutate(values, {
      onSuccess: (result) => {
        void message.success(result.message);
        form.resetFields();
      },
      onError: (error) => setAlert(showServerErrors(form, error, ['email', 'currentPassword'])),
    });
  };

  return (
    <>
      <p className="settings-page__current">
        You sign in with <strong>{settings.email}</strong>.
      </p>
      {settings.pendingEmail ? (
        <Alert
          className="settings-page__pending"
          type="info"
          showIcon
          title={`Waiting for confirmation: we sent a link to ${settings.pendingEmail}.`}
          description={`Your email changes when you open it (it works for ${EMAIL_CHANGE_HOURS} hours). Asking again sends a new link and the old one stops working.`}
        />
      ) : null}
      <Form form={form} noValidate name="settings-email" layout="vertical" requiredMark={false} onFinish={submit} aria-label="Change email">
        <Form.Item name="email" label="New email" rules={[zodRule(shape.email)]}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="currentPassword" label="Current password" rules={[{ required: true, message: ACCOUNT_MESSAGES.currentPasswordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <FormAlert message={alert} type="warning" />
        <Button htmlType="submit" loading={change.isPending}>
          Send confirmation link
        </Button>
      </Form>
    </>
  );
}
