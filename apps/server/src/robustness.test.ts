import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_KINDS, ID_MESSAGE, NUL_MESSAGE } from '@vernissage/core/schemas';
import { FAST_CAPTCHA_ENV, signIn, signUpUser } from './test/accounts.ts';
import { createTestApp, type TestApp } from './test/app.ts';

/**
 * Bad input never gets a 5xx. Every operation of the OpenAPI document (every path × method) is
 * sent a fixed set of bad values as each caller it lets past its guard (a visitor and a
 * collector for a public route, a collector and the admin for a signed-in one), and so are the
 * pages the server renders: ids out of range or malformed, NUL bytes, 100,000-character strings,
 * wrong JSON types, arrays for objects, deep nesting, empty and malformed bodies, wrong content
 * types. No answer may be a 5xx. The cases are deterministic and bounded (CASES_PER_OPERATION),
 * so a failure names its request and reproduces.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

const LONG = 'x'.repeat(100_000);
/** Ids and numbers a client may send in a path, a query or a body. */
const BAD_NUMBERS = ['2147483648', '0', 'abc', '99999999999999999999', '-1', '1.5', '99999999999', '1e400', 'NaN', '0x10', ' 1'];
/** Text a client may send anywhere a string goes (already percent-encoded for an address). */
const BAD_TEXT = ['%00', encodeURIComponent(LONG), 'a%00b', '%C3%28', encodeURIComponent('\u0001\u001f\u007f'), '%E2%80%AE', '..%2F..%2Fetc', "'%3B--", '%25'];
/** Values of the wrong shape for a JSON field. */
const BAD_VALUES: unknown[] = [
  null,
  0,
  -1,
  2_147_483_648,
  99_999_999_999,
  1e20,
  1.5,
  'abc',
  '',
  '\u0000',
  `a\u0000b`,
  // Half a surrogate pair: no character at all, and encodeURIComponent throws on it.
  'a\ud800b',
  LONG,
  true,
  [],
  [null],
  [2_147_483_648],
  ['\u0000'],
  {},
  { a: { b: { c: { d: '\u0000' } } } },
  Array.from({ length: 1000 }, (_, i) => i),
];
const asJson = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });
const asMultipart = (payload: string) => ({ payload, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
/** Whole bodies: empty, malformed, of the wrong type or content type, deeply nested. */
const BAD_BODIES: Array<Pick<InjectOptions, 'payload' | 'headers'>> = [
  asJson('[]'),
  asJson('{"a":'),
  asJson(''),
  asJson('null'),
  asJson('"\\u0000"'),
  asJson('12345678901234567890'),
  asJson(`${'['.repeat(50_000)}${']'.repeat(50_000)}`),
  asJson('{"__proto__":{"x":1},"constructor":{"prototype":{"y":1}}}'),
  { payload: 'a=1&b=%00', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { payload: 'plain text', headers: { 'content-type': 'text/plain' } },
  asMultipart('--x\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nnot an image\r\n--x--\r\n'),
  asMultipart('--x\r\nbroken'),
  { payload: '--x--', headers: { 'content-type': 'multipart/form-data' } },
  { payload: '{}', headers: { 'content-type': 'application/json; charset=latin-99' } },
];
/** A bound on each operation's cases per caller, so the run stays short on two cores. */
const CASES_PER_OPERATION = 16;

/** A value the schema accepts as far as its type goes, so a case can change one field and keep the others plausible. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return sample(choice, depth + 1);
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, depth + 1)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** The path with each `{param}` filled: the one under test with `value`, the others plausibly. */
function fillPath(pattern: string, value?: { name: string; text: string }): string {
  return pattern.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (value && (value.name === name || value.name === '*')) return value.text;
    return /id$/i.test(name) ? '1' : 'x';
  });
}

interface Case {
  label: string;
  request: InjectOptions;
}

/** The bad requests for one operation, in a fixed order: about CASES_PER_OPERATION of them. */
function casesFor(method: string, route: string, operation: Operation): Case[] {
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'DELETE';
  const body = hasBody ? (sample(jsonSchema) ?? {}) : undefined;
  const base = (url: string): InjectOptions => ({ method: method as 'GET', url, ...(body !== undefined ? { payload: body as object } : {}) });
  // One list per thing under test (each path parameter, each query parameter, whole bodies, each
  // body field), its most telling values first; they are taken in turn up to the bound, so every
  // list gets its first values in.
  const lists: Case[][] = [];
  const list = () => {
    const cases: Case[] = [];
    lists.push(cases);
    return (label: string, request: InjectOptions) => cases.push({ label, request });
  };

  for (const param of pathParams) {
    const add = list();
    const values = [...BAD_NUMBERS.map(encodeURIComponent), ...BAD_TEXT];
    // Ids first as numbers, other parameters first as text.
    if (!/id$/i.test(param.name)) values.unshift(...values.splice(BAD_NUMBERS.length));
    for (const text of values) add(`path ${param.name}=${text.slice(0, 40)}`, base(fillPath(route, { name: param.name, text })));
  }
  const url = fillPath(route);
  for (const param of queryParams) {
    const add = list();
    const numeric = param.schema?.type === 'integer' || param.schema?.type === 'number' || /id$/i.test(param.name);
    const values = numeric ? ['%00', ...BAD_NUMBERS.map(encodeURIComponent), 'x'] : [...BAD_TEXT, '2147483648'];
    for (const text of values) add(`query ${param.name}=${text.slice(0, 40)}`, base(`${url}?${param.name}=${text}`));
    add(`query ${param.name} twice`, base(`${url}?${param.name}=1&${param.name}=2`));
  }
  if (queryParams.length) list()('query: unknown and empty keys', base(`${url}?=&%00=1&x[y]=z`));
  if (hasBody) {
    const add = list();
    for (const bad of BAD_BODIES) add(`body ${String(bad.payload).slice(0, 40)} (${String(bad.headers?.['content-type'])})`, { method: method as 'GET', url, ...bad });
    Object.keys(jsonSchema?.properties ?? {}).forEach((key, index) => {
      const addField = list();
      // Each field gets its share of the bad values, in turn, so every value meets some field.
      for (let k = 0; k < 6; k++) {
        const value = BAD_VALUES[(index * 6 + k) % BAD_VALUES.length];
        addField(`body.${key}=${JSON.stringify(value)?.slice(0, 40)}`, { method: method as 'GET', url, payload: { ...(body as object), [key]: value } });
      }
    });
  }
  const cases: Case[] = [];
  // Every list's first case, then the others in turn up to the bound.
  for (let round = 0; (round === 0 || cases.length < CASES_PER_OPERATION) && lists.some((l) => l.length > round); round++) {
    for (const l of lists) if (l[round] && (round === 0 || cases.length < CASES_PER_OPERATION)) cases.push(l[round]!);
  }
  return cases.length ? cases : [{ label: 'as documented', request: base(url) }];
}

/** Pages the server renders (outside /api), and the routes hidden from the document: their addresses with bad ids, slugs and text. */
function pageCases(): Case[] {
  const bad = [...BAD_NUMBERS.map(encodeURIComponent), ...BAD_TEXT];
  const pages: string[] = ['/', '/about-us', '/all-artworks', '/gallery', '/my-purchases', '/artists', '/reset-password?token=%00', '/unsubscribe?token=' + encodeURIComponent(LONG)];
  for (const text of bad) {
    pages.push(
      `/artwork-for-sale/x-${text}`,
      `/artwork-for-sale/${text}`,
      `/artists/x-${text}`,
      `/all-artworks/${text}`,
      `/all-artworks/x/${text}`,
      `/all-artworks/${text}/1`,
      `/artworks/${text}`,
      `/art-event-details/${text}`,
      `/${text}`,
      `/cart?x=${text}`,
      // Routes the OpenAPI document leaves out: stored files and the development mailbox.
      `/media/${text}`,
      `/api/dev/mailbox/${text}`,
      `/api/dev/mailbox?id=${text}`,
      `/dev/mailbox/${text}/html`,
      ...ARTICLE_KINDS.map((kind) => `/${kind}/${text}`),
    );
  }
  return pages.flatMap((url) => [
    { label: `GET ${url.slice(0, 60)}`, request: { method: 'GET', url } },
    { label: `HEAD ${url.slice(0, 60)}`, request: { method: 'HEAD', url } },
  ]);
}

type Persona = 'visitor' | 'collector' | 'admin';

describe('bad input never gets a 5xx', () => {
  let t: TestApp;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'vernissage-web-'));
  const cookies: Record<Persona, string | undefined> = { visitor: undefined, collector: undefined, admin: undefined };
  let spec: OpenApi;
  let sent = 0;
  /** Each request from its own address, so rate limits do not stop the cases short of the route. */
  const from = () => {
    sent += 1;
    return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  };

  beforeAll(async () => {
    // A minimal build of the web app, so the server renders its pages.
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ demo: true, env: { ...FAST_CAPTCHA_ENV, WEB_DIST: dist } });
    cookies.collector = (await signUpUser(t.app)).cookie;
    const admin = await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD);
    cookies.admin = admin.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const send = async (request: InjectOptions, persona: Persona) => {
    const cookie = cookies[persona];
    return t.app.inject({ ...request, remoteAddress: from(), headers: { ...(request.headers as object), ...(cookie ? { cookie } : {}) } });
  };

  it('answers an id out of range with 400 and the id message, and a NUL byte with 400 and its own, as the JSON error', async () => {
    const outOfRange: Array<[string, string, object?]> = [
      ['GET', '/api/artworks/2147483648'],
      ['GET', '/api/orders/2147483648'],
      ['PUT', '/api/ratings/2147483648', { rating: 1 }],
      ['DELETE', '/api/ratings/2147483648'],
      ['DELETE', '/api/cart/items/2147483648'],
      ['POST', '/api/cart/items', { artworkId: 2147483648 }],
      ['POST', '/api/cart/preview', { items: [{ artworkId: 2147483648 }] }],
      ['GET', '/api/artworks/99999999999/by-artist'],
      ['POST', '/api/artworks/2147483648/views'],
    ];
    for (const [method, url, payload] of outOfRange) {
      const res = await send({ method: method as 'GET', url, ...(payload ? { payload } : {}) }, 'collector');
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json(), `${method} ${url}`).toMatchObject({ error: { code: 'bad_request', message: ID_MESSAGE } });
    }
    for (const url of ['/api/artworks?artistId=%00', '/api/seo?path=%00', '/api/snippets/%00']) {
      const res = await send({ method: 'GET', url }, 'visitor');
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: { code: 'bad_request', message: NUL_MESSAGE } });
    }
    const body = await send({ method: 'POST', url: '/api/questions', payload: { name: 'a\u0000b' } }, 'visitor');
    expect(body.json()).toEqual({ error: { code: 'bad_request', message: NUL_MESSAGE, fields: { name: NUL_MESSAGE } } });
    const header = await send({ method: 'GET', url: '/api/session', headers: { 'user-agent': 'a\u0000b' } }, 'collector');
    expect(header.json()).toEqual({ error: { code: 'bad_request', message: NUL_MESSAGE, fields: { 'headers.user-agent': NUL_MESSAGE } } });
    // A well-formed id that names nothing is the route's own 404.
    expect((await send({ method: 'GET', url: '/api/artworks/2147483647' }, 'visitor')).statusCode).toBe(404);
  });

  /** The operations are sent in parts, each a test of its own, so none runs long on a busy machine. */
  const PARTS = 8;
  const totals = { operations: 0, requests: 0, ms: 0 };
  afterAll(() => {
    console.log(`robustness: ${totals.operations} operations, ${totals.requests} requests in ${(totals.ms / 1000).toFixed(1)} s (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
  });

  it.each(Array.from({ length: PARTS }, (_, part) => part + 1))(`answers every documented operation (part %i of ${PARTS}), for every caller it lets in, with no 5xx`, async (part) => {
    const started = performance.now();
    const failures: string[] = [];
    // Signing out ends the caller's session: those operations go last, in the last part.
    const entries = Object.entries(spec.paths)
      .flatMap(([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route, method: method.toUpperCase(), operation })))
      .sort((a, b) => Number(a.route.endsWith('/sign-out')) - Number(b.route.endsWith('/sign-out')));
    expect(entries.length).toBeGreaterThan(100);
    const size = Math.ceil(entries.length / PARTS);
    for (const { route, method, operation } of entries.slice((part - 1) * size, part * size)) {
      totals.operations += 1;
      const cases = casesFor(method, route, operation);
      // The callers it lets past its guard (a route refusing all three is tried as a visitor); a
      // public route as a visitor and a collector, a signed-in one as a collector and the admin.
      const personas: Persona[] = [];
      for (const persona of ['visitor', 'collector', 'admin'] as const) {
        if (persona === 'admin' && personas.includes('visitor')) break;
        const probe = await send(cases[0]!.request, persona);
        totals.requests += 1;
        if (probe.statusCode >= 500) failures.push(`${method} ${route} as ${persona}: ${cases[0]!.label} → ${probe.statusCode} ${probe.body.slice(0, 160)}`);
        if (probe.statusCode !== 401 && probe.statusCode !== 403) personas.push(persona);
      }
      for (const persona of personas.length ? personas : (['visitor'] as const)) {
        for (const { label, request } of cases) {
          const res = await send(request, persona);
          totals.requests += 1;
          if (res.statusCode >= 500) failures.push(`${method} ${route} as ${persona}: ${label} → ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    totals.ms += performance.now() - started;
    expect(failures).toEqual([]);
  });

  it('renders every page address, however bad its id, slug or text, with no 5xx', async () => {
    const started = performance.now();
    const failures: string[] = [];
    const cases = pageCases();
    for (const persona of ['visitor', 'collector'] as const) {
      for (const { label, request } of cases) {
        const res = await send(request, persona);
        if (res.statusCode >= 500) failures.push(`${label} as ${persona} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    console.log(`robustness: ${cases.length * 2} page requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // An artwork or artist page for an id that names nothing is a 404 page, whatever the id.
    for (const url of ['/artwork-for-sale/x-2147483648', '/artwork-for-sale/x-0', '/artists/x-99999999999999999999', '/artwork-for-sale/x-%00']) {
      expect((await send({ method: 'GET', url }, 'visitor')).statusCode, url).toBeOneOf([400, 404]);
    }
    expect(failures).toEqual([]);
  });
});
