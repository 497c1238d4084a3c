import { deleteAccountSchema } from '@vernissage/core/schemas';
import { Alert, App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

interface DeleteValues {
  password: string;
}

/** Deleting the account: the password, then a dialog that says what goes and what stays. */
export function DeleteAccountForm({ blocked }: { blocked: string | null }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<DeleteValues>();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);

  if (blocked) return <Alert type="info" showIcon title={blocked} />;

  const submit = (values: DeleteValues) => {
    setAlert(null);
    modal.confirm({
      title: 'Delete your account?',
      content: 'Your ratings, taste profile, cart and settings are deleted and you are signed out. Orders you placed stay with the sellers without your name or contact details. This cannot be undone.',
      okText: 'Delete my account',
      okButtonProps: { danger: true },
      cancelText: 'Keep my account',
      onOk: () =>
        remove.mutateAsync(values).then(
          async (result) => {
            void message.success(result.message);
            await navigate(paths.home);
          },
          (error: unknown) => setAlert(showServerErrors(form, error, ['password'])),
        ),
    });
  };

  return (
    <Form form={form} noValidate name="delete-account" layout="vertical" requiredMark={false} onFinish={submit} aria-label="Delete account">
      <p className="settings-page__hint settings-page__warning">
        Your ratings leave the crowd&apos;s gallery, and your details are removed. Orders you placed are kept for the sellers&apos; records without your contact details.
      </p>
      <Form.Item name="password" label="Type your password to confirm" rules={[zodRule(deleteAccountSchema.shape.password)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <FormAlert message={alert} type="warning" />
      <Button danger htmlType="submit" loading={remove.isPending}>
        Delete my account
      </Button>
    </Form>
  );
}
