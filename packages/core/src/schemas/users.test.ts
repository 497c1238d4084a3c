import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from './accounts.ts';
import { PROFILE_MESSAGES } from './profile.ts';
import { adminUsersQuerySchema, merchantCreateSchema, merchantUpdateSchema, USER_MESSAGES as M } from './users.ts';

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const merchant = {
  name: 'Lakeside Prints',
  email: 'Studio@Lakeside.test',
  phone: '312 555 0199',
  city: 'Evanston',
  password: 'merchant-pass',
  confirm: 'merchant-pass',
};

describe('merchant create contract (spec/02 §5)', () => {
  it('accepts a complete form; bio and address are optional', () => {
    const parsed = merchantCreateSchema.parse(merchant);
    expect(parsed).toMatchObject({ email: 'studio@lakeside.test', bio: '', address: '' });
  });

  it('gives every empty field its spec message', () => {
    const result = merchantCreateSchema.safeParse({ name: '', email: '', phone: '', city: '', password: '', confirm: '' });
    expect(messages(result)).toEqual({
      name: A.nameRequired,
      email: A.emailRequired,
      phone: A.phoneRequired,
      city: A.cityRequired,
      password: A.passwordRequired,
      confirm: A.confirmRequired,
    });
  });

  it('checks lengths, the e-mail, the city list, the bio counted without markup and the confirmation', () => {
    const result = merchantCreateSchema.safeParse({
      ...merchant,
      name: 'n'.repeat(101),
      email: `${'e'.repeat(95)}@b.com`,
      city: 'Springfield',
      bio: `<p>${'b'.repeat(5001)}</p>`,
      confirm: 'something else',
    });
    expect(messages(result)).toEqual({ name: A.nameMax, email: A.emailMax, city: A.cityRequired, bio: A.bioMax, confirm: M.confirmMismatch });
    expect(M.confirmMismatch).toBe('Your password entered do not match');
    expect(messages(merchantCreateSchema.safeParse({ ...merchant, email: 'nope' }))).toEqual({ email: A.emailInvalid });
    expect(merchantCreateSchema.safeParse({ ...merchant, bio: `<p><b>${'b'.repeat(5000)}</b></p>` }).success).toBe(true);
    expect(messages(merchantCreateSchema.safeParse({ ...merchant, address: 'a'.repeat(301) }))).toEqual({ address: PROFILE_MESSAGES.addressMax });
  });
});

describe('merchant edit contract', () => {
  const { password: _p, confirm: _c, ...profile } = merchant;

  it('keeps the password when none is given', () => {
    expect(merchantUpdateSchema.parse({ ...profile, password: '', confirm: '' }).password).toBeUndefined();
    expect(merchantUpdateSchema.parse(profile).password).toBeUndefined();
  });

  it('asks for a confirmation that matches a new password', () => {
    expect(messages(merchantUpdateSchema.safeParse({ ...profile, password: 'new-password' }))).toEqual({ confirm: A.confirmRequired });
    expect(messages(merchantUpdateSchema.safeParse({ ...profile, password: 'new-password', confirm: 'other' }))).toEqual({ confirm: M.confirmMismatch });
    expect(messages(merchantUpdateSchema.safeParse({ ...profile, password: 'short', confirm: 'short' }))).toEqual({ password: A.passwordMin });
    expect(merchantUpdateSchema.parse({ ...profile, password: 'new-password', confirm: 'new-password' }).password).toBe('new-password');
  });
});

describe('users list query', () => {
  it('pages by ten by default and reads numbers from the query string', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ offset: 0, limit: 10 });
    expect(adminUsersQuerySchema.parse({ offset: '20', limit: '10', role: 'merchant', search: ' ada ' })).toEqual({ offset: 20, limit: 10, role: 'merchant', search: 'ada' });
    expect(adminUsersQuerySchema.safeParse({ role: 'curator' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});
