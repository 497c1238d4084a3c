// The scale-out test (npm run test:scale): three server processes on one fresh PostgreSQL
// database behind HAProxy, every request through the load balancer (round robin), checking that
// they behave as one server: holds, captchas, rate limits, hidden works and the hold sweep.
// Prints its figures; exits non-zero on any failed check. Without TEST_DATABASE_URL it runs
// itself under scripts/with-postgres.mjs (a throw-away PostgreSQL server on loopback).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { captcha, cookieOf, ensurePostgres, request, ROOT, runReport, startCluster, takeQuiz, type Answer, type Cluster } from './harness.ts';

const PROCESSES = 3;
const PASSWORD = 'scale password 1';
const CONTACT = { name: 'Ada Collector', email: 'ada.scale@example.com', phone: '+1 312 555 0100', address: '1200 Lake Shore Dr', city: 'Evanston', zip: '60201', notes: '' };

if (!process.env.TEST_DATABASE_URL) {
  ensurePostgres();
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts/with-postgres.mjs'), process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], { stdio: 'inherit', cwd: ROOT });
  process.exit(run.status ?? 1);
}

const { check, figures, finish } = runReport('Every scale-out check passed.');

/**
 * Asks `url` through the load balancer until every process has answered once (round robin: one
 * pass is PROCESSES requests), and answers each process's reply.
 */
async function askEach(cluster: Cluster, method: string, url: string, options: Parameters<typeof request>[3] = {}): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  for (let i = 0; i < PROCESSES * 4 && answers.size < cluster.servers.size; i += 1) {
    const res = await request(cluster.lb, method, url, options);
    if (!answers.has(res.server)) answers.set(res.server, res);
  }
  if (answers.size < cluster.servers.size) throw new Error(`${url}: only ${[...answers.keys()].join(', ')} answered through the load balancer`);
  return answers;
}

