import { OTP_LENGTH } from '@vernissage/core/constants';
import { emailProblem, otpProblem } from '@vernissage/core/account-rules';
import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldText } from '../../../components/ui/field-text.tsx';
import { useLightForm } from '../../../lib/light-form.ts';
import type { AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { useSendOtp } from '../api/send-otp.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';

/** A new code may be asked for this long after the last one was sent. */
export const RESEND_AFTER_SECONDS = 30;

interface Notice {
  type: 'success' | 'warning';
  message: string;
}

interface OtpFormProps {
  onOpen: (modal: AuthModal) => void;
  onSignedIn: () => void;
}

/**
 * 'Login without password' (spec/01 §4): email, send code, the 6-digit code, verify; resend.
 * Drawn without Ant Design or zod, like the sign-in form it opens from (decision record 052).
 */
export function OtpForm({ onOpen, onSignedIn }: OtpFormProps) {
  const send = useSendOtp();
  const verify = useVerifyOtp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useLightForm({ email: '', otp: '' }, { email: emailProblem, otp: (value) => (sentTo ? otpProblem(value) : null) });
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
        onError: (error) => setNotice({ type: 'warning', message: form.showServerErrors(error, ['email']) }),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (values) => {
      if (!sentTo) {
        sendCode(values.email);
        return;
      }
      setNotice(null);
      verify.mutate(
        { email: sentTo, otp: values.otp },
        {
          onSuccess: onSignedIn,
          onError: (error) => setNotice({ type: 'warning', message: form.showServerErrors(error, ['otp']) }),
        },
      );
    });
  const otp = form.field('otp');

  return (
    <form noValidate onSubmit={submit} className="account-form" aria-label="Login without password">
      <FieldText label="Email" type="email" autoComplete="email" disabled={sentTo !== null} extra={sentTo ? null : 'We will e-mail you a 6-digit code.'} {...form.field('email')} />
      {sentTo ? (
        <FieldText
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          className="account-form__otp"
          extra={`The ${OTP_LENGTH}-digit code we sent to ${sentTo}.`}
          {...otp}
        />
      ) : null}
      <FormAlert message={notice?.message ?? null} type={notice?.type ?? 'warning'} />
      {sentTo ? (
        <div className="account-form__stack">
          <Button type="primary" htmlType="submit" block size="large" loading={verify.isPending}>
            Verify
          </Button>
          <Button block disabled={wait > 0 || send.isPending} loading={send.isPending} onClick={() => sendCode(sentTo)}>
            {wait > 0 ? `Resend code (${wait}s)` : 'Resend code'}
          </Button>
          <Button
            type="link"
            block
            onClick={() => {
              setSentTo(null);
              setNotice(null);
              otp.onChange('');
              form.setErrors({});
            }}
          >
            Use a different email
          </Button>
        </div>
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
    </form>
  );
}
