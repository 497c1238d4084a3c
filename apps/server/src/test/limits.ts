import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A 429's Retry-After must be the whole seconds left of the limiter's window: not missing, not
 * milliseconds, not the full window when part of it has gone. `openedAt` is a Date.now() taken
 * just before the window's first request, so the time since then bounds what is left.
 */
export function expectRetryAfter(res: LightMyRequestResponse, windowMs: number, openedAt: number): void {
  const header = res.headers['retry-after'];
  expect(header, 'Retry-After').toMatch(/^\d+$/);
  const seconds = Number(header);
  const left = (windowMs - (Date.now() - openedAt)) / 1000;
  expect(seconds, 'Retry-After').toBeGreaterThanOrEqual(Math.floor(left));
  expect(seconds, 'Retry-After').toBeLessThanOrEqual(windowMs / 1000);
}
