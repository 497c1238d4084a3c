import { ACCOUNT_MESSAGES as M, bioProblem, emailProblem, nameProblem, newPasswordProblem, requiredProblem } from '@vernissage/core/account-rules';
import { BIO_MAX, NAME_MAX, PASSWORD_MIN } from '@vernissage/core/constants';
import { CHICAGO_AREA_CITIES, CITY_TOOLTIP, HEARD_ABOUT_US_OPTIONS } from '@vernissage/core/lookups';
import type { SignedIn, SignUpInput } from '@vernissage/core/schemas';
import { stripTags } from '@vernissage/core/text';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Captcha, type CaptchaHandle } from '../../../components/captcha.tsx';
import { CharCounter } from '../../../components/char-counter.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldCheck } from '../../../components/ui/field-check.tsx';
import { FieldSelect } from '../../../components/ui/field-select.tsx';
import { FieldText } from '../../../components/ui/field-text.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { paths } from '../../../config/paths.ts';
import { hasReason } from '../../../lib/api-client.ts';
import { useLightForm, type FieldRule } from '../../../lib/light-form.ts';
import { usePhoneRule, type PhoneRule } from '../../../lib/use-phone-rule.ts';
import type { AuthModal } from '../../../lib/sign-in-prompt.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { BioField } from './bio-field.tsx';
import { CaptchaField } from '../../../components/captcha-field.tsx';

const FIELDS = ['name', 'email', 'phone', 'city', 'password', 'confirm', 'bio', 'hearAboutUs', 'terms', 'captcha'] as const;
type Field = (typeof FIELDS)[number];
/** Why Sign up is greyed out, said under it until the captcha is solved. */
export const CAPTCHA_HINT = 'Tick “I’m not a robot” above to sign up.';
const CAPTCHA_HINT_ID = 'sign-up-captcha-hint';
/** The terms box, held as text like every field of the light form. */
const AGREED = 'agreed';

interface SignUpFormProps {
  variant: 'full' | 'simple';
  email?: string | undefined;
  onOpen: (modal: AuthModal) => void;
  onSignedUp: (signedIn: SignedIn) => void;
}

/** The rules of the form, as the server's sign-up schemas word them; the full form's three more. */
function rulesFor(full: boolean, phone: PhoneRule): Partial<Record<Field, FieldRule<Field>>> {
  const shared: Partial<Record<Field, FieldRule<Field>>> = {
    name: nameProblem,
    email: emailProblem,
    phone,
    password: (value) => newPasswordProblem(value, M.passwordRequired),
    confirm: (value, values) => (value === '' ? M.confirmRequired : value !== values.password ? M.confirmMismatch : null),
    terms: (value) => (value === AGREED ? null : M.termsRequired),
  };
  if (!full) return shared;
  return {
    ...shared,
    city: (value) => requiredProblem(value, M.cityRequired),
    bio: bioProblem,
    hearAboutUs: (value) => requiredProblem(value, M.heardRequired),
  };
}

function toInput(variant: 'full' | 'simple', values: Record<Field, string>): SignUpInput {
  const base = {
    name: values.name,
    email: values.email,
    phone: values.phone,
    password: values.password,
    confirm: values.confirm,
    terms: true as const,
    captcha: values.captcha,
  };
  if (variant === 'simple') return { variant, ...base };
  return { variant, ...base, city: values.city, bio: values.bio, hearAboutUs: values.hearAboutUs };
}

/**
 * The full sign-up (spec/01 §5) and the simple collector variant without city, bio and
 * how-you-heard. Everyone signing up here is a collector; the server sets i_am and country. Drawn
 * without Ant Design or zod, as the sign-in dialog it opens from (decision record 053); the phone
 * rule and the bio's editor are fetched once the person starts on the form.
 */
