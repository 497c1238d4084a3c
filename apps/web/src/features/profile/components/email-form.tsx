import { ACCOUNT_MESSAGES as M, changeEmailSchema, type Profile } from '@vernissage/core/schemas';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useChangeEmail } from '../api/change-email.ts';

interface EmailValues {
  email: string;
  currentPassword?: string;
}

/** Change the sign-in e-mail; an account with a password confirms it first. */
export function EmailForm({ profile }: { profile: Profile }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EmailValues>();
  const change = useChangeEmail();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (values: EmailValues) => {
    setAlert(null);
    change.mutate(
      { email: values.email, ...(profile.hasPassword ? { currentPassword: values.currentPassword ?? '' } : {}) },
      {
        onSuccess: (result) => {
          void message.success(result.message);
          form.setFieldValue('currentPassword', '');
        },
        onError: (error) => setAlert(showServerErrors(form, error, ['email', 'currentPassword'])),
      },
    );
  };

  return (
    <Form form={form} noValidate name="change-email" layout="vertical" requiredMark={false} initialValues={{ email: profile.email }} onFinish={submit} aria-label="Change email">
      <Form.Item name="email" label="Email" rules={[zodRule(changeEmailSchema.shape.email)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {profile.hasPassword ? (
        <Form.Item name="currentPassword" label="Current password" rules={[{ required: true, message: M.currentPasswordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <FormAlert message={alert} type="warning" />
      <Button htmlType="submit" loading={change.isPending}>
        Change email
      </Button>
    </Form>
  );
}
