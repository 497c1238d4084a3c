import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearBrowserStorage, countFormat, flagFormat, jsonFormat, readStored, storedValue, useStoredValue, writeStored } from './browser-storage.ts';

const pointSchema = z.object({ x: z.number(), y: z.number() });

function refuse(name: 'SecurityError' | 'QuotaExceededError') {
  return () => {
    throw new DOMException('The browser refused', name);
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('browser storage', () => {
  it('keeps JSON under its key and reads it back checked by the schema', () => {
    const point = storedValue('local', 'point', jsonFormat(pointSchema), null);
    expect(point.read()).toBeNull();
    point.write({ x: 1, y: 2 });
    expect(window.localStorage.getItem('point')).toBe('{"x":1,"y":2}');
    expect(point.read()).toEqual({ x: 1, y: 2 });
    // The same object until the stored text changes, as React's external stores need.
    expect(point.read()).toBe(point.read());
    point.remove();
    expect(window.localStorage.getItem('point')).toBeNull();
    expect(point.read()).toBeNull();
  });

  it('reads bad JSON, or JSON of another shape, as absent', () => {
    const point = storedValue('session', 'point', jsonFormat(pointSchema), null);
    window.sessionStorage.setItem('point', '{"x":1,');
    expect(point.read()).toBeNull();
    window.sessionStorage.setItem('point', '{"x":"1","y":2}');
    expect(point.read()).toBeNull();
    window.sessionStorage.setItem('point', '{"x":1,"y":2}');
    expect(point.read()).toEqual({ x: 1, y: 2 });
  });

  it('keeps counts as digits and flags as 1, reading anything else as absent', () => {
    const count = storedValue('session', 'count', countFormat, 0);
    count.write(3);
    expect(window.sessionStorage.getItem('count')).toBe('3');
    expect(count.read()).toBe(3);
    for (const raw of ['', 'three', '-1', 'Infinity']) {
      window.sessionStorage.setItem('count', raw);
      expect(count.read()).toBe(0);
    }

    const flag = storedValue('session', 'flag', flagFormat, false);
    flag.write(true);
    expect(window.sessionStorage.getItem('flag')).toBe('1');
    expect(flag.take()).toBe(true);
    expect(window.sessionStorage.getItem('flag')).toBeNull();
    expect(flag.take()).toBe(false);
    window.sessionStorage.setItem('flag', 'yes');
    expect(flag.read()).toBe(false);
  });

  it('goes on without storage the browser refuses, saying so once', async () => {
    vi.resetModules();
    const fresh = await import('./browser-storage.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse('SecurityError'));

    const point = fresh.storedValue('session', 'point', fresh.jsonFormat(pointSchema), null);
    expect(point.read()).toBeNull();
    expect(() => point.write({ x: 1, y: 2 })).not.toThrow();
    expect(point.take()).toBeNull();
    expect(() => fresh.clearBrowserStorage()).not.toThrow();
    expect(fresh.writeStored('session', 'other', 'text')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('session storage');
  });

  it('keeps the stored value when a write does not fit', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const point = storedValue('local', 'point', jsonFormat(pointSchema), null);
    point.write({ x: 1, y: 2 });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse('QuotaExceededError'));
    expect(writeStored('local', 'point', '{"x":3,"y":4}')).toBe(false);
    expect(() => point.write({ x: 5, y: 6 })).not.toThrow();
    expect(point.read()).toEqual({ x: 1, y: 2 });
    expect(readStored('local', 'point')).toBe('{"x":1,"y":2}');
  });

  it('tells what follows a value of changes in this tab and in others, and of a clear', () => {
    const count = storedValue('session', 'count', countFormat, 0);
    const { result } = renderHook(() => useStoredValue(count));
    expect(result.current).toBe(0);

    act(() => count.write(2));
    expect(result.current).toBe(2);

    // Another key changing leaves it alone; another tab writing this key is followed.
    const onChange = vi.fn();
    const unsubscribe = count.subscribe(onChange);
    act(() => writeStored('session', 'elsewhere', '1'));
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      window.sessionStorage.setItem('count', '5');
      window.dispatchEvent(new StorageEvent('storage', { key: 'count', newValue: '5' }));
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(5);

    act(() => clearBrowserStorage());
    expect(result.current).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    unsubscribe();
  });
});
