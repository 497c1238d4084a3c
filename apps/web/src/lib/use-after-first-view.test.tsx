import { afterEach, describe, expect, it, vi } from 'vitest';

describe('useAfterFirstView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is false until the browser is first idle, then true there and on every later page', async () => {
    // A fresh copy of the hook's module (another test file in this worker may have passed the
    // first idle moment already), with the React that copy uses.
    vi.resetModules();
    const { act, renderHook } = await import('@testing-library/react');
    const { useAfterFirstView } = await import('./use-after-first-view.ts');
    const waiting: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);

    const first = renderHook(() => useAfterFirstView());
    expect(first.result.current).toBe(false);
    expect(waiting).toHaveLength(1);

    act(() => waiting[0]!());
    expect(first.result.current).toBe(true);

    // A page opened later does not wait again.
    const later = renderHook(() => useAfterFirstView());
    expect(later.result.current).toBe(true);
    expect(waiting).toHaveLength(1);
  });
});
