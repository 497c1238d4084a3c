import type { onRouteHookHandler, onSendHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ARTICLE_KINDS, type Role } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signIn, signUpUser, type TestUser } from './test/accounts.ts';
import { createTestApp, type TestApp } from './test/app.ts';

/**
 * Who may call every route of the server, checked for each kind of caller. The routes are every
 * one Fastify registers (onRoute), hidden ones included, on an app with every development aid on;
 * a route missing from this table fails the test: adding a route means deciding who may call it.
 *
 * public: anyone; user: anyone signed in; a role list: only those roles.
 */
type Access = 'public' | 'user' | readonly Role[];

interface RouteRule {
  access: Access;
  /** Path parameter values (default: 999999 for ids, 'x' otherwise; 'x' for a wildcard). */
  params?: Record<string, string>;
  /** Query string to send (e.g. a required filter). */
  query?: string;
  /**
   * Public, but locked behind a proof of its own (the early access' passcode): every caller
   * without it is refused 403 (or 404 when there is nothing to unlock), whatever their role.
   */
  locked?: true;
}

const ADMIN: readonly Role[] = ['admin'];
const INVITERS: readonly Role[] = ['artist', 'merchant', 'admin'];
const SELLERS: readonly Role[] = ['artist', 'merchant', 'admin'];

