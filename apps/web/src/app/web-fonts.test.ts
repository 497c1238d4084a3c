import { screen, waitFor } from '@testing-library/react';
import { SNIPPET } from '@vernissage/core/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from '../lib/browser-storage.ts';
import { json, stubFetch } from '../testing/fetch-stub.ts';
import { snippet } from '../testing/fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';
import { declareWebFonts, loadWebFonts, WEB_FONTS_KEY } from './web-fonts.ts';

describe('loadWebFonts', () => {
  const waiting: Array<() => void> = [];
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
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

  it('on a first visit fetches the files once the page has loaded and the browser is idle, and declares them at the next page', async () => {
    const loadFaces = vi.fn(() => Promise.resolve());
    const fetchFiles = vi.fn(() => Promise.resolve());
    loadWebFonts({ loadFaces, fetchFiles });
    expect(fetchFiles).not.toHaveBeenCalled();
    expect(waiting).toHaveLength(1);

    waiting[0]!();
    expect(fetchFiles).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(readStored('local', WEB_FONTS_KEY)).toBe('1'));
    // Fetched, not declared: the first page keeps its fallback faces.
    expect(loadFaces).not.toHaveBeenCalled();

    declareWebFonts();
    declareWebFonts();
    expect(loadFaces).toHaveBeenCalledTimes(1);
  });

  it('declares them at once in a browser that has them', () => {
    writeStored('local', WEB_FONTS_KEY, '1');
    const loadFaces = vi.fn(() => Promise.resolve());
    const fetchFiles = vi.fn(() => Promise.resolve());
    loadWebFonts({ loadFaces, fetchFiles });
    expect(loadFaces).toHaveBeenCalledTimes(1);
    expect(fetchFiles).not.toHaveBeenCalled();
    expect(waiting).toHaveLength(0);
  });

  it('remembers nothing when the files could not be fetched, so the next page tries again', async () => {
    const fetchFiles = vi.fn(() => Promise.reject(new Error('offline')));
    loadWebFonts({ loadFaces: () => Promise.resolve(), fetchFiles });
    waiting[0]!();
    await settle();
    expect(fetchFiles).toHaveBeenCalledTimes(1);
    expect(readStored('local', WEB_FONTS_KEY)).toBeNull();
  });

  it('declares them again at a later page when the stylesheet failed to load', async () => {
    const loadFaces = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    loadWebFonts({ loadFaces, fetchFiles: () => Promise.resolve() });
    declareWebFonts();
    await settle();
    expect(readStored('local', WEB_FONTS_KEY)).toBeNull();
    declareWebFonts();
    await settle();
    expect(loadFaces).toHaveBeenCalledTimes(2);
    expect(readStored('local', WEB_FONTS_KEY)).toBe('1');
  });
});

describe('the web fonts in the app', () => {
  afterEach(() => removeStored('local', WEB_FONTS_KEY));

  it('declares them when the person first goes to another page in the app, not on the first', async () => {
    stubFetch({ [`GET /api/snippets/${SNIPPET.aboutUs}`]: () => json(snippet(SNIPPET.aboutUs, '<p>We are a gallery.</p>')) });
    const loadFaces = vi.fn(() => Promise.resolve());
    loadWebFonts({ loadFaces, fetchFiles: () => Promise.resolve() });
    const { router } = renderApp('/about-us');
    expect(await screen.findByText('We are a gallery.')).toBeInTheDocument();
    expect(loadFaces).not.toHaveBeenCalled();

    await router.navigate('/no-such-page');
    await waitFor(() => expect(loadFaces).toHaveBeenCalledTimes(1));
  });
});
