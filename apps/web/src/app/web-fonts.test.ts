import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from '../lib/browser-storage.ts';
import { loadWebFonts, WEB_FONTS_KEY } from './web-fonts.ts';

describe('loadWebFonts', () => {
  const waiting: Array<() => void> = [];
  beforeEach(() => {
    waiting.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    removeStored('local', WEB_FONTS_KEY);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeStored('local', WEB_FONTS_KEY);
  });

  it('on a first visit fetches them only once the page has loaded and the browser is idle, then remembers it', async () => {
    const load = vi.fn(() => Promise.resolve());
    loadWebFonts(load);
    expect(load).not.toHaveBeenCalled();
    expect(waiting).toHaveLength(1);

    waiting[0]!();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(readStored('local', WEB_FONTS_KEY)).toBe('1'));
  });

  it('declares them at once in a browser that has them', () => {
    writeStored('local', WEB_FONTS_KEY, '1');
    const load = vi.fn(() => Promise.resolve());
    loadWebFonts(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(waiting).toHaveLength(0);
  });

  it('remembers nothing when they could not be fetched, so the next page tries again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    loadWebFonts(load);
    waiting[0]!();
    await Promise.resolve();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(readStored('local', WEB_FONTS_KEY)).toBeNull();
  });
});
