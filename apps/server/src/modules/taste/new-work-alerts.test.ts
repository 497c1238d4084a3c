import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankIndex, fitProfile, RATING, type RatedWork, type TasteFeatures } from '@vernissage/core/taste';
import { artworks, mailOutbox, ratings } from '../../db/schema/index.ts';
import { FAST_CAPTCHA_ENV, sessionCookie, signIn, signUpUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { mailTo } from '../../test/mailbox.ts';
import { catalogueThroughApi, takeQuiz } from '../../test/taste.ts';
import { NEW_WORK_TEMPLATE } from './new-work-alerts.ts';

/**
 * New-work alerts: a work listed for the first time is e-mailed to the collectors it fits best
 * (among their ten best unrated works for sale), with why, at most once a day, never to one who
 * turned them off or has not finished the taste test.
 */
describe('new-work alerts', () => {
  let t: TestApp;
  let admin: string;
  let ada: TestUser;
  let ben: TestUser;
  let cy: TestUser;
  let features: Map<number, TasteFeatures>;
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
    // Ben turns new-work alerts off; Cy never takes the taste test.
    const off = await t.app.inject({ method: 'PUT', url: '/api/settings/mail-preferences', headers: { cookie: ben.cookie }, payload: { orderUpdates: true, newWorkAlerts: false } });
    expect(off.statusCode, off.body).toBe(200);
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
  /** Takes a work back to draft (as a seller's unfinished work), then lists it as the admin does. */
  const listAnew = async (id: number) => {
    await t.app.db.update(artworks).set({ status: 'draft' }).where(eq(artworks.id, id));
    t.app.taste.catalogueChanged();
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/artworks/state', headers: { cookie: admin }, payload: { ids: [id], state: 'listed' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: [id] });
  };
  const alerts = async (email: string) => (await mailTo(t.app, email, NEW_WORK_TEMPLATE)).length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  it('e-mails a collector a new work among their best fits, with a way to stop, once a day', async () => {
    const [best, second] = await adaRanking();
    await listAnew(best!);
    await expect.poll(() => alerts(ada.email), { timeout: 10_000 }).toBe(1);
    const [mail] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.template, NEW_WORK_TEMPLATE));
    expect(mail!.toAddress).toBe(ada.email);
    expect(mail!.textBody).toContain('it is among the works that fit your taste best');
    expect(mail!.textBody).toContain(`/artwork-for-sale/`);
    expect(mail!.textBody).toMatch(/Stop these e-mails: http\S+\/unsubscribe\?token=/);
    // Alerts off, and no taste test: nothing.
    await settle();
    expect(await alerts(ben.email)).toBe(0);
    expect(await alerts(cy.email)).toBe(0);

    // Another fitting work the same day: still one e-mail.
    await listAnew(second!);
    await settle();
    expect(await alerts(ada.email)).toBe(1);
  });

  it('says nothing of a work far down a collector’s order, or of a work listed again after hiding', async () => {
    await t.app.db.delete(mailOutbox).where(eq(mailOutbox.template, NEW_WORK_TEMPLATE));
    const order = await adaRanking();
    await listAnew(order[order.length - 1]!);
    // Hidden and listed again is not new.
    const [best] = order;
    await t.app.inject({ method: 'PUT', url: '/api/admin/artworks/state', headers: { cookie: admin }, payload: { ids: [best], state: 'hidden' } });
    await t.app.inject({ method: 'PUT', url: '/api/admin/artworks/state', headers: { cookie: admin }, payload: { ids: [best], state: 'listed' } });
    await settle();
    expect(await alerts(ada.email)).toBe(0);
  });
});