export const ROUTE_ACCESS: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public' },
  'GET /api/config': { access: 'public' },
  'GET /api/session': { access: 'public' },
  'GET /api/lookups': { access: 'public' },
  'GET /api/snippets/:name': { access: 'public', params: { name: 'Home' } },
  'GET /api/seo': { access: 'public', query: 'path=/' },
  'GET /api/home/slider': { access: 'public' },
  'GET /api/admin/seo-pages': { access: ADMIN },
  'POST /api/admin/seo-pages': { access: ADMIN },
  'PUT /api/admin/seo-pages/:id': { access: ADMIN },
  'DELETE /api/admin/seo-pages/:id': { access: ADMIN },
  'GET /api/admin/snippets': { access: ADMIN },
  'PUT /api/admin/snippets/:name': { access: ADMIN, params: { name: 'NoSuchSnippet' } },
  // Manage Exhibitions, Blogs and Education: one route set per kind.
  ...Object.fromEntries(
    ADMIN_ARTICLE_KINDS.flatMap((kind) =>
      ['GET ', 'POST ', 'PUT :id', 'PUT :id/image', 'DELETE :id'].map((route) => {
        const [method, rest] = route.split(' ') as [string, string];
        return [`${method} /api/admin/articles/${kind}${rest ? `/${rest}` : ''}`, { access: ADMIN }];
      }),
    ),
  ),
  'POST /api/events': { access: 'user' },
  'PUT /api/events/:id/image': { access: 'user' },
  'PUT /api/events/:id': { access: 'user' },
  'DELETE /api/events/:id': { access: 'user' },
  'POST /api/admin/events': { access: ADMIN },
  'PUT /api/admin/events/:id': { access: ADMIN },
  'GET /api/events/mine': { access: 'user' },
  'GET /api/admin/events': { access: ADMIN },
  'PUT /api/admin/events/:id/review': { access: ADMIN },
  'DELETE /api/admin/events/:id': { access: ADMIN },
  'GET /api/articles/:kind': { access: 'public', params: { kind: 'exhibitions' } },
  'GET /api/articles/:kind/:url': { access: 'public', params: { kind: 'blogs', url: 'no-such-post' } },
  'GET /api/art-events/:eventTitle': { access: 'public', params: { eventTitle: 'no-such-event-999999' } },
  'GET /api/artworks': { access: 'public' },
  'GET /api/artworks/browse': { access: 'public' },
  'GET /sitemap.xml': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  'GET /api/artworks/:id': { access: 'public' },
  'GET /api/artworks/:id/by-artist': { access: 'public' },
  'POST /api/artworks/:id/views': { access: 'public' },
  'GET /api/artists': { access: 'public' },
  'GET /api/artists/:id': { access: 'public' },
  'POST /api/shared-links/selections': { access: 'public' },
  'GET /api/shared-links/selections/:shareUrl/:id': { access: 'public', params: { shareUrl: 'no-such-link' } },
  'GET /api/shared-links/sets/:shareUrl': { access: 'public', params: { shareUrl: 'no-such-set' } },
  'GET /api/admin/shared-links': { access: ADMIN },
  'GET /api/settings': { access: 'user' },
  'POST /api/settings/email': { access: 'user' },
  'POST /api/settings/email/confirm': { access: 'public' },
  'PUT /api/settings/mail-preferences': { access: 'user' },
  'GET /api/settings/unsubscribe': { access: 'public' },
  'POST /api/settings/unsubscribe': { access: 'public' },
  'POST /api/settings/sessions/sign-out-others': { access: 'user' },
  'POST /api/settings/delete-account': { access: 'user' },
  'POST /api/admin/shared-links/sets': { access: ADMIN },
  'POST /api/admin/shared-links/delete': { access: ADMIN },
  'GET /api/early-access': { access: 'public' },
  'POST /api/early-access/verify': { access: 'public' },
  'GET /api/early-access/content': { access: 'public', locked: true },
  'GET /api/admin/early-access': { access: ADMIN },
  'GET /api/admin/early-access/artists': { access: ADMIN },
  'GET /api/admin/early-access/works': { access: ADMIN },
  'GET /api/admin/early-access/:id': { access: ADMIN },
  'POST /api/admin/early-access': { access: ADMIN },
  'PUT /api/admin/early-access/:id': { access: ADMIN },
  'POST /api/admin/early-access/:id/images': { access: ADMIN },
  'DELETE /api/admin/early-access/:id': { access: ADMIN },
  'POST /api/questions': { access: 'public' },
  'GET /api/admin/questions': { access: ['admin'] },
  'GET /api/captcha/challenge': { access: 'public' },

  'POST /api/accounts/sign-up': { access: 'public' },
  'POST /api/accounts/sign-in': { access: 'public' },
  'POST /api/accounts/sign-out': { access: 'public' },
  'POST /api/accounts/otp/send': { access: 'public' },
  'POST /api/accounts/otp/verify': { access: 'public' },
  'POST /api/accounts/password/forgot': { access: 'public' },
  'GET /api/accounts/password/reset': { access: 'public' },
  'POST /api/accounts/password/reset': { access: 'public' },
  'PATCH /api/accounts/me/password': { access: 'user' },

  'GET /api/profile': { access: 'user' },
  'PATCH /api/profile': { access: 'user' },
  'PUT /api/profile/image': { access: 'user' },

  'POST /api/ratings/visitor': { access: 'user' },
  'POST /api/ratings': { access: 'user' },
  'GET /api/ratings': { access: 'user' },
  'PUT /api/ratings/:artworkId': { access: 'user' },
  'DELETE /api/ratings/:artworkId': { access: 'user' },

  'GET /api/taste/quiz': { access: 'user' },
  'POST /api/taste/quiz/ratings': { access: 'user' },
  'POST /api/taste/quiz/complete': { access: 'user' },
  'GET /api/taste/queue': { access: 'user' },
  'POST /api/taste/queue/refresh': { access: 'user' },
  'GET /api/taste/crowd': { access: 'public' },
  'GET /api/taste/proof/:artworkId': { access: ADMIN },
  'GET /api/taste/recommendations': { access: 'user' },
  'GET /api/admin/taste-quiz': { access: ADMIN },
  'PUT /api/admin/taste-quiz': { access: ADMIN },
  'GET /api/admin/taste-quiz/candidates': { access: ADMIN },
  'GET /api/admin/taste-quiz/takers': { access: ADMIN },
  'GET /api/admin/taste-quiz/takers/:id': { access: ADMIN },

  'GET /api/invites/me': { access: INVITERS },
  'POST /api/invites': { access: INVITERS },
  'POST /api/invites/check': { access: 'public' },
  'POST /api/invites/accept': { access: 'public' },

  'GET /api/admin/users': { access: ADMIN },
  'GET /api/admin/users/email-available': { access: ADMIN, query: 'email=someone@example.com' },
  'DELETE /api/admin/users/:id': { access: ADMIN, params: { id: 'no-such-user' } },
  'POST /api/admin/merchants': { access: ADMIN },
  'PATCH /api/admin/merchants/:id': { access: ADMIN, params: { id: 'no-such-user' } },

  'GET /api/studio/works': { access: SELLERS },
  'GET /api/studio/works/:id': { access: SELLERS },
  'POST /api/studio/works': { access: SELLERS },
  'PUT /api/studio/works/:id': { access: SELLERS },
  'POST /api/studio/works/:id/duplicate': { access: SELLERS },
  'DELETE /api/studio/works/:id': { access: SELLERS },
  'PUT /api/studio/works/:id/state': { access: SELLERS },
  'POST /api/studio/images': { access: SELLERS },
  'GET /api/admin/artworks': { access: ADMIN },
  'GET /api/admin/artworks/sellers': { access: ADMIN },
  'PUT /api/admin/artworks/state': { access: ADMIN },

  'GET /api/cart': { access: 'user' },
  'POST /api/cart/items': { access: 'user' },
  'DELETE /api/cart/items/:artworkId': { access: 'user' },
  'POST /api/cart/merge': { access: 'user' },
  'POST /api/cart/preview': { access: 'public' },

  'POST /api/orders': { access: 'user' },
  'GET /api/orders/mine': { access: 'user' },
  'GET /api/orders/:id': { access: 'user' },
  'GET /api/admin/holds': { access: ADMIN },
  'POST /api/admin/holds/:id/confirm': { access: ADMIN },
  'POST /api/admin/holds/:id/release': { access: ADMIN },
  'GET /api/admin/sales': { access: ADMIN },
  'GET /api/admin/orders': { access: ADMIN },
  'GET /api/admin/orders/:id': { access: ADMIN },
  'GET /api/admin/overview': { access: ADMIN },
  'GET /api/consultations/slots': { access: 'public' },
  'POST /api/consultations/bookings': { access: 'public' },
  'GET /api/consultations/mine': { access: 'user' },
  'GET /api/admin/consultations/slots': { access: ADMIN },
  'POST /api/admin/consultations/slots': { access: ADMIN },
  'DELETE /api/admin/consultations/slots/:id': { access: ADMIN },
  'DELETE /api/admin/consultations/slots/:id/booking': { access: ADMIN },

  // Hidden from the API docs.
  'GET /media/*': { access: 'public', params: { '*': 'matrix/probe.txt' } },
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  'GET /api/docs/static/index.html': { access: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /api/docs/static/*': { access: 'public', params: { '*': 'index.css' } },

  // Development aids: public, and so registered only by their own settings (DEV_MAILBOX,
  // TEST_ROUTES), which production refuses (development-aids.test.ts).
  'GET /api/dev/mailbox': { access: 'public' },
  'GET /api/dev/mailbox/:id': { access: 'public' },
  'GET /dev/mailbox': { access: 'public' },
  'GET /dev/mailbox/:id/html': { access: 'public' },
  'POST /api/test/snippets/:name': { access: 'public' },
  'GET /api/test/demo-images': { access: 'public' },
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

/** The route pattern with its parameters filled in, and the rule's query string. */
function urlFor(path: string, rule: RouteRule): string {
  const filled = path
    .replace(/:(\w+)/g, (_match, name: string) => rule.params?.[name] ?? (/id$/i.test(name) ? '999999' : 'x'))
    .replace(/\*$/, () => rule.params?.['*'] ?? 'x');
  return rule.query ? `${filled}?${rule.query}` : filled;
}

/**
 * `METHOD /path` of every route as it is registered. The HEAD twin Fastify adds to a GET route is
 * left to its GET (a prefix's root, such as /api/docs, shows its HEAD twin with a trailing slash).
 */
function operationsOf(routes: ReadonlyArray<{ method: string; url: string }>): string[] {
  const all = new Set(routes.map(({ method, url }) => `${method} ${url}`));
  const hasGetTwin = (operation: string) => [operation, operation.replace(/(.)\/$/, '$1')].some((head) => all.has(head.replace(/^HEAD /, 'GET ')));
  return [...all].filter((operation) => !(operation.startsWith('HEAD ') && hasGetTwin(operation)));
}

// Sign-out ends the caller's session: it is public, and checked last.
const CASES = Object.entries(ROUTE_ACCESS).sort(([a], [b]) => Number(a.endsWith('/sign-out')) - Number(b.endsWith('/sign-out')));

describe('authorization matrix: every route × every kind of caller', () => {
  let t: TestApp;
  const cookies = {} as Record<Persona, string | undefined>;
  const routes: Array<{ method: string; url: string }> = [];
  /** The route that answered the last request, so a request that misses its route is caught. */
  let answeredBy: string | undefined;
  const markAnswer: onSendHookHandler = async (request, _reply, payload) => {
    answeredBy = `${request.method} ${request.routeOptions.url}`;
    return payload;
  };
  const onRoute: onRouteHookHandler = (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    route.onSend = [markAnswer, ...(route.onSend ? [route.onSend].flat() : [])];
  };

  beforeAll(async () => {
    // The harness turns every development aid on (DEV_MAILBOX, TEST_ROUTES): their routes need rules too.
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV, onRoute });
    // A stored file for GET /media/* to serve (a missing one is answered by the not-found handler).
    await t.app.storage.put('matrix/probe.txt', Buffer.from('probe'));
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
  });
  afterAll(() => t.close());

  it('has a rule for every route the server registers, hidden ones included, and no rule for a route that is gone', () => {
    const operations = operationsOf(routes);
    expect(operations.length).toBeGreaterThan(Object.keys(ROUTE_ACCESS).length / 2);
    expect(operations.filter((operation) => !(operation in ROUTE_ACCESS)).map((operation) => `no rule for ${operation}`)).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((operation) => !operations.includes(operation)).map((operation) => `no route for ${operation}`)).toEqual([]);
  });

  it.each(CASES)('%s: refuses every caller the rule does not allow, lets the others past the guard, and never fails', async (operation, rule) => {
    const [method, path] = operation.split(' ') as [string, string];
    const unexpected: string[] = [];
    for (const persona of Object.keys(cookies) as Persona[]) {
      const cookie = cookies[persona];
      answeredBy = undefined;
      const res = await t.app.inject({
        method: method as 'GET',
        url: urlFor(path, rule),
        ...(method === 'GET' ? {} : { payload: {} }),
        headers: cookie ? { cookie } : {},
      });
      const refused = res.statusCode === 401 || res.statusCode === 403;
      const allowed = allows(rule.access, persona);
      if (rule.locked) {
        if (answeredBy !== operation) unexpected.push(`${persona}'s request was answered by ${answeredBy ?? 'no route'} (${res.statusCode})`);
        if (res.statusCode !== 403 && res.statusCode !== 404) unexpected.push(`${persona} got ${res.statusCode} without the proof the route asks for`);
        continue;
      }
      if (answeredBy !== operation) unexpected.push(`${persona}'s request was answered by ${answeredBy ?? 'no route'} (${res.statusCode})`);
      if (res.statusCode >= 500) unexpected.push(`${persona} got ${res.statusCode}: ${res.body.slice(0, 200)}`);
      if (allowed && refused) unexpected.push(`refused ${persona} (${res.statusCode})`);
      if (!allowed && !refused) unexpected.push(`let ${persona} through (${res.statusCode})`);
      if (!allowed && persona === 'visitor' && res.statusCode !== 401) unexpected.push(`answered a visitor ${res.statusCode}, not 401`);
    }
    expect(unexpected).toEqual([]);
  });
});
