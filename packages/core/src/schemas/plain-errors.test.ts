import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainIssueMessage } from './plain-errors.ts';

/** The message a value gets from the schema, with plain messages as the server sets them. */
const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: plainIssueMessage });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('plain messages for what no schema words itself', () => {
  it('says limits in words', () => {
    expect(messageOf(z.string().max(200), 'a'.repeat(201))).toBe('At most 200 characters');
    expect(messageOf(z.string().min(8), 'short')).toBe('At least 8 characters');
    expect(messageOf(z.string().min(1), '')).toBe('This is required');
    expect(messageOf(z.array(z.number()).max(1), [1, 2])).toBe('At most 1 item');
    expect(messageOf(z.array(z.number()).min(2), [1])).toBe('At least 2 items');
    expect(messageOf(z.number().max(10_000), 20_000)).toBe('At most 10,000');
    expect(messageOf(z.number().positive(), 0)).toBe('More than 0');
  });

  it('names the choices, the type expected and what is missing', () => {
    expect(messageOf(z.enum(['popular', 'newest']), 'sideways')).toBe('One of: popular, newest');
    expect(messageOf(z.literal('yes'), 'no')).toBe('Only yes is taken here');
    expect(messageOf(z.number(), 'abc')).toBe('A number is expected here');
    expect(messageOf(z.string(), 5)).toBe('Text is expected here');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('This is required');
    expect(messageOf(z.strictObject({}), { extra: 1 })).toBe('Not a field here: extra');
    expect(messageOf(z.email(), 'nobody')).toBe('Please enter a valid email address');
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe('This is not in the expected form');
  });

  it('gives way to a schema’s own message', () => {
    expect(messageOf(z.string().max(3, 'Keep it short'), 'abcd')).toBe('Keep it short');
  });
});
