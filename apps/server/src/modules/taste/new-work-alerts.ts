import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MailKind } from '@vernissage/core/schemas';
import { artworkPath, formatPrice } from '@vernissage/core/text';
import { rankIndex } from '@vernissage/core/taste';
import type { Env } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import { mailLayout } from '../../lib/mail-layout.ts';
import type { Mailer } from '../../plugins/mail.ts';
import type { TasteCatalogue } from './catalogue.ts';
import { basisOf, historyOf, rankingProfileOf, reasonsOf } from './profile-service.ts';
import { ratingHistories } from './ratings-repository.ts';
import { loadWorks } from './repository.ts';

/** A new work is worth an e-mail when it is among the collector's this many best-fitting works they have not rated. */
export const NEW_WORK_ALERT_RANK = 10;
/** At most one new-work e-mail per collector in this many hours, however many works are listed. */
export const NEW_WORK_ALERT_GAP_HOURS = 24;
/** Collectors looked at per listing (those who finished the taste test, newest first). */
export const NEW_WORK_ALERT_AUDIENCE_MAX = 2_000;
export const NEW_WORK_TEMPLATE = 'new-work';

export interface NewWorkAlertDeps {
  db: Database;
  catalogue: TasteCatalogue;
  mail: Pick<Mailer, 'send'>;
  env: Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL'>;
  /** The collector's e-mail settings: null when they turned the kind off, else the unsubscribe link. */
  mailGate: (userId: string, kind: MailKind) => Promise<string | null>;
  now?: () => Date;
}

/**
 * A work was listed for the first time: every collector who finished the taste test, wants
 * new-work alerts and had none in the last day is e-mailed when the work is among their
 * NEW_WORK_ALERT_RANK best-fitting available works they have not rated, with the reason it fits.
 * Returns how many were e-mailed. Ranks from memory (the catalogue's index); reads one rating
 * history per collector.
 */
export async function alertNewWork(deps: NewWorkAlertDeps, artworkId: number): Promise<number> {
  const snapshot = await deps.catalogue.snapshot();
  if (!snapshot.features.has(artworkId) || snapshot.unavailable.has(artworkId)) return 0;
  const work = (await loadWorks(deps.db, [artworkId])).get(artworkId);
  if (!work) return 0;
  const now = deps.now?.() ?? new Date();
  const audience = await deps.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'collector'), eq(users.tasteTestStatus, 1), ne(users.email, '')))
    .orderBy(users.createdAt)
    .limit(NEW_WORK_ALERT_AUDIENCE_MAX);
  if (!audience.length) return 0;
  const since = new Date(now.getTime() - NEW_WORK_ALERT_GAP_HOURS * 3_600_000);
  const recent = new Set(
    (
      await deps.db
        .select({ to: mailOutbox.toAddress })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.template, NEW_WORK_TEMPLATE), gte(mailOutbox.createdAt, since), inArray(mailOutbox.toAddress, audience.map((person) => person.email))))
    ).map((row) => row.to),
  );

  // Every history in one query, not one per collector.
  const waiting = audience.filter((person) => !recent.has(person.email));
  const histories = await ratingHistories(deps.db, waiting.map((person) => person.id));

  let sent = 0;
  for (const person of waiting) {
    const taste = historyOf(snapshot, histories.get(person.id) ?? []);
    if (basisOf(taste.history) !== 'taste' || taste.rated.has(artworkId)) continue;
    const { profile } = await rankingProfileOf(deps.catalogue, taste);
    const best = [...rankIndex(snapshot.index, profile, { exclude: new Set([...taste.rated, ...snapshot.unavailable]), limit: NEW_WORK_ALERT_RANK }).ids];
    if (!best.includes(artworkId)) continue;
    const unsubscribeUrl = await deps.mailGate(person.id, 'newWorkAlerts');
    if (!unsubscribeUrl) continue;
    const reason = (await reasonsOf(deps.catalogue, taste, profile, [artworkId])).get(artworkId)!.reason;
    const body = mailLayout({
      product: deps.env.PRODUCT_NAME,
      heading: `A new work for you: ${work.title}`,
      paragraphs: [
        `${work.artistName} has just listed “${work.title}” (${formatPrice(snapshot.facts.get(artworkId)?.price ?? work.price)}), and it is among the works that fit your taste best.`,
        ...(reason ? [`Why: ${reason}.`] : []),
        'It is a unique work: the first collector to order it takes it.',
      ],
      action: { label: 'See the work', url: new URL(artworkPath(work.title, artworkId), deps.env.PUBLIC_URL).toString() },
      unsubscribeUrl,
    });
    await deps.mail.send({ to: person.email, subject: `New on ${deps.env.PRODUCT_NAME}: ${work.title}`, template: NEW_WORK_TEMPLATE, ...body });
    sent += 1;
  }
  return sent;
}

/**
 * What a listing calls: the alerts run after the answer is sent (a slow mail server never holds
 * a seller's page), and a failure is logged, never the listing's.
 */
export function newWorkAlerter(app: FastifyInstance, mailGate: NewWorkAlertDeps['mailGate']): (artworkId: number) => void {
  const deps: NewWorkAlertDeps = { db: app.db, catalogue: app.taste, mail: app.mail, env: app.env, mailGate };
  return (artworkId) => {
    alertNewWork(deps, artworkId)
      .then((sent) => {
        if (sent) app.log.info({ artworkId, sent }, 'new-work alerts sent');
      })
      .catch((error: unknown) => app.log.error({ err: error, artworkId }, 'new-work alerts failed'));
  };
}
