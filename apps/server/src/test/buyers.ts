import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accounts, users } from '../db/schema/index.ts';
import { TEST_PASSWORD, type TestUser } from './accounts.ts';

/**
 * Many signed-in collectors at once, for load tests. Sign-up through the API costs an argon2
 * hash (and a captcha) per person, so the accounts are written straight to the tables with one
 * shared password hash, and each gets a real Better Auth session (its internal adapter writes
 * the session row) and the cookie Better Auth itself would set: the token signed with the
 * app's secret (HMAC-SHA256, as better-call signs cookies). Requests with these cookies go
 * through the same session lookup as any browser's.
 */
export async function createSignedInUsers(app: FastifyInstance, count: number, prefix = 'buyer'): Promise<TestUser[]> {
  const context = await app.auth.$context;
  const passwordHash = await context.password.hash(TEST_PASSWORD);
  const batch = randomUUID().slice(0, 8);
  const people = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    name: `Collector ${index + 1}`,
    email: `${prefix}-${batch}-${index + 1}@example.com`,
    phone: '+1 312 555 0100',
  }));
  await app.db.insert(users).values(people);
  await app.db
    .insert(accounts)
    .values(people.map((person) => ({ id: randomUUID(), accountId: person.id, providerId: 'credential', userId: person.id, password: passwordHash })));

  const cookieName = context.authCookies.sessionToken.name;
  const signed: TestUser[] = [];
  for (const person of people) {
    const session = await context.internalAdapter.createSession(person.id);
    const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
    signed.push({ id: person.id, email: person.email, password: TEST_PASSWORD, cookie: `${cookieName}=${encodeURIComponent(`${session.token}.${signature}`)}` });
  }
  return signed;
}
