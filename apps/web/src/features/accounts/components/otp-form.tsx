import { OTP_LENGTH } from '@vernissage/core/constants';
import { otpVerifySchema } from '@vernissage/core/schemas';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import type { AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';

/** A new code may be asked for this long after the last one was sent. */
export const RESEND_AFTER_SECONDS = 30;
const { shape } = otpVerifySchema;

interface OtpValues {
  email: string;
  otp: string;
}

interface Notice {
  type: 'success' | 'warning';
  message: string;
}

interface OtpFormProps {
  onOpen: (modal: AuthModal) => void;
  onSignedIn: () => void;
}

/** 'Login without password' (spec/01 §4): email, send code, the 6-digit code, verify; resend. */
export function OtpForm({ onOpen, onSignedIn }: OtpFormProps) {
  const [form] = Form.useForm<OtpValues>();
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  // The spec shows the server's message as a success or a warning.
  const sendCode = (email: string) => {
    setNotice(null);
    send.mutate(
      { email },
      {
        onSuccess: ({ message }) => {
          setSentTo(email);
          setWait(RESEND_AFTER_SECONDS);
          setNotice({ type: 'success', message });
        },
        onError: (error) => setNotice({ type: 'warning', message: showServerErrors(form, error, ['email']) }),
      },
    );
  };

  const submit = (values: OtpValues) => {
    if (!sentTo) {
      sendCode(values.email);
      return;
    }
    setNotice(null);
    verify.mutate(
      { email: sentTo, otp: values.otp },
      {
        onSuccess: onSignedIn,
        onError: (error) => setNotice({ type: 'warning', message: showServerErrors(form, error, ['otp']) }),
      },
    );
  };

  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={submit} className="account-form" aria-label="Login without password">
      <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]} extra={sentTo ? null : 'We will e-mail you a 6-digit code.'}>
        <Input type="email" autoComplete="email" disabled={sentTo !== null} />
      </Form.Item>
      {sentTo ? (
        <Form.Item name="otp" label="Code" rules={[zodRule(shape.otp)]} extra={`The ${OTP_LENGTH}-digit code we sent to ${sentTo}.`}>
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} className="account-form__otp" />
        </Form.Item>
      ) : null}
      <FormAlert message={notice?.message ?? null} type={notice?.type ?? 'warning'} />
      {sentTo ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending}>
            Verify
          </Button>
          <BusyButton block disabled={wait > 0} busy={send.isPending} onClick={() => sendCode(sentTo)}>
            {wait > 0 ? `Resend code (${wait}s)` : 'Resend code'}
          </BusyButton>
          <Button
            type="link"
            block
            onClick={() => {
              setSentTo(null);
              setNotice(null);
              form.setFieldValue('otp', undefined);
            }}
          >
            Use a different email
          </Button>
        </Space>
      ) : (
        <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
          Send code
        </Button>
      )}
      <div className="account-form__links">
        <Button type="link" onClick={() => onOpen({ view: 'sign-in' })}>
          Log in with a password
        </Button>
      </div>
    </Form>
  );
}
