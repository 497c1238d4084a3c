import { describe, expect, it } from 'vitest';
import { layoutForPath, opensOverHome } from './layout.ts';

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

describe('the account routes', () => {
  it('open over the home page: /login, /register, /forgotPassword and a sign-up link with one address', () => {
    for (const path of ['/login', '/register', '/forgotPassword', '/signup/grace%40example.test', '/signup/grace@example.com']) expect(opensOverHome(path), path).toBe(true);
    for (const path of ['/', '/signup/', '/signup/a/b', '/login/more', '/Login', '/reset-password']) expect(opensOverHome(path), path).toBe(false);
  });
});
