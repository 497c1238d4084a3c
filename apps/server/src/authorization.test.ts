import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signIn, signUpUser, type TestUser } from './test/accounts.ts';
import { createTestApp, type TestApp } from './test/app.ts';

/**
 * Who may call every route of the API, checked for each kind of caller. A route missing from
 * this table fails the test: adding a route means deciding who may call it.
 *
 * public: anyone; user: anyone signed in; a role list: only those roles.
 */
type Access = 'public' | 'user' | readonly Role[];

interface RouteRule {
  access: Access;
  /** Path parameter values (default: 999999 for ids, 'x' otherwise). */
  params?: Record<string, string>;
  /** Query string to send (e.g. a required filter). */
  query?: string;
}

const ADMIN: readonly Role[] = ['admin'];
const INVITERS: readonly Role[] = ['artist', 'merchant', 'admin'];

export const ROUTE_ACCESS: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'GET /api/session': { access: 'public' },
  'GET /api/lookups': { access: 'public' },
  'GET /api/snippets/{name}': { access: 'public', params: { name: 'Home' } },
  'GET /api/seo': { access: 'public', query: 'path=/' },
  'GET /api/home/slider': { access: 'public' },
  'GET /api/artworks': { access: 'public' },
  'GET /api/artworks/{id}': { access: 'public' },
  'GET /api/artworks/{id}/by-artist': { access: 'public' },
  'POST /api/artworks/{id}/views': { access: 'public' },
  'POST /api/questions': { access: 'public' },
  'GET /api/admin/questions': { access: ['admin'] },
  'GET /api/captcha/challenge': { access: 'public' },
  'GET /api/dev/mailbox': { access: 'public' },
  'GET /api/dev/mailbox/{id}': { access: 'public' },

  'POST /api/accounts/sign-up': { access: 'public' },
  'POST /api/accounts/sign-in': { access: 'public' },
  'POST /api/accounts/sign-out': { access: 'public' },
  'POST /api/accounts/otp/send': { access: 'public' },
  'POST /api/accounts/otp/verify': { access: 'public' },
  'POST /api/accounts/password/forgot': { access: 'public' },
  'GET /api/accounts/password/reset': { access: 'public' },
  'POST /api/accounts/password/reset': { access: 'public' },
  'PATCH /api/accounts/me/email': { access: 'user' },
  'PATCH /api/accounts/me/password': { access: 'user' },

  'GET /api/profile': { access: 'user' },
  'PATCH /api/profile': { access: 'user' },
  'PUT /api/profile/image': { access: 'user' },

  'POST /api/ratings/visitor': { access: 'user' },
  'POST /api/ratings': { access: 'user' },
  'GET /api/ratings': { access: 'user' },
  'PUT /api/ratings/{artworkId}': { access: 'user' },
  'DELETE /api/ratings/{artworkId}': { access: 'user' },

  'GET /api/taste/quiz': { access: 'user' },
  'POST /api/taste/quiz/ratings': { access: 'user' },
  'POST /api/taste/quiz/complete': { access: 'user' },
  'GET /api/taste/queue': { access: 'user' },
  'POST /api/taste/queue/refresh': { access: 'user' },
  'GET /api/taste/crowd': { access: 'public' },
  'GET /api/taste/proof/{artworkId}': { access: ADMIN },
  'GET /api/taste/recommendations': { access: 'user' },
  'GET /api/admin/taste-quiz': { access: ADMIN },
  'PUT /api/admin/taste-quiz': { access: ADMIN },
  'GET /api/admin/taste-quiz/candidates': { access: ADMIN },

  'GET /api/invites/me': { access: INVITERS },
  'POST /api/invites': { access: INVITERS },
  'POST /api/invites/check': { access: 'public' },
  'POST /api/invites/accept': { access: 'public' },

  'GET /api/admin/users': { access: ADMIN },
  'GET /api/admin/users/email-available': { access: ADMIN, query: 'email=someone@example.com' },
  'DELETE /api/admin/users/{id}': { access: ADMIN, params: { id: 'no-such-user' } },
  'POST /api/admin/merchants': { access: ADMIN },
  'PATCH /api/admin/merchants/{id}': { access: ADMIN, params: { id: 'no-such-user' } },

  'GET /api/cart': { access: 'user' },
  'POST /api/cart/items': { access: 'user' },
  'DELETE /api/cart/items/{artworkId}': { access: 'user' },
  'POST /api/cart/merge': { access: 'user' },
  'POST /api/cart/preview': { access: 'public' },

  'POST /api/orders': { access: 'user' },
  'GET /api/orders/mine': { access: 'user' },
  'GET /api/orders/{id}': { access: 'user' },
  'GET /api/admin/holds': { access: ADMIN },
  'POST /api/admin/holds/{id}/confirm': { access: ADMIN },
  'POST /api/admin/holds/{id}/release': { access: ADMIN },
  'GET /api/admin/sales': { access: ADMIN },
};

