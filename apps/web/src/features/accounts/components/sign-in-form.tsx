import { ACCOUNT_MESSAGES as M, requiredProblem } from '@vernissage/core/account-rules';
import { useRef, useState, type FormEvent } from 'react';
import { Captcha, type CaptchaHandle } from '../../../components/captcha.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldText } from '../../../components/ui/field-text.tsx';
import { useLightForm } from '../../../lib/light-form.ts';
import type { AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { useSignIn } from '../api/sign-in.ts';
import { CaptchaField } from '../../../components/captcha-field.tsx';

const FIELDS = ['email', 'password', 'captcha'] as const;

interface SignInFormProps {
  onOpen: (modal: AuthModal) => void;
  onSignedIn: () => void;
  /** 'Sign up' is near: its form's code may be fetched ahead. */
  onSignUpNear?: () => void;
}

/**
 * Email, password and captcha (spec/01 §4 sign-in flow): form, captcha check, then login. Drawn
 * without Ant Design or zod, as it opens over any page (decision record 052); its rules give the
 * messages the server's sign-in schema gives.
 */
export function SignInForm({ onOpen, onSignedIn, onSignUpNear }: SignInFormProps) {
  const form = useLightForm(
    { email: '', password: '', captcha: '' },
    { email: (value) => requiredProblem(value, M.signInEmailRequired), password: (value) => requiredProblem(value, M.signInPasswordRequired) },
  );
  const captcha = useRef<CaptchaHandle>(null);
  const signIn = useSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  // A new payload takes the server's refusal of the last one off the field (light-form re-checks it).
  const setCaptcha = (payload: string | undefined) => form.field('captcha').onChange(payload ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (values) => {
      setAlert(null);
      signIn.mutate(values, {
        onSuccess: onSignedIn,
        onError: (error) => {
          // A payload is good for one attempt; the field errors go on after the reset clears it.
          captcha.current?.reset();
          setAlert(form.showServerErrors(error, FIELDS));
          // Log in is disabled again until the captcha is solved: the focus goes back to the password, not to the page.
          form.focusField('password');
        },
      });
    });

  return (
    <form noValidate onSubmit={submit} className="account-form" aria-label="Sign in">
      <FieldText label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <FieldText label="Password" reveal autoComplete="current-password" className="field-text--tight" {...form.field('password')} />
      <div className="account-form__links account-form__links--end">
        <Button type="link" size="small" onClick={() => onOpen({ view: 'forgot' })}>
          Forgot password?
        </Button>
      </div>
      <CaptchaField error={form.errors.captcha}>
        <Captcha ref={captcha} onChange={setCaptcha} />
      </CaptchaField>
      <FormAlert message={alert} />
      <Button type="primary" htmlType="submit" block size="large" disabled={form.values.captcha === ''} loading={signIn.isPending}>
        Log in
      </Button>
      <div className="account-form__links">
        <Button type="link" onClick={() => onOpen({ view: 'otp' })}>
          Login without password
        </Button>
        <span>
          New here?
          <Button type="link" onPointerEnter={onSignUpNear} onFocus={onSignUpNear} onClick={() => onOpen({ view: 'sign-up', variant: 'simple' })}>
            Sign up
          </Button>
        </span>
      </div>
    </form>
  );
}
