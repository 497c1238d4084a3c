import { describe, expect, it } from 'vitest';
import { PHONE_MAX } from '../constants.ts';
import { ACCOUNT_MESSAGES as M, otpVerifySchema, resetPasswordSchema, signInSchema } from './accounts.ts';
import { placeOrderSchema } from './checkout.ts';
import { profileUpdateSchema } from './profile-update.ts';
import { QUESTION_MESSAGES, questionPhoneSchema } from './questions.ts';
import { signUpSchema } from './sign-up.ts';
import { merchantCreateSchema } from './users.ts';
import { sendInviteSchema } from './invites.ts';
import { CONTROL_CHARACTERS_MESSAGE } from './plain-text.ts';
import { questionNameSchema, questionTextSchema } from './questions.ts';
import { studioWorkInputSchema } from './studio.ts';

/** The first message per field, as a form shows it. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const full = {
  variant: 'full',
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '312 555 0100',
  city: 'Chicago',
  password: 'long enough',
  confirm: 'long enough',
  bio: '<p>I collect prints.</p>',
  hearAboutUs: 'A friend or colleague',
  terms: true,
  captcha: 'payload',
} as const;

describe('sign-up contract', () => {
  it('accepts a complete form and lowercases the e-mail', () => {
    const parsed = signUpSchema.parse(full);
    expect(parsed.email).toBe('ada@example.com');
  });

  it('gives every empty field of the full form its spec message', () => {
    const result = signUpSchema.safeParse({ variant: 'full', name: '', email: '', phone: '', city: '', password: '', confirm: '', bio: '', hearAboutUs: '', terms: false, captcha: '' });
    expect(messages(result)).toMatchObject({
      name: M.nameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
      city: M.cityRequired,
      password: M.passwordRequired,
      confirm: M.confirmRequired,
      bio: M.bioRequired,
      hearAboutUs: M.heardRequired,
      terms: M.termsRequired,
      captcha: 'Recaptcha invalid please try again',
    });
  });

  it('checks lengths, e-mail shape, the password minimum and the confirmation', () => {
    const result = signUpSchema.safeParse({ ...full, name: 'x'.repeat(101), email: 'not-an-email', password: 'short', confirm: 'other' });
    expect(messages(result)).toMatchObject({ name: M.nameMax, email: M.emailInvalid, password: M.passwordMin });
    const mismatch = signUpSchema.safeParse({ ...full, confirm: 'different!' });
    expect(messages(mismatch)).toEqual({ confirm: M.confirmMismatch });
    const longEmail = signUpSchema.safeParse({ ...full, email: `${'a'.repeat(95)}@b.com` });
    expect(messages(longEmail)).toEqual({ email: M.emailMax });
  });

  it('tells a phone that is too long its own limit, not that it is missing', () => {
    const long = '3'.repeat(PHONE_MAX + 1);
    expect(M.phoneMax).toBe(`The maximum length for the phone is ${PHONE_MAX} characters.`);
    expect(messages(signUpSchema.safeParse({ ...full, phone: long }))).toEqual({ phone: M.phoneMax });
    // A number written with room to spare is not refused for its length.
    const spaced = `+1${' '.repeat(PHONE_MAX - 14)}312 555 0100`;
    expect(spaced).toHaveLength(PHONE_MAX);
    expect(signUpSchema.safeParse({ ...full, phone: spaced }).success).toBe(true);
    // The same schema guards the profile, the merchant form and the order's contact.
    expect(messages(profileUpdateSchema.safeParse({ name: 'Ada', phone: long, city: 'Chicago' }))).toEqual({ phone: M.phoneMax });
    expect(messages(merchantCreateSchema.safeParse({ name: 'Mae', email: 'mae@example.com', phone: long, city: 'Chicago', password: 'long enough', confirm: 'long enough' }))).toEqual({
      phone: M.phoneMax,
    });
    expect(messages(placeOrderSchema.safeParse({ name: 'Ada', email: 'ada@example.com', phone: long, address: '1 Main St', city: 'Chicago', zip: '60601' }))).toEqual({ phone: M.phoneMax });
    // The question dialog says it in the same words.
    expect(questionPhoneSchema.safeParse(long).error?.issues[0]?.message).toBe(QUESTION_MESSAGES.phoneMax);
    expect(QUESTION_MESSAGES.phoneMax).toBe(M.phoneMax);
  });

  it('counts the bio without its markup', () => {
    expect(signUpSchema.safeParse({ ...full, bio: `<p><b>${'x'.repeat(5000)}</b></p>` }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...full, bio: `<p>${'x'.repeat(5001)}</p>` }))).toEqual({ bio: M.bioMax });
  });

  it('has a simple collector variant without city, bio or how-you-heard', () => {
    const { city: _c, bio: _b, hearAboutUs: _h, ...simple } = full;
    expect(signUpSchema.safeParse({ ...simple, variant: 'simple' }).success).toBe(true);
  });
});

describe('sign-in, code and reset contracts', () => {
  it('uses the sign-in wording', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '', captcha: 'x' }))).toEqual({ email: M.signInEmailRequired, password: M.signInPasswordRequired });
  });

  it('wants exactly six digits', () => {
    expect(messages(otpVerifySchema.safeParse({ email: 'a@b.co', otp: '' }))).toEqual({ otp: M.otpRequired });
    expect(messages(otpVerifySchema.safeParse({ email: 'a@b.co', otp: '12345' }))).toEqual({ otp: M.otpLength });
    expect(otpVerifySchema.safeParse({ email: 'a@b.co', otp: '123456' }).success).toBe(true);
  });

  it('uses the reset wording', () => {
    expect(messages(resetPasswordSchema.safeParse({ token: 'x'.repeat(20), password: '', confirm: '' }))).toEqual({ password: M.resetPasswordRequired, confirm: M.resetConfirmRequired });
    expect(messages(resetPasswordSchema.safeParse({ token: 'x'.repeat(20), password: 'long enough', confirm: 'long enougH' }))).toEqual({ confirm: M.resetConfirmMismatch });
  });
});

describe('one-line text that others see', () => {
  // A bell, a line break, DEL, a C1 control, a right-to-left override and an isolate: each can
  // make a name or a title read as something it is not.
  const odd = ['Ada\u0007', 'Ada\nLovelace', 'Ada\u007f', 'Ada\u0085', 'Ada \u202eecalevol', 'Ada \u2067x\u2069'];

  it('refuses control characters and direction overrides in names, cities, addresses and titles', () => {
    for (const text of odd) {
      expect(messages(signUpSchema.safeParse({ ...full, name: text, city: text, hearAboutUs: text }))).toMatchObject({
        name: CONTROL_CHARACTERS_MESSAGE,
        city: CONTROL_CHARACTERS_MESSAGE,
        hearAboutUs: CONTROL_CHARACTERS_MESSAGE,
      });
      expect(messages(profileUpdateSchema.safeParse({ name: text, phone: '312 555 0100', city: text, address: text }))).toMatchObject({
        name: CONTROL_CHARACTERS_MESSAGE,
        city: CONTROL_CHARACTERS_MESSAGE,
        address: CONTROL_CHARACTERS_MESSAGE,
      });
      expect(messages(placeOrderSchema.safeParse({ name: text, address: text }))).toMatchObject({ name: CONTROL_CHARACTERS_MESSAGE, address: CONTROL_CHARACTERS_MESSAGE });
      expect(messages(sendInviteSchema.safeParse({ name: text, email: 'a@example.com' }))).toEqual({ name: CONTROL_CHARACTERS_MESSAGE });
      expect(questionNameSchema.safeParse(text).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
      expect(messages(studioWorkInputSchema.safeParse({ title: text, seriesName: text }))).toMatchObject({ title: CONTROL_CHARACTERS_MESSAGE, seriesName: CONTROL_CHARACTERS_MESSAGE });
    }
  });

  it('refuses control characters other than tabs and line breaks in longer text, and half a surrogate pair anywhere', () => {
    for (const text of ['Hello\u0007', 'Hi \u001b[31mred', 'a\ud800b']) {
      expect(messages(placeOrderSchema.safeParse({ notes: text }))).toMatchObject({ notes: CONTROL_CHARACTERS_MESSAGE });
      expect(questionTextSchema.safeParse(text).error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
      expect(messages(signUpSchema.safeParse({ ...full, name: text }))).toMatchObject({ name: CONTROL_CHARACTERS_MESSAGE });
    }
    expect(placeOrderSchema.shape.notes.safeParse('Ring twice.\n\tThe side door.').success).toBe(true);
    expect(questionTextSchema.safeParse('Is it framed?\r\nThanks 🎨').success).toBe(true);
  });

  it('keeps names in any script, with accents, apostrophes and hyphens', () => {
    for (const name of ['Lucía Núñez', "Seán O'Brien", 'Mei-Lin Chou', 'محمد علي', '山田 太郎', 'Zoë 🎨']) {
      expect(signUpSchema.safeParse({ ...full, name }).success).toBe(true);
    }
  });
});