type Persona = 'visitor' | 'collector' | 'other collector' | 'artist' | 'merchant' | 'admin';
const ROLE_OF: Record<Exclude<Persona, 'visitor'>, Role> = {
  collector: 'collector',
  'other collector': 'collector',
  artist: 'artist',
  merchant: 'merchant',
  admin: 'admin',
};

function allows(access: Access, persona: Persona): boolean {
  if (access === 'public') return true;
  if (persona === 'visitor') return false;
  if (access === 'user') return true;
  return access.includes(ROLE_OF[persona]);
}

function urlFor(path: string, rule: RouteRule): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => rule.params?.[name] ?? (/id$/i.test(name) ? '999999' : 'x'));
  return rule.query ? `${filled}?${rule.query}` : filled;
}

describe('authorization matrix: every route × every kind of caller', () => {
  let t: TestApp;
  const cookies = {} as Record<Persona, string | undefined>;
  let operations: string[];

  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    const people: Record<Exclude<Persona, 'visitor' | 'admin'>, TestUser> = {
      collector: await signUpUser(t.app),
      'other collector': await signUpUser(t.app),
      artist: await signUpUser(t.app, { role: 'artist' }),
      merchant: await signUpUser(t.app, { role: 'merchant' }),
    };
    const admin = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    cookies.visitor = undefined;
    for (const [persona, person] of Object.entries(people)) cookies[persona as Persona] = person.cookie;
    cookies.admin = admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => t.close());

  it('has a rule for every route the API documents, and no rule for a route that is gone', () => {
    expect(operations.filter((operation) => !(operation in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('refuses every caller the table does not allow, and lets every allowed caller past the guard', async () => {
    const unexpected: string[] = [];
    // Sign-out ends the caller's session: it is public, and checked last.
    const order = [...operations].sort((a, b) => Number(a.endsWith('/sign-out')) - Number(b.endsWith('/sign-out')));
    for (const operation of order) {
      const [method, path] = operation.split(' ') as [string, string];
      const rule = ROUTE_ACCESS[operation]!;
      for (const persona of Object.keys(cookies) as Persona[]) {
        const cookie = cookies[persona];
        const res = await t.app.inject({
          method: method as 'GET',
          url: urlFor(path, rule),
          ...(method === 'GET' ? {} : { payload: {} }),
          headers: cookie ? { cookie } : {},
        });
        const refused = res.statusCode === 401 || res.statusCode === 403;
        const allowed = allows(rule.access, persona);
        if (allowed && refused) unexpected.push(`${operation} refused ${persona} (${res.statusCode})`);
        if (!allowed && !refused) unexpected.push(`${operation} let ${persona} through (${res.statusCode})`);
        if (!allowed && persona === 'visitor' && res.statusCode !== 401) unexpected.push(`${operation} answered a visitor ${res.statusCode}, not 401`);
      }
    }
    expect(unexpected).toEqual([]);
  });
});
