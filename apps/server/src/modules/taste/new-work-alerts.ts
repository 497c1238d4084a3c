import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { MailKind, StoredImage } from '@vernissage/core/schemas';
import { artworkPath, formatPrice } from '@vernissage/core/text';
import { rankIndex, type TasteProfile } from '@vernissage/core/taste';
import type { Env } from '../../config/env.ts';
import type { Database, Executor } from '../../db/client.ts';
import { artworks, mailPreferences, users } from '../../db/schema/index.ts';
import { mailLayout, type MailItem, type MailPicture } from '../../lib/mail-layout.ts';
import { queueMails, type Mailer, type MailMessageInput } from '../../plugins/mail.ts';
import type { CatalogueSnapshot, TasteCatalogue } from './catalogue.ts';
import { basisOf, historyOf, rankingProfileOf, reasonsOf, type TasteHistory } from './profile-service.ts';
import { ratingHistories, type RatingRow } from './ratings-repository.ts';
import { loadWorks } from './repository.ts';

/** A new work is worth an e-mail when it is among the collector's this many best-fitting works they have not rated. */
export const NEW_WORK_ALERT_RANK = 10;
/** At most one new-work e-mail per collector in this many hours, however many works are listed. */
export const NEW_WORK_ALERT_GAP_HOURS = 24;
/** A work is new for this many days after it is first listed: a collector held back longer is not told of it. */
export const NEW_WORK_DAYS = 7;
/** Collectors weighed per batch of a pass (opted in, finished the taste test, not held back), oldest accounts first. */
export const NEW_WORK_ALERT_BATCH = 500;
/** Batches a pass goes through at most; whoever is left is weighed by the next pass. */
export const NEW_WORK_ALERT_BATCHES = 200;
/**
 * How often each process weighs the works the gap held back, for collectors whose gap has ended
 * (nothing is listed to set it off). Claims keep it to one e-mail whichever process sends it.
 */
export const NEW_WORK_ALERT_SWEEP_MS = 60 * 60_000;
export const NEW_WORK_TEMPLATE = 'new-work';

export interface NewWorkAlertDeps {
  db: Database;
  catalogue: TasteCatalogue;
  mail: Pick<Mailer, 'queue' | 'deliver'>;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;
  /** The collector's e-mail settings: null when they turned the kind off, else the unsubscribe link. */
  mailGate: (userId: string, kind: MailKind) => Promise<string | null>;
  now?: () => Date;
  /** Collectors weighed per batch (NEW_WORK_ALERT_BATCH). */
  batchSize?: number;
}

interface NewWork {
  id: number;
  listedAt: Date;
}

interface Collector {
  id: string;
  email: string;
  seenUntil: Date | null;
}

/** Works first listed after `since` that are still listed and not sold, oldest first. */
async function newWorks(db: Executor, since: Date): Promise<NewWork[]> {
  const rows = await db
    .select({ id: artworks.id, listedAt: artworks.listedAt })
    .from(artworks)
    .where(and(gt(artworks.listedAt, since), eq(artworks.status, '1'), eq(artworks.sold, 0)))
    .orderBy(asc(artworks.listedAt), asc(artworks.id));
  return rows.flatMap((row) => (row.listedAt ? [{ id: row.id, listedAt: row.listedAt }] : []));
}

/** The condition of a collector the gap does not hold back. */
const gapOver = (gapStart: Date) => or(isNull(mailPreferences.newWorkAlertSentAt), lte(mailPreferences.newWorkAlertSentAt, gapStart));
/** The condition of a collector not yet weighed against the works up to `newest` (by this pass or another process's). */
const unweighed = (newest: Date) => or(isNull(mailPreferences.newWorkSeenUntil), lt(mailPreferences.newWorkSeenUntil, newest));

/**
 * Collectors to weigh: opted in, finished the taste test, not held back by the gap, and with a work
 * listed after what they were last weighed against.
 */
