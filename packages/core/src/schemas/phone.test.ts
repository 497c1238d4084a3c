import { describe, expect, it } from 'vitest';
import { PHONE_MAX } from '../constants.ts';
import { ACCOUNT_MESSAGES as M } from './accounts.ts';
import { placeOrderSchema } from './checkout.ts';
import { bookConsultationSchema } from './consultations.ts';
import { isValidPhone, phoneSchema } from './phone.ts';
import { profileUpdateSchema } from './profile-update.ts';
import { QUESTION_MESSAGES, questionPhoneSchema } from './questions.ts';
import { signUpSchema } from './sign-up.ts';
import { merchantCreateSchema } from './users.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('the phone rule', () => {
  it('takes a US number however it is written, and any country after + and its code', () => {
    for (const phone of ['312 555 0100', '(312) 555-0100', '312.555.0100', '3125550100', '+1 312 555 0100', '1 312 555 0100', '312 555 0100 ext. 12', '+44 20 7946 0958', '+33 1 42 68 53 00']) {
      expect(isValidPhone(phone), phone).toBe(true);
      expect(phoneSchema.safeParse(phone).success, phone).toBe(true);
    }
  });

  it('refuses words, too few digits, a number inside other text and a foreign number without its code', () => {
    for (const phone of ['abc', 'hello', '312', '555 0100', 'call 312 555 0100', '312 555 0100 please', '020 7946 0958', '+1 312 555 01000 9', '++1 312 555 0100']) {
      expect(isValidPhone(phone), phone).toBe(false);
      expect(firstMessage(phoneSchema.safeParse(phone)), phone).toBe(M.phoneInvalid);
    }
  });

  it('says an empty phone is missing and a long one is too long, each with its own message only', () => {
    expect(phoneSchema.safeParse('  ').error?.issues.map((issue) => issue.message)).toEqual([M.phoneRequired]);
    expect(phoneSchema.safeParse('3'.repeat(PHONE_MAX + 1)).error?.issues.map((issue) => issue.message)).toEqual([M.phoneMax]);
    expect(phoneSchema.safeParse('x'.repeat(PHONE_MAX + 1)).error?.issues.map((issue) => issue.message)).toEqual([M.phoneMax]);
    expect(questionPhoneSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([QUESTION_MESSAGES.phoneRequired]);
    expect(questionPhoneSchema.safeParse('hello').error?.issues.map((issue) => issue.message)).toEqual([QUESTION_MESSAGES.phoneInvalid]);
  });

  it('keeps the number as typed, trimmed', () => {
    expect(phoneSchema.parse('  (312) 555-0100 ')).toBe('(312) 555-0100');
  });

  it('guards every form with a phone: sign-up, profile, checkout, merchants, questions and consultations', () => {
    const phoneIssue = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => result.error?.issues.find((issue) => issue.path[0] === 'phone')?.message;
    const base = { name: 'Ada', email: 'ada@example.com', phone: 'hello', city: 'Chicago' };
    expect(phoneIssue(signUpSchema.safeParse({ ...base, variant: 'simple', password: 'long enough', confirm: 'long enough', terms: true, captcha: 'x' }))).toBe(M.phoneInvalid);
    expect(phoneIssue(profileUpdateSchema.safeParse(base))).toBe(M.phoneInvalid);
    expect(phoneIssue(placeOrderSchema.safeParse({ ...base, address: '1 Main St', zip: '60601' }))).toBe(M.phoneInvalid);
    expect(phoneIssue(merchantCreateSchema.safeParse({ ...base, password: 'long enough', confirm: 'long enough' }))).toBe(M.phoneInvalid);
    expect(phoneIssue(bookConsultationSchema.safeParse({ ...base, slotId: 1 }))).toBe(QUESTION_MESSAGES.phoneInvalid);
  });
});
