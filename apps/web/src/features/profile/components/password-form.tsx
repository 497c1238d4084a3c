import { PASSWORD_MIN } from '@vernissage/core/constants';
import { ACCOUNT_MESSAGES as M, changePasswordSchema } from '@vernissage/core/schemas';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { matchesRule, showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useChangePassword } from '../api/change-password.ts';

const { shape } = changePasswordSchema;

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirm: string;
}

/** Change the password; the other sessions of the account end. */
export function PasswordForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (values: PasswordValues) => {
    setAlert(null);
    change.mutate(values, {
      onSuccess: (result) => {
        void message.success(result.message);
        form.resetFields();
      },
      onError: (error) => setAlert(showServerErrors(form, error, ['currentPassword', 'password', 'confirm'])),
    });
  };

  return (
    <Form form={form} noValidate name="change-password" layout="vertical" requiredMark={false} onFinish={submit} aria-label="Change password">
      <Form.Item name="currentPassword" label="Current password" rules={[zodRule(shape.currentPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label="New password" rules={[zodRule(shape.password)]} extra={`At least ${PASSWORD_MIN} characters. Other devices are signed out.`}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label="Confirm new password" dependencies={['password']} rules={[zodRule(shape.confirm), matchesRule('password', M.confirmMismatch)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <FormAlert message={alert} type="warning" />
      <Button htmlType="submit" loading={change.isPending}>
        Change password
      </Button>
    </Form>
  );
}
