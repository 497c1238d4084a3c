import { BIO_MAX, NAME_MAX, PASSWORD_MIN } from '@vernissage/core/constants';
import { CITY_TOOLTIP } from '@vernissage/core/lookups';
import { ACCOUNT_MESSAGES, signUpFullSchema, type SignedIn, type SignUpInput } from '@vernissage/core/schemas';
import { stripTags } from '@vernissage/core/text';
import { Alert, Button, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { Captcha } from '../../../components/captcha.tsx';
import { CharCounter } from '../../../components/char-counter.tsx';
import { CitySelect } from '../../../components/city-select.tsx';
import { LazyRichTextEditor } from '../../../components/lazy-rich-text-editor.tsx';
import { paths } from '../../../config/paths.ts';
import { useLookups } from '../../../lib/api/get-lookups.ts';
import { hasReason } from '../../../lib/api-client.ts';
import { matchesRule, showServerErrors, zodRule } from '../../../lib/form-rules.ts';
import type { AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCaptchaField } from '../../../components/use-captcha-field.ts';
import { BusyButton } from '../../../components/busy-button.tsx';

const M = ACCOUNT_MESSAGES;
const { shape } = signUpFullSchema;
const FIELDS = ['name', 'email', 'phone', 'city', 'password', 'confirm', 'bio', 'hearAboutUs', 'terms', 'captcha'] as const;
/** Why Sign up is greyed out, said under it until the captcha is solved. */
export const CAPTCHA_HINT = 'Tick “I’m not a robot” above to sign up.';
const CAPTCHA_HINT_ID = 'sign-up-captcha-hint';

interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  city?: string;
  password: string;
  confirm: string;
  bio?: string;
  hearAboutUs?: string;
  terms: boolean;
  captcha: string;
}

interface SignUpFormProps {
  variant: 'full' | 'simple';
  email?: string | undefined;
  onOpen: (modal: AuthModal) => void;
  onSignedUp: (signedIn: SignedIn) => void;
}

function toInput(variant: 'full' | 'simple', values: SignUpValues): SignUpInput {
  const base = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    password: values.password,
    confirm: values.confirm,
    terms: values.terms as true,
    captcha: values.captcha,
  };
  if (variant === 'simple') return { variant, ...base };
  return { variant, ...base, city: values.city ?? '', bio: values.bio ?? '', hearAboutUs: values.hearAboutUs ?? '' };
}

/**
 * The full sign-up (spec/01 §5) and the simple collector variant without city, bio and
 * how-you-heard. Everyone signing up here is a collector; the server sets i_am and country.
 */
export function SignUpForm({ variant, email, onOpen, onSignedUp }: SignUpFormProps) {
  const full = variant === 'full';
  const [form] = Form.useForm<SignUpValues>();
  const { captchaRef, captchaSolved, resetCaptcha } = useCaptchaField(form);
  const signUp = useSignUp();
  const lookups = useLookups();
  const [alert, setAlert] = useState<string | null>(null);
  // An address already registered: its message stays on the field, with a way to log in instead.
  const [emailTaken, setEmailTaken] = useState(false);
  // The password's hint gives way to its error, which says the same and more.
  const [passwordFailed, setPasswordFailed] = useState(false);
  const name = (Form.useWatch('name', form) as string | undefined) ?? '';
  const bio = (Form.useWatch('bio', form) as string | undefined) ?? '';

  const submit = (values: SignUpValues) => {
    setAlert(null);
    setEmailTaken(false);
    signUp.mutate(toInput(variant, values), {
      onSuccess: onSignedUp,
      onError: (error) => {
        // A payload is good for one attempt; the field errors go on after the reset clears it.
        resetCaptcha();
        const message = showServerErrors(form, error, FIELDS);
        const taken = hasReason(error, 'email_taken');
        setEmailTaken(taken);
        setAlert(taken ? null : message);
      },
    });
  };

  const half = full ? { xs: 24, md: 12 } : { xs: 24 };
  return (
    <Form
      form={form}
      noValidate
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ email: email ?? '', terms: false }}
      className="account-form"
      aria-label={full ? 'Sign up' : 'Sign up as a collector'}
      scrollToFirstError
      onValuesChange={(changed: Partial<SignUpValues>) => {
        if ('email' in changed) setEmailTaken(false);
      }}
      onFieldsChange={(changed) => {
        const password = changed.find((field) => Array.isArray(field.name) && field.name[0] === 'password');
        if (password) setPasswordFailed((password.errors?.length ?? 0) > 0);
      }}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="name" label="Full name" rules={[zodRule(shape.name)]} extra={<CharCounter count={name.length} max={NAME_MAX} />}>
            <Input autoComplete="name" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label="Phone" rules={[zodRule(shape.phone)]}>
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
        {full ? (
          <Col {...half}>
            <Form.Item name="city" label="City" tooltip={CITY_TOOLTIP} rules={[zodRule(shape.city)]}>
              <CitySelect />
            </Form.Item>
          </Col>
        ) : null}
        <Col {...half}>
          <Form.Item name="password" label="Password" rules={[zodRule(shape.password)]} extra={passwordFailed ? undefined : `At least ${PASSWORD_MIN} characters.`}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="confirm"
            label="Confirm password"
            dependencies={['password']}
            rules={[zodRule(shape.confirm), matchesRule('password', M.confirmMismatch)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      {full ? (
        <>
          <Form.Item
            name="bio"
            label="Bio"
            rules={[zodRule(shape.bio)]}
            extra={<CharCounter count={stripTags(bio).length} max={BIO_MAX} />}
          >
            <LazyRichTextEditor label="Bio" />
          </Form.Item>
          <Form.Item name="hearAboutUs" label="How did you hear about us?" rules={[zodRule(shape.hearAboutUs)]}>
            <Select
              placeholder="Select one"
              loading={lookups.isPending}
              options={(lookups.data?.heardAboutUs ?? []).map((answer) => ({ value: answer, label: answer }))}
            />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="terms" valuePropName="checked" rules={[zodRule(shape.terms)]}>
        <Checkbox>
          I agree to the{' '}
          <Link to={paths.terms} target="_blank" rel="noopener">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacyPolicy} target="_blank" rel="noopener">
            Privacy Policy
          </Link>
        </Checkbox>
      </Form.Item>
      <Form.Item name="captcha" label="Are you human?">
        <Captcha ref={captchaRef} />
      </Form.Item>
      {emailTaken ? (
        <Alert
          className="form-alert"
          type="info"
          showIcon
          title="Is this your account?"
          action={
            <Button size="small" onClick={() => onOpen({ view: 'sign-in' })}>
              Log in instead
            </Button>
          }
        />
      ) : null}
      <FormAlert message={alert} type="warning" />
      <BusyButton
        type="primary"
        htmlType="submit"
        block
        size="large"
        disabled={!captchaSolved}
        busy={signUp.isPending}
        aria-describedby={captchaSolved ? undefined : CAPTCHA_HINT_ID}
      >
        Sign up
      </BusyButton>
      {captchaSolved ? null : (
        <p id={CAPTCHA_HINT_ID} className="account-form__hint">
          {CAPTCHA_HINT}
        </p>
      )}
      <div className="account-form__links">
        <span>
          Already have an account?
          <Button type="link" onClick={() => onOpen({ view: 'sign-in' })}>
            Log in
          </Button>
        </span>
        {full ? null : (
          <Button type="link" onClick={() => onOpen({ view: 'sign-up', variant: 'full', email: form.getFieldValue('email') as string | undefined })}>
            Sign up with a full profile
          </Button>
        )}
      </div>
    </Form>
  );
}
