import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

describe('versioned cache', () => {
  it('drops only the entries showing a changed work, and keeps the rest for the version', () => {
    const cache = new VersionedCache<string>(10);
    cache.set('list:0', 1, 'works 1 and 2', [1, 2]);
    cache.set('detail:3', 1, 'work 3', [3]);
    cache.set('directory', 1, 'no sold state');
    cache.dropWorks([2]);
    expect(cache.get('list:0', 1)).toBeUndefined();
    expect(cache.get('detail:3', 1)).toBe('work 3');
    expect(cache.get('directory', 1)).toBe('no sold state');
    // A new version still makes every entry a miss.
    expect(cache.get('detail:3', 2)).toBeUndefined();
  });

  it('does not store a value built across a drop of one of its works', () => {
    const cache = new VersionedCache<string>(10);
    const since = cache.drops;
    // The load reads the old state; the work is held meanwhile.
    cache.dropWorks([5]);
    cache.set('detail:5', 1, 'work 5, available', [5], since);
    expect(cache.get('detail:5', 1)).toBeUndefined();
    // Another work's answer built meanwhile is stored.
    cache.set('detail:6', 1, 'work 6', [6], since);
    expect(cache.get('detail:6', 1)).toBe('work 6');
  });

  it('forgets which works an evicted entry showed', () => {
    const cache = new VersionedCache<string>(1);
    cache.set('a', 1, 'a', [1]);
    cache.set('b', 1, 'b', [2]);
    expect(cache.size).toBe(1);
    cache.dropWorks([1]);
    expect(cache.get('b', 1)).toBe('b');
  });
});