export function SignUpForm({ variant, email, onOpen, onSignedUp }: SignUpFormProps) {
  const full = variant === 'full';
  const { phoneRule, wholePhoneRule, fetchPhoneRule } = usePhoneRule(M.phoneRequired);
  // Someone has started on the form: the phone rule and the bio's editor (bio-field.tsx) are fetched.
  const [started, setStarted] = useState(false);
  const start = () => {
    if (started) return;
    // A transition: the bio's box keeps what is typed, and the focus, until its editor has come.
    startTransition(() => setStarted(true));
    fetchPhoneRule();
  };
  const form = useLightForm<Field>(
    { name: '', email: email ?? '', phone: '', city: '', password: '', confirm: '', bio: '', hearAboutUs: '', terms: '', captcha: '' },
    rulesFor(full, phoneRule),
  );
  // A phone checked before the whole rule came is checked again with it.
  const { recheck } = form;
  useEffect(() => {
    if (wholePhoneRule) recheck(['phone']);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it comes: recheck is a new function on every render
  }, [wholePhoneRule]);
  const captcha = useRef<CaptchaHandle>(null);
  const signUp = useSignUp();
  const [alert, setAlert] = useState<string | null>(null);
  // An address already registered: its message stays on the field, with a way to log in instead.
  const [emailTaken, setEmailTaken] = useState(false);
  const setCaptcha = (payload: string | undefined) => form.field('captcha').onChange(payload ?? '');
  const emailField = form.field('email');

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, (values) => {
      setAlert(null);
      setEmailTaken(false);
      signUp.mutate(toInput(variant, values), {
        onSuccess: onSignedUp,
        onError: (error) => {
          // A payload is good for one attempt; the field errors go on after the reset clears it.
          captcha.current?.reset();
          const message = form.showServerErrors(error, FIELDS);
          const taken = hasReason(error, 'email_taken');
          setEmailTaken(taken);
          setAlert(taken ? null : message);
        },
      });
    });

  const solved = form.values.captcha !== '';
  const passwordField = form.field('password');
  const { ref: termsRef, error: termsError, value: terms, onChange: onTermsChange } = form.field('terms');
  return (
    <form noValidate onSubmit={submit} onFocus={start} className="account-form sign-up-form" aria-label={full ? 'Sign up' : 'Sign up as a collector'}>
      <div className={full ? 'sign-up-form__grid sign-up-form__grid--two' : 'sign-up-form__grid'}>
        <FieldText label="Full name" autoComplete="name" extra={<CharCounter count={form.values.name.length} max={NAME_MAX} />} {...form.field('name')} />
        <FieldText
          label="Email"
          type="email"
          autoComplete="email"
          {...emailField}
          onChange={(value) => {
            setEmailTaken(false);
            emailField.onChange(value);
          }}
        />
        <FieldText label="Phone" type="tel" autoComplete="tel" {...form.field('phone')} />
        {full ? (
          <FieldSelect
            label="City"
            labelExtra={
              <Tooltip title={CITY_TOOLTIP}>
                <span className="sign-up-form__why" tabIndex={0} role="img" aria-label="Why only these cities">
                  <QuestionCircleOutlined aria-hidden="true" />
                </span>
              </Tooltip>
            }
            placeholder="Select your city"
            options={CHICAGO_AREA_CITIES}
            autoComplete="address-level2"
            {...form.field('city')}
          />
        ) : null}
        <FieldText
          label="Password"
          reveal
          autoComplete="new-password"
          // The hint gives way to the error, which says the same and more.
          extra={passwordField.error ? undefined : `At least ${PASSWORD_MIN} characters.`}
          {...passwordField}
        />
        <FieldText label="Confirm password" reveal autoComplete="new-password" {...form.field('confirm')} />
      </div>
      {full ? (
        <>
          <BioField load={started} extra={<CharCounter count={stripTags(form.values.bio).length} max={BIO_MAX} />} {...form.field('bio')} />
          <FieldSelect label="How did you hear about us?" placeholder="Select one" options={HEARD_ABOUT_US_OPTIONS} {...form.field('hearAboutUs')} />
        </>
      ) : null}
      <FieldCheck ref={termsRef} error={termsError} checked={terms === AGREED} onChange={(checked) => onTermsChange(checked ? AGREED : '')}>
        I agree to the{' '}
        <Link className="text-link" to={paths.terms} target="_blank" rel="noopener">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link className="text-link" to={paths.privacyPolicy} target="_blank" rel="noopener">
          Privacy Policy
        </Link>
      </FieldCheck>
      <CaptchaField error={form.errors.captcha}>
        <Captcha ref={captcha} onChange={setCaptcha} />
      </CaptchaField>
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
      <Button type="primary" htmlType="submit" block size="large" disabled={!solved} loading={signUp.isPending} aria-describedby={solved ? undefined : CAPTCHA_HINT_ID}>
        Sign up
      </Button>
      {solved ? null : (
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
          <Button type="link" onClick={() => onOpen({ view: 'sign-up', variant: 'full', email: form.values.email })}>
            Sign up with a full profile
          </Button>
        )}
      </div>
    </form>
  );
}
