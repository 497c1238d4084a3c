import { signInSchema, type SignInInput } from '@vernissage/core/schemas';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Captcha } from '../../../components/captcha.tsx';
import { showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import type { AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCaptchaField } from '../../../components/use-captcha-field.ts';
import { BusyButton } from '../../../components/busy-button.tsx';

const FIELDS = ['email', 'password', 'captcha'] as const;
const { shape } = signInSchema;

interface SignInFormProps {
  onOpen: (modal: AuthModal) => void;
  onSignedIn: () => void;
}

/** Email, password and captcha (spec/01 §4 sign-in flow): form, captcha check, then login. */
export function SignInForm({ onOpen, onSignedIn }: SignInFormProps) {
  const [form] = Form.useForm<SignInInput>();
  const { captchaRef, captchaSolved, resetCaptcha } = useCaptchaField(form);
  const signIn = useSignIn();
  const [alert, setAlert] = useState<string | null>(null);

  const submit = (values: SignInInput) => {
    setAlert(null);
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        // A payload is good for one attempt; the field errors go on after the reset clears it.
        resetCaptcha();
        setAlert(showServerErrors(form, error, FIELDS));
      },
    });
  };

  return (
    <Form form={form} noValidate layout="vertical" requiredMark={false} onFinish={submit} className="account-form" aria-label="Sign in">
      <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="password" label="Password" rules={[zodRule(shape.password)]} style={{ marginBottom: 4 }}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div className="account-form__links account-form__links--end">
        <Button type="link" size="small" onClick={() => onOpen({ view: 'forgot' })}>
          Forgot password?
        </Button>
      </div>
      <Form.Item name="captcha" label="Are you human?">
        <Captcha ref={captchaRef} />
      </Form.Item>
      <FormAlert message={alert} />
      <BusyButton type="primary" htmlType="submit" block size="large" disabled={!captchaSolved} busy={signIn.isPending}>
        Log in
      </BusyButton>
      <div className="account-form__links">
        <Button type="link" onClick={() => onOpen({ view: 'otp' })}>
          Login without password
        </Button>
        <span>
          New here?
          <Button type="link" onClick={() => onOpen({ view: 'sign-up', variant: 'simple' })}>
            Sign up
          </Button>
        </span>
      </div>
    </Form>
  );
}
