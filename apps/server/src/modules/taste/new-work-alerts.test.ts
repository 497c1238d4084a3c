import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankIndex, fitProfile, RATING, type RatedWork, type TasteFeatures } from '@vernissage/core/taste';
import { artworks, mailOutbox, mailPreferences, ratings } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { mailTo } from '../../test/mailbox.ts';
import { catalogueThroughApi, takeQuiz } from '../../test/taste.ts';
import { settingsDeps, unsubscribeUrlIfWanted } from '../settings/index.ts';
import { NEW_WORK_ALERT_GAP_HOURS, NEW_WORK_TEMPLATE, sendNewWorkAlerts, type NewWorkAlertDeps } from './new-work-alerts.ts';

/**
 * New-work alerts (decision record 063): a collector who opted in and finished the taste test is
 * e-mailed the works first listed that are among their ten best unrated works for sale, with why,
 * at most once a day; what the day held back goes in the next e-mail; never to one who did not
 * opt in, turned them off or has not finished the taste test.
 */
describe('new-work alerts', () => {
  let t: TestApp;
  let admin: string;
  let ada: TestUser;
  let ben: TestUser;
  let cy: TestUser;
  let features: Map<number, TasteFeatures>;
  let deps: NewWorkAlertDeps;
  const optIn = async (user: TestUser, on = true) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/settings/mail-preferences', headers: { cookie: user.cookie }, payload: { orderUpdates: true, newWorkAlerts: on } });
    expect(res.statusCode, res.body).toBe(200);
  };
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: FAST_CAPTCHA_ENV });
    ({ features } = await catalogueThroughApi(t.app));
    admin = sessionCookie(await signIn(t.app, t.env.ADMIN_EMAIL, t.env.ADMIN_PASSWORD));
    [ada, ben, cy] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    const blue = (work: { id: number }) => features.get(work.id)!.colours.includes(14);
    await takeQuiz(t.app, ada.cookie, blue);
    await takeQuiz(t.app, ben.cookie, blue);
    // The crowd with their answers in it, as the alerts rank by: listing a work refits it.
    await t.app.taste.crowdChanged();
    // Ada opts in; Ben never does; Cy opts in but never takes the taste test.
    await optIn(ada);
    await optIn(cy);
    const settings = settingsDeps(t.app);
    deps = { db: t.app.db, catalogue: t.app.taste, mail: t.app.mail, env: t.app.env, mailGate: (userId, kind) => unsubscribeUrlIfWanted(settings, userId, kind) };
  });
  afterAll(() => t.close());

  /** Ada's works for sale she has not rated, best fit first, as the engine ranks them. */
  const adaRanking = async () => {
    const rows = await t.app.db.select().from(ratings).where(eq(ratings.userId, ada.id)).orderBy(ratings.createdAt, ratings.artworkId);
    const history: RatedWork[] = rows.map((row) => ({ features: features.get(row.artworkId)!, rating: row.rating === 1 ? RATING.like : RATING.dislike }));
    const rated = new Set(rows.map((row) => row.artworkId));
    const [snapshot, crowd] = await Promise.all([t.app.taste.snapshot(), t.app.taste.crowd()]);
    return rankIndex(snapshot.index, fitProfile(history, crowd.crowd)).ids.filter((id) => !rated.has(id) && !snapshot.unavailable.has(id));
  };
  /** Takes works back to drafts that were never listed (a seller's unfinished works). */
  const unlist = async (ids: number[]) => {
    await t.app.db.update(artworks).set({ status: 'draft', listedAt: null }).where(inArray(artworks.id, ids));
    t.app.taste.catalogueChanged();
  };
  /** Lists works as another process would, without setting off a pass here. */
  const listQuietly = async (ids: number[]) => {
    await t.app.db.update(artworks).set({ status: '1', listedAt: sql`now()` }).where(inArray(artworks.id, ids));
    t.app.taste.catalogueChanged();
  };
  /** Lists works as the admin does, in one request; then one more pass has surely weighed them. */
  const list = async (ids: number[]) => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/artworks/state', headers: { cookie: admin }, payload: { ids, state: 'listed' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: ids });
    await sendNewWorkAlerts(deps);
  };
  /** Ada's last alert was a day ago, as if the gap had passed. */
  const dayPasses = () =>
    t.app.db
      .update(mailPreferences)
      .set({ newWorkAlertSentAt: sql`${mailPreferences.newWorkAlertSentAt} - make_interval(hours => ${NEW_WORK_ALERT_GAP_HOURS + 1})` })
      .where(eq(mailPreferences.userId, ada.id));
  const alerts = (email: string) => mailTo(t.app, email, NEW_WORK_TEMPLATE);

  it('e-mails a collector who opted in a new work among their best fits, with a way to stop; the day’s next ones come in one e-mail after it', async () => {
    const [best, second, third] = await adaRanking();
    await unlist([best!, second!, third!]);
    await list([best!]);
    const [mail, ...more] = await alerts(ada.email);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain('it is among the works that fit your taste best');
    expect(mail!.text).toContain(`/artwork-for-sale/`);
    expect(mail!.text).toMatch(/Stop these e-mails: http\S+\/unsubscribe\?token=/);
    // The work's picture, as a JPEG at an address a mail client can open.
    expect(mail!.html).toMatch(/<img src="http:\/\/[^"]+\.jpg" width="\d+" height="\d+" alt="[^"]+ by [^"]+"/);
    // Not opted in, and no taste test: nothing.
    expect(await alerts(ben.email)).toHaveLength(0);
    expect(await alerts(cy.email)).toHaveLength(0);

    // Two more fitting works the same day: no e-mail, however often the alerts look.
    await list([second!]);
    await list([third!]);
    expect(await alerts(ada.email)).toHaveLength(1);

    // Once the day has passed, the next pass (the hourly sweep) tells of both, in one e-mail.
    await dayPasses();
    expect(await sendNewWorkAlerts(deps)).toBe(1);
    const [held] = await alerts(ada.email);
    expect(held!.subject).toMatch(/2 works that fit your taste/);
    const [secondWork, thirdWork] = await Promise.all([second, third].map(async (id) => (await t.app.inject({ method: 'GET', url: `/api/artworks/${id}` })).json<{ title: string }>()));
    expect(held!.text).toContain(secondWork!.title);
    expect(held!.text).toContain(thirdWork!.title);
    expect(held!.html).toContain('Stop these e-mails');
    expect(held!.html?.match(/<img src="http:\/\/[^"]+\.jpg"/g)).toHaveLength(2);
    // Told once: the next pass finds nothing new for her.
    await dayPasses();
    expect(await sendNewWorkAlerts(deps)).toBe(0);

    // Several listed at once, and passes on two processes at the same moment: one e-mail.
    await unlist([second!, third!]);
    await listQuietly([second!, third!]);
    const sent = await Promise.all([sendNewWorkAlerts(deps), sendNewWorkAlerts(deps)]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await alerts(ada.email)).toHaveLength(3);
  });

  it('weighs every collector who opted in, a batch at a time', async () => {
    await optIn(ben);
    await dayPasses();
    const [best] = await adaRanking();
    await unlist([best!]);
    await listQuietly([best!]);
    const before = (await alerts(ada.email)).length;
    // One collector a batch: Ada and Ben (the same answers, so the same best work) in two.
    expect(await sendNewWorkAlerts({ ...deps, batchSize: 1 })).toBe(2);
    expect(await alerts(ada.email)).toHaveLength(before + 1);
    expect(await alerts(ben.email)).toHaveLength(1);
    expect(await sendNewWorkAlerts({ ...deps, batchSize: 1 })).toBe(0);
  });

  it('says nothing of a work far down a collector’s order, of one listed again after hiding, or after they turn alerts off', async () => {
    await t.app.db.delete(mailOutbox).where(eq(mailOutbox.template, NEW_WORK_TEMPLATE));
    await dayPasses();
    const order = await adaRanking();
    const last = order[order.length - 1]!;
    await unlist([last]);
    await list([last]);
    // Hidden and listed again is not new.
    const [best, next] = order;
    await t.app.inject({ method: 'PUT', url: '/api/admin/artworks/state', headers: { cookie: admin }, payload: { ids: [best], state: 'hidden' } });
    await list([best!]);
    expect(await alerts(ada.email)).toHaveLength(0);

    // Turned off: a fitting new work is not mailed.
    await optIn(ada, false);
    await unlist([next!]);
    await list([next!]);
    expect(await alerts(ada.email)).toHaveLength(0);
  });
});