async function audienceFor(db: Executor, newest: Date, gapStart: Date, size: number): Promise<Collector[]> {
  return db
    .select({ id: users.id, email: users.email, seenUntil: mailPreferences.newWorkSeenUntil })
    .from(mailPreferences)
    .innerJoin(users, eq(users.id, mailPreferences.userId))
    .where(
      and(
        eq(mailPreferences.newWorkAlerts, true),
        eq(users.role, 'collector'),
        eq(users.tasteTestStatus, 1),
        ne(users.email, ''),
        gapOver(gapStart),
        unweighed(newest),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(size);
}

interface Fit {
  /** The new works among the collector's best-fitting unrated works for sale, best first. */
  picks: number[];
  taste: TasteHistory;
  profile: TasteProfile;
}

async function fitOf(catalogue: TasteCatalogue, snapshot: CatalogueSnapshot, rows: RatingRow[], candidates: readonly NewWork[]): Promise<Fit | null> {
  const taste = historyOf(snapshot, rows);
  // Only a taste of their own: the crowd's order is not news about them.
  if (!candidates.length || basisOf(taste.history) !== 'taste') return null;
  const { profile } = await rankingProfileOf(catalogue, taste);
  const wanted = new Set(candidates.map((work) => work.id));
  const best = rankIndex(snapshot.index, profile, { exclude: new Set([...taste.rated, ...snapshot.unavailable]), limit: NEW_WORK_ALERT_RANK }).ids;
  const picks = [...best].filter((id) => wanted.has(id));
  return picks.length ? { picks, taste, profile } : null;
}

/** A work's picture for a mail: the small JPEG (400 px; the card's for an image stored before it), at an address a mail client can open. */
function mailPicture(env: Pick<Env, 'PUBLIC_URL'>, work: { title: string; artistName: string; imageUrls: readonly StoredImage[] }): MailPicture | undefined {
  const image = work.imageUrls[0];
  const variant = image ? (image.sizes.small ?? image.sizes.card) : undefined;
  if (!variant) return undefined;
  return { url: new URL(variant.jpeg, env.PUBLIC_URL).toString(), width: variant.width, height: variant.height, alt: `${work.title} by ${work.artistName}` };
}

/** The e-mail: one work told as a letter with its picture, several as a list with theirs, each with why it fits. */
async function alertMail(deps: NewWorkAlertDeps, snapshot: CatalogueSnapshot, to: string, fit: Fit, unsubscribeUrl: string): Promise<MailMessageInput | null> {
  const [works, reasons] = await Promise.all([loadWorks(deps.db, fit.picks), reasonsOf(deps.catalogue, fit.taste, fit.profile, fit.picks)]);
  const shown = fit.picks.flatMap((id) => {
    const work = works.get(id);
    if (!work) return [];
    const reason = reasons.get(id)?.reason;
    const url = new URL(artworkPath(work.title, id), deps.env.PUBLIC_URL).toString();
    return [{ ...work, price: formatPrice(snapshot.facts.get(id)?.price ?? work.price), reason, url, picture: mailPicture(deps.env, work) }];
  });
  const [first] = shown;
  if (!first) return null;
  const product = deps.env.PRODUCT_NAME;
  if (shown.length === 1) {
    const body = mailLayout({
      product,
      heading: `A new work for you: ${first.title}`,
      paragraphs: [
        `${first.artistName} has just listed “${first.title}” (${first.price}), and it is among the works that fit your taste best.`,
        ...(first.reason ? [`Why: ${first.reason}.`] : []),
        'It is a unique work: the first collector to order it takes it.',
      ],
      ...(first.picture ? { picture: first.picture } : {}),
      action: { label: 'See the work', url: first.url },
      unsubscribeUrl,
    });
    return { to, subject: `New on ${product}: ${first.title}`, template: NEW_WORK_TEMPLATE, ...body };
  }
  const items: MailItem[] = shown.map((work) => ({
    title: work.title,
    lines: [`${work.artistName} · ${work.price}`, ...(work.reason ? [`Why: ${work.reason}.`] : [])],
    url: work.url,
    ...(work.picture ? { picture: work.picture } : {}),
  }));
  const body = mailLayout({
    product,
    heading: `${shown.length} new works for you`,
    paragraphs: ['These works were listed since we last wrote, and each is among the works that fit your taste best.'],
    items,
    action: { label: 'See your gallery', url: new URL('/gallery', deps.env.PUBLIC_URL).toString() },
    unsubscribeUrl,
  });
  return { to, subject: `New on ${product}: ${shown.length} works that fit your taste`, template: NEW_WORK_TEMPLATE, ...body };
}

/**
 * One pass of the new-work alerts (decision record 063). Every collector who opted in, finished
 * the taste test and had no alert in the last NEW_WORK_ALERT_GAP_HOURS is weighed against the
 * works first listed since they were last weighed (within NEW_WORK_DAYS). Those among their
 * NEW_WORK_ALERT_RANK best-fitting unrated works for sale go in one e-mail, with why each fits.
 * A collector the gap holds back is weighed when it ends, so a work listed meanwhile goes in the
 * next e-mail. The send is claimed on the collector's row in the transaction that queues it, so
 * passes on several processes at once send it once. Ranks from memory (the catalogue's index),
 * reads the histories a batch at a time, and lets requests in between two collectors. Returns how
 * many were e-mailed.
 */
export async function sendNewWorkAlerts(deps: NewWorkAlertDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const snapshot = await deps.catalogue.snapshot();
  const fresh = (await newWorks(deps.db, new Date(now.getTime() - NEW_WORK_DAYS * 86_400_000))).filter((work) => snapshot.features.has(work.id) && !snapshot.unavailable.has(work.id));
  const newest = fresh.at(-1)?.listedAt;
  if (!newest) return 0;
  const gapStart = new Date(now.getTime() - NEW_WORK_ALERT_GAP_HOURS * 3_600_000);
  const pass: Pass = { deps, snapshot, fresh, newest, now, gapStart };
  let sent = 0;
  // Batch by batch: everyone weighed leaves the audience, so the next batch is the next collectors.
  const size = deps.batchSize ?? NEW_WORK_ALERT_BATCH;
  for (let batch = 0; batch < NEW_WORK_ALERT_BATCHES; batch += 1) {
    const audience = await audienceFor(deps.db, newest, gapStart, size);
    sent += await alertBatch(pass, audience);
    if (audience.length < size) break;
  }
  return sent;
}

interface Pass {
  deps: NewWorkAlertDeps;
  snapshot: CatalogueSnapshot;
  fresh: NewWork[];
  newest: Date;
  now: Date;
  gapStart: Date;
}

async function alertBatch({ deps, snapshot, fresh, newest, now, gapStart }: Pass, audience: readonly Collector[]): Promise<number> {
  const histories = await ratingHistories(deps.db, audience.map((person) => person.id));
  const nothingNew: string[] = [];
  let sent = 0;
  for (const person of audience) {
    // Ranking is CPU work: requests that came in meanwhile are answered between two collectors.
    await yieldToRequests();
    const since = person.seenUntil;
    const fit = await fitOf(deps.catalogue, snapshot, histories.get(person.id) ?? [], since ? fresh.filter((work) => work.listedAt > since) : fresh);
    const unsubscribeUrl = fit ? await deps.mailGate(person.id, 'newWorkAlerts') : null;
    const message = fit && unsubscribeUrl ? await alertMail(deps, snapshot, person.email, fit, unsubscribeUrl) : null;
    if (!message) {
      nothingNew.push(person.id);
      continue;
    }
    const queued = await deps.db.transaction(async (tx) => {
      // The claim: still opted in, still past the gap, not weighed meanwhile.
      const [claimed] = await tx
        .update(mailPreferences)
        .set({ newWorkSeenUntil: newest, newWorkAlertSentAt: now })
        .where(and(eq(mailPreferences.userId, person.id), unweighed(newest), eq(mailPreferences.newWorkAlerts, true), gapOver(gapStart)))
        .returning({ userId: mailPreferences.userId });
      return claimed ? queueMails(deps, tx, [message]) : [];
    });
    await deps.mail.deliver(queued);
    sent += queued.length;
  }
  // Weighed and nothing fit: those works are not weighed for them again.
  if (nothingNew.length) {
    await deps.db
      .update(mailPreferences)
      .set({ newWorkSeenUntil: newest })
      .where(and(inArray(mailPreferences.userId, nothingNew), unweighed(newest)));
  }
  return sent;
}

/** What the studio holds: a pass when something is listed, and the sweep. */
export interface NewWorkAlerter {
  /** Something was listed: a pass runs after the answer is sent, and a failure is logged, never the listing's. */
  listed(): void;
  /** One pass now (the sweep); a pass asked for while one runs makes one more after it, not two at once. */
  run(): Promise<number>;
}

export function newWorkAlerter(app: FastifyInstance, mailGate: NewWorkAlertDeps['mailGate']): NewWorkAlerter {
  const deps: NewWorkAlertDeps = { db: app.db, catalogue: app.taste, mail: app.mail, env: app.env, mailGate };
  let running: Promise<number> | null = null;
  let again = false;
  const run = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await sendNewWorkAlerts(deps);
      } while (again);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  return {
    run,
    listed: () => {
      run()
        .then((sent) => {
          if (sent) app.log.info({ sent }, 'new-work alerts sent');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'new-work alerts failed'));
    },
  };
}
