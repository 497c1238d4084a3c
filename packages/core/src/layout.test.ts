import { describe, expect, it } from 'vitest';
import { layoutForPath } from './layout.ts';

describe('layoutForPath', () => {
  it('gives the public layout to paths containing a public part', () => {
    for (const path of ['/', '/gallery', '/view-gallery', '/about-us', '/artwork-for-sale/Blue-1', '/checkout', '/purchase-sucess', '/news-events/x', '/early-access']) {
      expect(layoutForPath(path), path).toBe('public');
    }
  });

  it('gives every other path the admin layout', () => {
    for (const path of ['/admin-art-works', '/users', '/manage-seo-page', '/profile', '/tastequiz', '/login', '/check-out', '/hold-orders', '/vernissage-snippet']) {
      expect(layoutForPath(path), path).toBe('admin');
    }
  });

  it('keeps the admin tools in the admin layout when their name holds a public part', () => {
    for (const path of ['/manage-early-access', '/manage-early-work', '/manage-education', '/manage-exhibition']) {
      expect(layoutForPath(path), path).toBe('admin');
    }
  });
});
