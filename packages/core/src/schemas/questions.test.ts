import { describe, expect, it } from 'vitest';
import { samePhone } from './phone.ts';
import { QUESTION_MESSAGES as M, questionSchema, sameEmail, type VisitorQuestionInput } from './questions.ts';

const valid: VisitorQuestionInput = {
  variant: 'visitor',
  artworkId: 7,
  name: 'Grace Hopper',
  email: 'Grace@Example.com',
  confirmEmail: 'grace@example.com',
  phone: '312 555 0100',
  confirmPhone: '312 555 0100',
  message: 'Is it still available?',
  captcha: 'payload',
};

function messages(input: Partial<VisitorQuestionInput> & Record<string, unknown>): Record<string, string> {
  const result = questionSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('question or offer schema', () => {
  it('accepts a question, lowercasing the email and defaulting to not an offer', () => {
    const parsed = questionSchema.parse(valid);
    expect(parsed.variant === 'visitor' && parsed.email).toBe('grace@example.com');
    expect(parsed.isOffer).toBe(false);
  });

  it("uses the spec's message for every required field", () => {
    expect(messages({ name: ' ', email: '', confirmEmail: '', phone: '', confirmPhone: '', message: '', captcha: '' })).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      confirmEmail: M.confirmEmailRequired,
      phone: M.phoneRequired,
      confirmPhone: M.confirmPhoneRequired,
      message: M.messageRequired,
      captcha: M.captchaInvalid,
    });
  });

  it('refuses an invalid email and confirmations that do not match', () => {
    expect(messages({ email: 'not-an-email', confirmEmail: 'not-an-email' })).toEqual({ email: M.emailInvalid });
    expect(messages({ confirmEmail: 'other@example.com', confirmPhone: '312 555 0199' })).toEqual({
      confirmEmail: M.emailMismatch,
      confirmPhone: M.phoneMismatch,
    });
    expect(M.emailMismatch).toBe('The two email that you entered do not match');
    expect(M.phoneMismatch).toBe('The two phone number that you entered do not match');
  });

  it('refuses a phone that is not a number, and one too long with its own message', () => {
    expect(messages({ phone: 'abc', confirmPhone: 'abc' })).toEqual({ phone: M.phoneInvalid });
    expect(messages({ phone: 'hello', confirmPhone: 'hello' })).toEqual({ phone: M.phoneInvalid });
    const long = '3'.repeat(41);
    expect(messages({ phone: long, confirmPhone: long })).toEqual({ phone: M.phoneMax, confirmPhone: M.phoneMismatch });
  });

  it('requires an amount above 0 for an offer, and ignores the amount of a question', () => {
    expect(messages({ isOffer: true })).toEqual({ offerAmount: M.offerRequired });
    expect(messages({ isOffer: true, offerAmount: 0 })).toEqual({ offerAmount: M.offerPositive });
    expect(messages({ isOffer: true, offerAmount: -5 })).toEqual({ offerAmount: M.offerPositive });
    // Kept in cents: $0.004 would be stored as $0.00.
    expect(messages({ isOffer: true, offerAmount: 0.004 })).toEqual({ offerAmount: M.offerPositive });
    expect(messages({ isOffer: true, offerAmount: 1200 })).toEqual({});
    expect(messages({ isOffer: false, offerAmount: 0 })).toEqual({});
  });

  it('has one rule for the confirmations, which the page uses too: e-mail ignores case and surrounding spaces, phone how it is written', () => {
    expect(sameEmail(' Grace@Example.COM  ', 'grace@example.com')).toBe(true);
    expect(sameEmail('grace@example.com', 'grace@example.org')).toBe(false);
    expect(samePhone(' 312 555 0100 ', '312 555 0100')).toBe(true);
    expect(samePhone('312 555 0100', '(312) 555-0100')).toBe(true);
    expect(samePhone('312 555 0100', '+1 312 555 0100')).toBe(true);
    expect(samePhone('312 555 0100', '312 555 0101')).toBe(false);
    expect(messages({ confirmPhone: '(312) 555-0100' })).toEqual({});
    expect(messages({ email: 'Grace@Example.com', confirmEmail: '  GRACE@example.com ', confirmPhone: ' 312 555 0100 ' })).toEqual({});
  });

  it("has a signed-in variant without name, e-mail or phone: the server takes them from the member's account", () => {
    const parsed = questionSchema.parse({ variant: 'member', artworkId: 7, message: 'Still available?', captcha: 'payload', name: 'Typed', email: 'typed@example.com' });
    expect(parsed).toEqual({ variant: 'member', artworkId: 7, message: 'Still available?', isOffer: false, captcha: 'payload' });
    const offer = questionSchema.safeParse({ variant: 'member', artworkId: 7, message: 'Would you take this?', captcha: 'payload', isOffer: true, offerAmount: 0 });
    expect(offer.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['offerAmount', M.offerPositive]]);
  });
});
