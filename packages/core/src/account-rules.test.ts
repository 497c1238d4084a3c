import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';
import { ACCOUNT_MESSAGES as M, emailProblem, newPasswordProblem, otpProblem, requiredProblem } from './account-rules.ts';
import { emailSchema, newPasswordSchema, otpVerifySchema } from './schemas/accounts.ts';

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

  it('take a text of spaces as empty', () => {
    expect(requiredProblem('  ', M.signInPasswordRequired)).toBe(M.signInPasswordRequired);
    expect(requiredProblem(' x ', M.signInPasswordRequired)).toBeNull();
  });
});
