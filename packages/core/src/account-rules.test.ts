import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { ACCOUNT_MESSAGES as M, bioProblem, CONTACT_MESSAGES, contactEmailProblem, contactNameProblem, emailProblem, nameProblem, newPasswordProblem, otpProblem, requiredProblem } from './account-rules.ts';
import { consultationNoteProblem } from './consultation-rules.ts';
import { bookConsultationSchema } from './schemas/consultations.ts';
import { questionEmailSchema, questionNameSchema, questionPhoneSchema } from './schemas/questions.ts';
import { INVITE_MESSAGES } from './messages.ts';
import { phoneProblem } from './phone-rules.ts';
import { acceptInviteSchema } from './schemas/invites.ts';
import { bioSchema, emailSchema, nameSchema, newPasswordSchema, otpVerifySchema } from './schemas/accounts.ts';
import { phoneSchema } from './schemas/phone.ts';

/** The message zod gives a value, or null when it passes. */
function zodMessage(schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe('the account rules without zod', () => {
  it('word an e-mail address exactly as the schema the server applies', () => {
    const samples = ['', '   ', 'grace@example.test', ' Grace@Example.TEST ', 'grace-at-example', 'grace@', '@example.test', 'a..b@example.test', '.a@example.test', 'a.@example.test', "o'brien+art@mail.example.co", 'a@b.c', 'a@b.co', 'a@-b.co', `${'a'.repeat(95)}@b.co`, `${'a'.repeat(96)}@b.co`, 'grace@exa mple.test', 'grace@example.test\u0000'];
    for (const sample of samples) expect(emailProblem(sample), JSON.stringify(sample)).toBe(zodMessage(emailSchema, sample));
  });

  it('word a one-time code as the schema does', () => {
    for (const sample of ['', ' ', '12345', '123456', ' 123456 ', '12345a', '1234567']) {
      expect(otpProblem(sample), sample).toBe(zodMessage(otpVerifySchema.shape.otp, sample));
    }
  });

  it('word a new password as the schema does', () => {
    const schema = newPasswordSchema(M.resetPasswordRequired);
    for (const sample of ['', ' ', 'short', 'x'.repeat(PASSWORD_MIN - 1), 'x'.repeat(PASSWORD_MIN), ' '.repeat(PASSWORD_MIN), 'x'.repeat(PASSWORD_MAX), 'x'.repeat(PASSWORD_MAX + 1)]) {
      expect(newPasswordProblem(sample, M.resetPasswordRequired), JSON.stringify(sample)).toBe(zodMessage(schema, sample));
    }
  });

  it('word the change-role form as its schema does (the page loads no zod, decision record 055)', () => {
    const password = (value: string) => newPasswordProblem(value, INVITE_MESSAGES.passwordRequired);
    const confirm = (value: string, against: string) => (value === '' ? INVITE_MESSAGES.confirmRequired : value !== against ? INVITE_MESSAGES.confirmMismatch : null);
    const token = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxyz';
    const fieldMessage = (values: { password: string; confirm: string }, field: 'password' | 'confirm') => {
      const result = acceptInviteSchema.safeParse({ token, ...values });
      return result.success ? null : (result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
    };
    const passwords = ['', ' ', 'short', 'x'.repeat(PASSWORD_MIN), 'x'.repeat(PASSWORD_MAX + 1)];
    for (const first of passwords) {
      for (const second of ['', first, 'another password']) {
        const values = { password: first, confirm: second };
        expect(password(first), JSON.stringify(values)).toBe(fieldMessage(values, 'password'));
        // zod checks the match only once the password itself passes; the form says it at once.
        if (password(first) === null) expect(confirm(second, first), JSON.stringify(values)).toBe(fieldMessage(values, 'confirm'));
      }
    }
  });

  it("word the consultation booking's contact and note as its schemas do (the page loads no zod, decision record 052)", () => {
    for (const sample of ['', '  ', 'Vera Visitor', ` ${'x'.repeat(100)} `, 'x'.repeat(101)]) expect(contactNameProblem(sample), sample).toBe(zodMessage(questionNameSchema, sample));
    for (const sample of ['', ' ', 'vera@example.com', ' Vera@Example.COM ', 'vera@example', `${'a'.repeat(96)}@b.co`]) {
      expect(contactEmailProblem(sample), sample).toBe(zodMessage(questionEmailSchema, sample));
    }
    for (const sample of ['', ' ', '+1 312 555 0199', 'call me']) expect(phoneProblem(sample, CONTACT_MESSAGES.phoneRequired), sample).toBe(zodMessage(questionPhoneSchema, sample));
    for (const sample of ['', 'North light', ` ${'x'.repeat(1000)} `, 'x'.repeat(1001)]) {
      expect(consultationNoteProblem(sample), sample.slice(0, 20)).toBe(zodMessage(bookConsultationSchema.shape.note, sample));
    }
  });

  it('word a name, a phone and a bio as the sign-up schema does', () => {
    for (const sample of ['', '  ', 'Frida', ` ${'x'.repeat(100)} `, 'x'.repeat(101)]) expect(nameProblem(sample), sample).toBe(zodMessage(nameSchema, sample));
    for (const sample of ['', ' ', '312 555 0101', '(312) 555-0142', '+44 20 7946 0958', '555', 'call me', '312 555 0142 ext. 12', '1'.repeat(40), '+1 312 555 0101 x99']) {
      expect(phoneProblem(sample, M.phoneRequired), sample).toBe(zodMessage(phoneSchema, sample));
    }
    for (const sample of ['', ' ', '<p>I paint.</p>', `<p><b>${'x'.repeat(5000)}</b></p>`, `<p>${'x'.repeat(5001)}</p>`]) expect(bioProblem(sample), sample.slice(0, 20)).toBe(zodMessage(bioSchema, sample));
  });

  it('take a text of spaces as empty', () => {
    expect(requiredProblem('  ', M.signInPasswordRequired)).toBe(M.signInPasswordRequired);
    expect(requiredProblem(' x ', M.signInPasswordRequired)).toBeNull();
  });
});
