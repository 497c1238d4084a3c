import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaChallengeSchema, quizRatingResultSchema, quizSchema, sentQueueSchema } from '@vernissage/core/schemas';

export interface Collector {
  cookie: string;
  /** Works of their queue to rate, in order. */
  queue: number[];
}

async function json(res: Response): Promise<unknown> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function captcha(base: string): Promise<string> {
  const challenge = captchaChallengeSchema.parse(await json(await fetch(`${base}/api/captcha/challenge`)));
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Signs a new collector up through the API (solving its captcha); their session cookie. */
export async function signUp(base: string, n: number): Promise<string> {
  const password = 'bench password 1';
  const email = `bench-${n}-${Date.now()}@example.com`;
  const answer = await fetch(`${base}/api/accounts/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ variant: 'simple', name: `Bench ${n}`, email, phone: '+1 312 555 0100', password, confirm: password, terms: true, captcha: await captcha(base) }),
  });
  await json(answer);
  return answer.headers
    .getSetCookie()
    .map((value) => value.split(';')[0]!)
    .join('; ');
}

/**
 * Answers the taste test through the API, `likes` deciding each work in turn (`index`: how many
 * were answered before it), and completes it; the works answered, in order, with the answer.
 */
export async function takeQuizThroughApi(base: string, cookie: string, likes: (id: number, index: number) => boolean): Promise<Array<{ id: number; liked: boolean }>> {
  const headers = { cookie, 'content-type': 'application/json' };
  // The quiz asks one work at a time; each answer brings the next. When the crowd was refitted
  // in between, the quiz may ask another work (409): it is read again.
  const readNext = async () => quizSchema.parse(await json(await fetch(`${base}/api/taste/quiz`, { headers }))).next;
  const answered: Array<{ id: number; liked: boolean }> = [];
  let next = await readNext();
  while (next) {
    const liked = likes(next.id, answered.length);
    const answer = await fetch(`${base}/api/taste/quiz/ratings`, { method: 'POST', headers, body: JSON.stringify({ artworkId: next.id, rating: liked ? 1 : -1 }) });
    if (answer.status === 409) {
      next = await readNext();
      continue;
    }
    answered.push({ id: next.id, liked });
    next = quizRatingResultSchema.parse(await json(answer)).next;
  }
  await json(await fetch(`${base}/api/taste/quiz/complete`, { method: 'POST', headers, body: '{}' }));
  return answered;
}

/** Signs a collector up through the API, answers the taste test and reads their queue. */
export async function newCollector(base: string, n: number): Promise<Collector> {
  const cookie = await signUp(base, n);
  await takeQuizThroughApi(base, cookie, (_id, i) => (i + n) % 3 !== 0);
  const queue = sentQueueSchema.parse(await json(await fetch(`${base}/api/taste/queue`, { headers: { cookie } })));
  return { cookie, queue: queue.items.map((item) => item.work.id) };
}

/**
 * autocannon's requests for POST /api/ratings: each connection rates as one collector (the
 * collectors taken in turn), working down that collector's queue, a dislike every fourth time.
 */
export function ratingRequests(collectors: readonly Collector[]) {
  let nextCollector = 0;
  return [
    {
      method: 'POST' as const,
      path: '/api/ratings',
      setupRequest: <R extends object>(req: R, context: Record<string, unknown>): R & { headers: Record<string, string>; body: string } => {
        context.collector ??= collectors[nextCollector++ % collectors.length];
        const collector = context.collector as Collector;
        const n = ((context.n as number | undefined) ?? 0) + 1;
        context.n = n;
        const artworkId = collector.queue[n % collector.queue.length];
        return { ...req, headers: { cookie: collector.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ artworkId, rating: n % 4 === 0 ? -1 : 1, keepThrough: artworkId }) };
      },
    },
  ];
}