async function signUp(cluster: Cluster, n: string): Promise<{ cookie: string; email: string }> {
  const email = `scale-${n}-${Date.now()}@example.com`;
  const res = await request(cluster.lb, 'POST', '/api/accounts/sign-up', {
    body: { variant: 'simple', name: `Scale ${n}`, email, phone: '+1 312 555 0100', password: PASSWORD, confirm: PASSWORD, terms: true, captcha: await captcha(cluster.lb) },
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${res.body}`);
  return { cookie: cookieOf(res), email };
}

async function signIn(cluster: Cluster, email: string, password: string, from?: string): Promise<Answer> {
  return request(cluster.lb, 'POST', '/api/accounts/sign-in', { body: { email, password, captcha: await captcha(cluster.lb) }, ...(from ? { from } : {}) });
}

/** A collector who finished the taste test, with their queue's work ids. */
async function tasteCollector(cluster: Cluster): Promise<{ cookie: string }> {
  const { cookie } = await signUp(cluster, 'taste');
  await takeQuiz(cluster.lb, cookie, (i) => (i % 3 === 0 ? -1 : 1));
  return { cookie };
}

const queueIds = (res: Answer) => res.json<{ items: Array<{ work: { id: number } }> }>().items.map((item) => item.work.id);

async function availableWorks(cluster: Cluster, count: number, skip: ReadonlySet<number>): Promise<number[]> {
  const { rows } = await cluster.db.query<{ id: number }>(`select id from artworks where status = '1' and sold = 0 order by id`);
  return rows.map((row) => row.id).filter((id) => !skip.has(id)).slice(0, count);
}

/** Adds the works to the cart and places the order: the order's answer, or the cart's refusal. */
async function placeOrder(cluster: Cluster, cookie: string, ids: readonly number[], contact = CONTACT): Promise<Answer> {
  for (const id of ids) {
    const added = await request(cluster.lb, 'POST', '/api/cart/items', { cookie, body: { artworkId: id } });
    if (added.status >= 300) return added;
  }
  return request(cluster.lb, 'POST', '/api/orders', { cookie, body: contact });
}

async function main(): Promise<void> {
  const started = Date.now();
  const cluster = await startCluster(process.env.TEST_DATABASE_URL!, PROCESSES);
  figures.push(`${PROCESSES} processes and HAProxy ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const adminEmail = 'admin@vernissage.local';
    const admin = await signIn(cluster, adminEmail, 'vernissage-admin');
    if (admin.status !== 200) throw new Error(`admin sign-in: ${admin.status} ${admin.body}`);
    const adminCookie = cookieOf(admin);
    const taste = await tasteCollector(cluster);
    const used = new Set<number>();

    console.log('A work held through one process is unavailable through the others at once');
    {
      const [workId] = await availableWorks(cluster, 1, used);
      used.add(workId!);
      const before = await askEach(cluster, 'GET', `/api/artworks/${workId}`);
      check([...before.values()].every((res) => res.json<{ sold: number }>().sold === 0), 'every process shows the work for sale first (its answer cached)');
      const buyer = await signUp(cluster, 'buyer');
      const placed = await placeOrder(cluster, buyer.cookie, [workId!]);
      check(placed.status === 201, `the order is placed through ${placed.server} (201, got ${placed.status})`);
      const after = await askEach(cluster, 'GET', `/api/artworks/${workId}`);
      check([...after.values()].every((res) => res.json<{ sold: number }>().sold === 2), `the very next read on every process shows it held (${[...after.entries()].map(([s, res]) => `${s}: sold ${res.json<{ sold: number }>().sold}`).join(', ')})`);
      const second = await signUp(cluster, 'second');
      const again = await Promise.all(Array.from({ length: PROCESSES }, () => placeOrder(cluster, second.cookie, [workId!])));
      check(again.every((res) => res.status === 409), `adding it to a cart or ordering it through every process is refused with 409 (${again.map((res) => `${res.server} ${res.status}`).join(', ')})`);
    }

    console.log('A captcha solved once is refused on another process');
    {
      const payload = await captcha(cluster.lb);
      const first = await request(cluster.lb, 'POST', '/api/accounts/sign-in', { body: { email: 'nobody@example.com', password: 'wrong password', captcha: payload }, from: '127.0.0.3' });
      const second = await request(cluster.lb, 'POST', '/api/accounts/sign-in', { body: { email: 'nobody@example.com', password: 'wrong password', captcha: payload }, from: '127.0.0.3' });
      check(first.status === 401, `first use accepted by ${first.server} (wrong password: 401, got ${first.status})`);
      check(second.server !== first.server && second.status === 400 && second.json<{ error: { reason?: string } }>().error.reason === 'captcha_failed', `replay refused by ${second.server} (400 captcha_failed, got ${second.status})`);
    }

    console.log('Eleven sign-in tries from one address over every process: 429 once past ten');
    {
      const statuses: string[] = [];
      const servers = new Set<string>();
      let limited: Answer | null = null;
      for (let i = 0; i < 11; i += 1) {
        const res = await signIn(cluster, 'nobody@example.com', 'wrong password', '127.0.0.2');
        statuses.push(`${res.server}:${res.status}`);
        servers.add(res.server);
        if (i === 10) limited = res;
      }
      check(servers.size === PROCESSES, `the tries reached ${servers.size} processes`);
      check(statuses.slice(0, 10).every((s) => s.endsWith(':401')), `tries 1–10 answered 401 (${statuses.slice(0, 10).join(' ')})`);
      check(limited?.status === 429 && limited.json<{ error: { code: string } }>().error.code === 'too_many_requests', `try 11 answered 429 by ${limited?.server} (got ${limited?.status})`);
      const other = await signIn(cluster, 'nobody@example.com', 'wrong password', '127.0.0.4');
      check(other.status === 401, `another address still gets through (${other.status})`);
    }

    console.log('A snippet the admin saves reaches every process within a second');
    {
      // Each process keeps the snippets it has read (content/cache.ts): read on all of them first.
      const before = await askEach(cluster, 'GET', '/api/snippets/Faq');
      check([...before.values()].every((res) => res.status === 200), 'every process answers the FAQ snippet first (kept in its memory)');
      const content = `<p>Asked by the scale-out check at ${Date.now()}.</p>`;
      const savedAt = Date.now();
      const saved = await request(cluster.lb, 'PUT', '/api/admin/snippets/Faq', { cookie: adminCookie, body: { content } });
      check(saved.status === 200, `the admin saves it through ${saved.server} (${saved.status})`);
      const seen = await Promise.all(
        [...cluster.servers].map(async ([server, base]) => {
          while (Date.now() - savedAt < 5_000) {
            if ((await request(base, 'GET', '/api/snippets/Faq')).json<{ content: string }>().content === content) return { server, ms: Date.now() - savedAt };
          }
          return { server, ms: Number.POSITIVE_INFINITY };
        }),
      );
      const slowest = Math.max(...seen.map((entry) => entry.ms));
      const each = seen.map((entry) => `${entry.server} ${entry.ms} ms`).join(', ');
      check(slowest <= 1_000, `every process shows the new text within a second (${each})`);
      figures.push(`a saved snippet reached every process in ${slowest} ms (${each})`);
    }

    console.log('A blog post the admin takes down leaves every process’s list within a second');
    {
      // Each process keeps the editorial lists it has read (content/cache.ts): read on all of them first.
      type Blogs = { total: number; items: Array<{ id: number; title: string }> };
      const before = await askEach(cluster, 'GET', '/api/articles/blogs');
      check([...before.values()].every((res) => res.status === 200 && res.json<Blogs>().total > 0), 'every process answers the blogs list first (kept in its memory)');
      const post = [...before.values()][0]!.json<Blogs>().items[0]!;
      const removedAt = Date.now();
      const removed = await request(cluster.lb, 'DELETE', `/api/admin/articles/blogs/${post.id}`, { cookie: adminCookie });
      check(removed.status === 200, `the admin takes "${post.title}" down through ${removed.server} (${removed.status})`);
      const seen = await Promise.all(
        [...cluster.servers].map(async ([server, base]) => {
          while (Date.now() - removedAt < 5_000) {
            if (!(await request(base, 'GET', '/api/articles/blogs')).json<Blogs>().items.some((item) => item.id === post.id)) return { server, ms: Date.now() - removedAt };
          }
          return { server, ms: Number.POSITIVE_INFINITY };
        }),
      );
      const slowest = Math.max(...seen.map((entry) => entry.ms));
      const each = seen.map((entry) => `${entry.server} ${entry.ms} ms`).join(', ');
      check(slowest <= 1_000, `no process lists it after a second (${each})`);
      figures.push(`a blog post taken down left every process's list in ${slowest} ms (${each})`);
    }

    console.log('A work hidden by the admin leaves every process’s queue and pages within a second');
    {
      const queues = await askEach(cluster, 'GET', '/api/taste/queue', { cookie: taste.cookie });
      const warm = await Promise.all([...cluster.servers].map(async ([server, base]) => `${server} ${(await request(base, 'GET', '/api/taste/queue', { cookie: taste.cookie })).ms} ms`));
      figures.push(`the collector's queue with every index built: ${warm.join(', ')}`);
      const hidden = queueIds([...queues.values()][0]!).find((id) => !used.has(id))!;
      used.add(hidden);
      check([...queues.values()].every((res) => queueIds(res).includes(hidden)), `work ${hidden} is in the collector’s queue on every process first`);
      const details = await askEach(cluster, 'GET', `/api/artworks/${hidden}`);
      check([...details.values()].every((res) => res.status === 200), 'its page answers on every process first (cached)');
      const hiddenAt = Date.now();
      const res = await request(cluster.lb, 'PUT', '/api/admin/artworks/state', { cookie: adminCookie, body: { ids: [hidden], state: 'hidden' } });
      check(res.status === 200, `the admin hides it through ${res.server} (${res.status})`);
      // Each process watched on its own, side by side: its page (a cached answer, dropped when the
      // change reaches the process) until it answers 404, then its queue once: ranked from the
      // taste index the process builds again, it must not show the work either.
      const watched = await Promise.all(
        [...cluster.servers].map(async ([server, base]) => {
          let page = Number.POSITIVE_INFINITY;
          while (Date.now() - hiddenAt < 5_000) {
            if ((await request(base, 'GET', `/api/artworks/${hidden}`)).status === 404) {
              page = Date.now() - hiddenAt;
              break;
            }
          }
          const queue = await request(base, 'GET', '/api/taste/queue', { cookie: taste.cookie });
          return { server, page, queueOk: queue.status === 200 && !queueIds(queue).includes(hidden), queueAt: Date.now() - hiddenAt };
        }),
      );
      const slowest = Math.max(...watched.map((entry) => entry.page));
      const each = watched.map((entry) => `${entry.server} ${entry.page} ms`).join(', ');
      check(slowest <= 1_000, `every process knows within a second: its page answers 404 (${each})`);
      check(
        watched.every((entry) => entry.queueOk),
        `and its next queue leaves the work out (answered ${watched.map((entry) => `${entry.server} ${entry.queueOk ? 'without it' : 'WITH IT'} at ${entry.queueAt} ms`).join(', ')})`,
      );
      figures.push(`a hidden work left every process's page in ${slowest} ms (${each}); their next queues, each ranked on a rebuilt index, answered by ${Math.max(...watched.map((entry) => entry.queueAt))} ms`);
      const through = await askEach(cluster, 'GET', `/api/artworks/${hidden}`);
      check([...through.values()].every((answer) => answer.status === 404), 'through the load balancer every process answers 404 for it');
    }

    console.log('A reset link used through one process reads as used on every process');
    {
      const person = await signUp(cluster, 'reset');
      const asked = await request(cluster.lb, 'POST', '/api/accounts/password/forgot', { body: { email: person.email }, from: '127.0.0.4' });
      check(asked.status === 200, `a reset link is asked for through ${asked.server} (200, got ${asked.status})`);
      const { rows: mails } = await cluster.db.query<{ text_body: string }>(`select text_body from mail_outbox where template = 'reset' and to_address = $1 order by id desc limit 1`, [person.email]);
      const token = /reset-password\?token=([^\s"<>]+)/.exec(mails[0]?.text_body ?? '')?.[1];
      check(token !== undefined, 'the e-mail carries the link');
      const valid = (res: Answer) => res.json<{ valid: boolean }>().valid;
      const checkUrl = `/api/accounts/password/reset?token=${token}`;
      const before = await askEach(cluster, 'GET', checkUrl);
      check([...before.values()].every(valid), `every process reads the link as valid before it is used (${[...before.entries()].map(([name, res]) => `${name}: ${valid(res)}`).join(', ')})`);
      const NEW = 'scale password 2';
      const used = await request(cluster.lb, 'POST', '/api/accounts/password/reset', { body: { token: decodeURIComponent(token ?? ''), password: NEW, confirm: NEW } });
      check(used.status === 200, `the password is reset through ${used.server} (200, got ${used.status})`);
      const after = await askEach(cluster, 'GET', checkUrl);
      check([...after.values()].every((res) => !valid(res)), `the very next check on every process reads it as used (${[...after.entries()].map(([name, res]) => `${name}: ${valid(res) ? 'VALID' : 'used'}`).join(', ')})`);
      const again = await Promise.all(Array.from({ length: PROCESSES }, () => request(cluster.lb, 'POST', '/api/accounts/password/reset', { body: { token: decodeURIComponent(token ?? ''), password: 'scale password 3', confirm: 'scale password 3' } })));
      check(again.every((res) => res.status === 400), `using it again through every process is refused (${again.map((res) => `${res.server} ${res.status}`).join(', ')})`);
    }

    console.log('Expired holds are ended and e-mailed exactly once');
    {
      const ids = await availableWorks(cluster, 2, used);
      ids.forEach((id) => used.add(id));
      const buyer = await signUp(cluster, 'expiring');
      const contact = { ...CONTACT, email: `expiring-${Date.now()}@example.com` };
      const placed = await placeOrder(cluster, buyer.cookie, ids, contact);
      check(placed.status === 201, `an order holds two works (${placed.status})`);
      const orderId = placed.json<{ order: { id: number } }>().order.id;
      // Time shortened as the server's tests do: the holds' end moved into the past.
      await cluster.db.query(`update order_items set hold_expires_at = now() - interval '1 minute' where order_id = $1`, [orderId]);
      const sweepAt = Date.now();
      // Every process sweeps at once (listing holds sweeps first), several times each.
      const lists = await Promise.all(
        Array.from({ length: PROCESSES * 3 }, () => request(cluster.lb, 'GET', '/api/admin/holds', { cookie: adminCookie })),
      );
      figures.push(`${lists.length} concurrent sweeps over ${new Set(lists.map((res) => res.server)).size} processes in ${Date.now() - sweepAt} ms`);
      check(lists.every((res) => res.status === 200), `every sweep answered 200 (${lists.map((res) => res.status).join(' ')})`);
      const { rows: items } = await cluster.db.query<{ status: string }>(`select status from order_items where order_id = $1`, [orderId]);
      check(items.length === 2 && items.every((item) => item.status === 'expired'), `both holds ended (${items.map((item) => item.status).join(', ')})`);
      const { rows: events } = await cluster.db.query<{ n: string }>(
        `select count(*) as n from hold_events where action = 'expired' and order_item_id in (select id from order_items where order_id = $1)`,
        [orderId],
      );
      check(Number(events[0]!.n) === 2, `one 'expired' event per hold (${events[0]!.n})`);
      const { rows: mails } = await cluster.db.query<{ n: string }>(`select count(*) as n from mail_outbox where template = 'hold-expired' and to_address = $1`, [contact.email]);
      check(Number(mails[0]!.n) === 1, `the buyer is e-mailed once (${mails[0]!.n} e-mails)`);
      const pages = await askEach(cluster, 'GET', `/api/artworks/${ids[0]}`);
      check([...pages.values()].every((res) => res.json<{ sold: number }>().sold === 0), 'the works are for sale again on every process');
    }
  } finally {
    const stopping = Date.now();
    await cluster.stop();
    figures.push(`stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
  }
  figures.push(`whole run ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

finish(main());
