import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler } from './serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as Parameters<typeof compiledSerializerCompiler>[0];

describe('the compiled response serializer', () => {
  const schema = z.object({
    id: z.number().int(),
    title: z.string(),
    note: z.string().nullable(),
    image: z.object({ url: z.string() }).nullable(),
    tags: z.array(z.string()),
    extra: z.record(z.string(), z.number()).optional(),
    state: z.union([z.literal(0), z.literal(1)]),
  });
  const serialize = compiledSerializerCompiler(route(schema));

  it('writes what zod would, and only the properties the contract names', () => {
    const data = { id: 3, title: 'Blue "Hour"', note: null, image: { url: '/a.webp', secret: 'x' }, tags: ['a'], state: 1, passwordHash: 'never' };
    const written = JSON.parse(serialize(data));
    expect(written).toEqual(schema.parse(data));
    expect(written).not.toHaveProperty('passwordHash');
    expect(written.image).not.toHaveProperty('secret');
    expect(JSON.parse(serialize({ ...data, extra: { a: 1 } })).extra).toEqual({ a: 1 });
  });

  it('writes X or null, and a union of literals, by their type and a null check, as zod would', () => {
    const rating = z.object({ rating: z.union([z.literal(1), z.literal(-1), z.literal(0)]).nullable(), next: z.object({ id: z.number(), note: z.string().nullable() }).nullable() });
    const write = compiledSerializerCompiler(route(rating));
    for (const data of [
      { rating: null, next: null },
      { rating: -1, next: { id: 4, note: null, hidden: true } },
      { rating: 0, next: { id: 5, note: 'blue' } },
    ]) {
      expect(JSON.parse(write(data))).toEqual(rating.parse(data));
    }
    expect(JSON.parse(serialize({ id: 1, title: 't', note: 'n', image: null, tags: [], state: 0 }))).toEqual({ id: 1, title: 't', note: 'n', image: null, tags: [], state: 0 });
    // An object missing what the contract requires is still refused.
    expect(() => write({ rating: 1, next: { note: null } })).toThrow();
  });

  it('keeps zod for what JSON Schema cannot say', () => {
    const transformed = z.object({ at: z.date() });
    const write = compiledSerializerCompiler(route(transformed));
    expect(JSON.parse(write({ at: new Date('2026-01-02T03:04:05Z') }))).toEqual({ at: '2026-01-02T03:04:05.000Z' });
  });
});
