import { describe, expect, it } from 'vitest';
import { nulPath } from './refuse-nul.ts';

describe('nulPath', () => {
  it('names where the NUL byte is: a string, a key, an array entry, the body itself', () => {
    expect(nulPath({ a: [1, 2], z: { y: 'q\u0000' } })).toBe('z.y');
    expect(nulPath({ a: [{ b: 'x' }, { c: 'y\u0000' }] })).toBe('a.1.c');
    expect(nulPath({ outer: { 'k\u0000': 1 } })).toBe('outer');
    expect(nulPath('a\u0000')).toBe('');
    expect(nulPath({ a: 'clean', b: [1, 'also clean', { c: null }] })).toBeNull();
  });

  it('walks any depth without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"x\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(nulPath(deep)).toBe('');
    expect(nulPath(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toBeNull();
  });

  it('names the whole body when the NUL lies past the first ten thousand values', () => {
    const wide: unknown[] = Array.from({ length: 20_000 }, () => [1]);
    wide.push(['x\u0000']);
    expect(nulPath(wide)).toBe('');
    expect(nulPath({ few: ['a', 'b\u0000'] })).toBe('few.1');
  });
});
