import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, signIn, signUpSimple, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';
import { GALLERY_TITLE_TRUNCATE } from '@vernissage/core/constants';
import { COLOURS, FORMAL, subjectId } from '@vernissage/core/lookups';
import { truncate } from '@vernissage/core/text';
import { holdAppCode } from './drawn-page.ts';
import { partlyShownCards } from './geometry.ts';
import { quizNow, takeQuizThroughApi } from './quiz-helpers.ts';
import { keepScreenshot } from './screenshots.ts';

const GEOMETRY = subjectId('Geometry');
const BLUE = COLOURS.find((colour) => colour.label === 'Blue')!.id;
const REPRESENTATIONAL_ABSTRACT = FORMAL.representationalAbstract;
/** The product's accent (config/theme.ts), as the browser reports a colour. */
const ACCENT = 'rgb(154, 63, 36)';

interface Work {
  id: number;
  title: string;
  subjects: number[];
  colours: number[];
  formal: Array<{ id: number; value: number }>;
  price: number;
  discountedPrice: number | null;
}

/** Blue and abstract (at least 0.75 towards Abstract), as the artwork data says. */
const isBlueAbstract = (work: Work) => work.colours.includes(BLUE) && (work.formal.find((axis) => axis.id === REPRESENTATIONAL_ABSTRACT)?.value ?? 0) >= 0.75;
interface QueueItem {
  work: { id: number; title: string; price: number; discountedPrice: number | null; sold: 0 | 1 | 2 };
  rating: number | null;
  reason: string | null;
  reasonWork: { id: number; title: string; picture: { jpeg: string } | null } | null;
}

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/**
 * Waits until the images on screen have loaded. The demo drawings are rendered in the background
 * after the server starts, so a work may not have its image yet: a broken one is asked for again.
 */
async function imagesReady(page: Page, testInfo: TestInfo): Promise<void> {
  try {
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const onScreen = [...document.querySelectorAll<HTMLImageElement>('main img')].filter((img) => {
              const box = img.getBoundingClientRect();
              return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
            });
            const bust = (url: string) => `${url.replace(/[?&]r=\d+$/, '')}?r=${Date.now()}`;
            let waiting = 0;
            for (const img of onScreen) {
              if (!img.complete) waiting += 1;
              else if (img.naturalWidth === 0) {
                waiting += 1;
                const source = img.parentElement?.querySelector('source');
                if (source) source.srcset = bust(source.srcset);
                img.src = bust(img.getAttribute('src') ?? '');
              }
            }
            return waiting;
          }),
        { timeout: 90_000, intervals: [1_000, 2_000, 3_000] },
      )
      .toBe(0);
  } catch {
    // On a busy machine the drawings can take minutes to render: the page is still worth a look.
    testInfo.annotations.push({ type: 'warning', description: `some images were still rendering at ${page.url()}` });
  }
}

async function shoot(page: Page, testInfo: TestInfo, name: string, widths: number[] = [1440, 390], fullPage = false): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(500);
    await imagesReady(page, testInfo);
    await keepScreenshot(page, testInfo, `${name}-${width}`, fullPage);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function queueIds(page: Page, query = ''): Promise<QueueItem[]> {
  const response = await page.request.get(`/api/taste/queue${query}`);
  return ((await response.json()) as { items: QueueItem[] }).items;
}

const currentTitle = (page: Page) => page.locator('.gallery-label__title');
/** A title as the gallery label shows it: cut at 70 characters with an ellipsis. */
const shownTitle = (title: string) => truncate(title, GALLERY_TITLE_TRUNCATE);

/**
 * Records, in the page, how long each quiz answer takes to bring the next work on screen: from the
 * press (a click on Like or Dislike, or the L or D key) to the frame after the new title is in the
 * page. Read with quizTimes().
 */
async function recordQuizTimes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const store = window as unknown as { quizTimes: number[] };
    store.quizTimes = [];
    let pressed = 0;
    let shown = document.querySelector('.quiz-stage__title')?.textContent ?? '';
    const press = () => {
      pressed = performance.now();
    };
    document.addEventListener('click', (event) => event.target instanceof Element && event.target.closest('.quiz-actions') && press(), true);
    document.addEventListener('keydown', (event) => (event.key === 'l' || event.key === 'd') && press(), true);
    new MutationObserver(() => {
      const title = document.querySelector('.quiz-stage__title')?.textContent ?? '';
      if (title === shown) return;
      shown = title;
      if (!pressed) return;
      const from = pressed;
      pressed = 0;
      // On screen: the frame that draws it has been painted.
      requestAnimationFrame(() => setTimeout(() => store.quizTimes.push(performance.now() - from), 0));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const quizTimes = (page: Page) => page.evaluate(() => (window as unknown as { quizTimes: number[] }).quizTimes);

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Answers the quiz on the page work by work as it asks them, `like` deciding from the work on
 * screen (found by its title, each title being its own in the catalogue); every fourth answer with
 * the keyboard when `keys` is set. Each answer brings the next work, so the loop reads the title
 * shown. Ends when the completion modal opens; answers the works asked, in order.
 */
async function answerQuizOnPage(
  page: Page,
  byTitle: ReadonlyMap<string, Work>,
  like: (work: Work) => boolean,
  options: { keys?: boolean; asked?: Work[]; stopAt?: number } = {},
): Promise<Work[]> {
  const title = page.locator('.quiz-stage__title');
  const done = page.getByRole('dialog', { name: 'Welcome to Vernissage!' });
  const asked = [...(options.asked ?? [])];
  const { total } = await quizNow(page.request);
  const stopAt = options.stopAt ?? total;
  while (asked.length < stopAt) {
    await expect(title).toBeVisible();
    const shown = (await title.textContent())!;
    const work = byTitle.get(shown);
    expect(work, `the quiz shows a work of the catalogue: ${shown}`).toBeDefined();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/taste/quiz/ratings') && response.request().method() === 'POST');
    const yes = like(work!);
    if (options.keys && asked.length % 4 === 3) await page.keyboard.press(yes ? 'l' : 'd');
    else await page.getByRole('button', { name: yes ? 'Like' : 'Dislike', exact: true }).click();
    const response = await answered;
    // The quiz may have moved on without this page (its choice follows the crowd): the page shows the work it asks now.
    if (!response.ok()) {
      await expect(title).not.toHaveText(shown);
      continue;
    }
    asked.push(work!);
    const { next } = (await response.json()) as { next: { title: string } | null };
    if (next) await expect(title).toHaveText(next.title);
  }
  if (asked.length === total) await expect(done).toBeVisible();
  return asked;
}

test('a collector takes the whole quiz, rates a batch in the gallery, filters, changes a rating and reads the recommendations', async ({ page, context }, testInfo) => {
  test.setTimeout(420_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const welcome = await signUpSimple(page, { name: 'Tess Taste', email: uniqueEmail('taste'), password: 'taste-pass-1' });
  // One welcome after sign-up: it says what the taste test is, and the quiz does not welcome again.
  await expect(welcome.getByText(/The Taste Test shows you 20 artworks/)).toBeVisible();
  await welcome.getByRole('button', { name: 'Take The Taste Test' }).click();
  await expect(page).toHaveURL(/\/tastequiz$/);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const catalogue = new Map(((await (await page.request.get('/api/artworks?limit=500')).json()) as { items: Work[] }).items.map((work) => [work.id, work]));
  const byTitle = new Map([...catalogue.values()].map((work) => [work.title, work]));
  // Every work has a title of its own, so no two works of one quiz (or two artists) share one.
  expect(catalogue.size).toBeGreaterThan(100);
  expect(byTitle.size).toBe(catalogue.size);
  const quiz = await quizNow(page.request);
  expect(quiz).toMatchObject({ items: [], total: 20 });

  // Forward waits for an answer, and says so.
  const forward = page.getByRole('button', { name: 'Next artwork' });
  await expect(forward).toBeDisabled();
  await page.locator('.quiz-stage__forward').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Please like or dislike this artwork before moving on');
  await expectAccessible(page, 'taste test, first work');
  // The progress bar is drawn in the product's accent, not Ant Design's blue.
  const progressTrack = page.locator('.quiz-progress .ant-progress-track').first();
  await expect(progressTrack).toHaveCSS('background-color', ACCENT);
  await shoot(page, testInfo, 'taste-quiz');

  // Likes the geometric, stripes and pattern works (subject Geometry), dislikes the rest; the quiz
  // asks 20 works, each chosen after the answers before it, never one twice.
  const likesGeometry = (work: Work) => work.subjects.includes(GEOMETRY);
  const opening = await answerQuizOnPage(page, byTitle, likesGeometry, { keys: true, stopAt: 6 });
  // Back revisits the answers given, each shown with its answer; forward returns to the work asked next.
  const title = page.locator('.quiz-stage__title');
  const nextTitle = (await title.textContent())!;
  await page.getByRole('button', { name: 'Previous artwork' }).click();
  await page.getByRole('button', { name: 'Previous artwork' }).click();
  await expect(title).toHaveText(opening[4]!.title);
  await expect(page.getByRole('button', { name: likesGeometry(opening[4]!) ? 'Like' : 'Dislike', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Artwork 5 of 20')).toBeVisible();
  await page.getByRole('button', { name: 'Next artwork' }).click();
  await page.getByRole('button', { name: 'Next artwork' }).click();
  await expect(title).toHaveText(nextTitle);
  // Resuming opens on the work asked next.
  await page.reload();
  await expect(title).toHaveText(nextTitle);
  await expect(page.getByText('Artwork 7 of 20')).toBeVisible();
  const asked = await answerQuizOnPage(page, byTitle, likesGeometry, { keys: true, asked: opening });
  expect(new Set(asked.map((work) => work.id)).size).toBe(20);
  const done = page.getByRole('dialog', { name: 'Welcome to Vernissage!' });
  await expect(done).toBeVisible();
  // Full, it stays the accent (Ant Design turns a full bar green).
  await expect(progressTrack).toHaveCSS('background-color', ACCENT);
  await expectAccessible(page, 'taste test complete');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  // The test is complete: the Taste Test item has left the top bar.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'All Artworks' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Taste Test' })).toHaveCount(0);

  const before = await queueIds(page);
  // The gallery opens on what the quiz said this collector likes: geometric works first.
  const geometricFirst = before.slice(0, 10).filter((item) => catalogue.get(item.work.id)!.subjects.includes(GEOMETRY)).length;
  expect(geometricFirst).toBeGreaterThanOrEqual(8);
  await expect(currentTitle(page)).toHaveText(shownTitle(before[0]!.work.title));
  // Works for sale lead: no sold or held work comes before an available one.
  const firstUnavailable = before.findIndex((item) => item.work.sold !== 0);
  if (firstUnavailable >= 0) expect(before.slice(firstUnavailable).every((item) => item.work.sold !== 0)).toBe(true);
  await expectAccessible(page, 'gallery');
  // Why this work? unfolds the line AI Recommendations gives the work.
  expect(before[0]!.reason).toMatch(/^(You liked |Because you liked “)/);
  const why = page.locator('.why-work');
  await why.getByText('Why this work?').click();
  await expect(why.locator('.why-work__reason')).toHaveText(before[0]!.reason!);
  // A line that names a liked work shows that work's picture beside it, and only then.
  const picture = before[0]!.reasonWork?.picture;
  if (picture) await expect(why.locator('.why-work__reason img')).toHaveAttribute('src', picture.jpeg);
  else await expect(why.locator('.why-work__reason img')).toHaveCount(0);
  await expectAccessible(page, 'gallery, why this work');
  await shoot(page, testInfo, 'gallery');
  // On a phone the price and Add to cart share a row under the ratings: one group, no button alone.
  await page.setViewportSize({ width: 390, height: 844 });
  const priceBox = await page.locator('.gallery-label__price').boundingBox();
  const addBox = await page.locator('.gallery-label__cart .btn').boundingBox();
  const rateBox = await page.getByRole('group', { name: 'Rate this artwork' }).boundingBox();
  expect(Math.abs(addBox!.y - priceBox!.y), 'Add to cart on the price’s row').toBeLessThan(4);
  expect(addBox!.x + addBox!.width).toBeLessThanOrEqual(390);
  expect(rateBox!.y + rateBox!.height).toBeLessThanOrEqual(priceBox!.y);
  expect(priceBox!.y - (rateBox!.y + rateBox!.height), 'the two rows close together').toBeLessThan(24);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Share copies the link.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard. Ready to paste and share')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/artwork-for-sale/[A-Za-z-]*-${before[0]!.work.id}$`));

  // A batch of five: buttons and keys; the fifth re-ranks what comes after the current work.
  const actions = ['Like', 'l', 'Dislike', 'd', 'l'];
  for (const [i, action] of actions.entries()) {
    await expect(currentTitle(page)).toHaveText(shownTitle(before[i]!.work.title));
    const rated = page.waitForResponse((response) => response.url().endsWith('/api/ratings') && response.request().method() === 'POST');
    if (action.length > 1) await page.getByRole('button', { name: action, exact: true }).click();
    else await page.keyboard.press(action);
    await rated;
  }
  await expect(page.getByText('Your queue has been re-ranked for your taste.')).toBeVisible();
  const after = await queueIds(page);
  expect(after.slice(0, 5).map((item) => item.work.id)).toEqual(before.slice(0, 5).map((item) => item.work.id));
  expect(after.slice(5).map((item) => item.work.id)).not.toEqual(before.slice(5).map((item) => item.work.id));
  await expect(currentTitle(page)).toHaveText(shownTitle(after[5]!.work.title));

  // ← and → move; the place survives a reload (gallery_index).
  await page.keyboard.press('ArrowLeft');
  await expect(currentTitle(page)).toHaveText(shownTitle(after[4]!.work.title));
  await expect(page.getByRole('button', { name: 'Dislike', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await page.reload();
  await expect(currentTitle(page)).toHaveText(shownTitle(after[5]!.work.title));

  // The Filter modal narrows the queue.
  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter' });
  await expect(filter).toBeVisible();
  await expectAccessible(page, 'gallery filter');
  await filter.getByLabel('Max price ($)').fill('1000');
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Filter (1 set)' })).toBeVisible();
  const cheap = await queueIds(page, '?maxPrice=1000');
  expect(cheap.length).toBeGreaterThan(0);
  expect(cheap.every((item) => (item.work.discountedPrice ?? item.work.price) <= 1000)).toBe(true);
  await expect(currentTitle(page)).toHaveText(shownTitle(cheap[0]!.work.title));
  await expect(page.locator('.gallery-toolbar__count')).toHaveText(`1 / ${cheap.length}`);
  await page.getByRole('button', { name: 'Filter (1 set)' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();

  // The image opens the details, with Go back.
  await page.getByRole('button', { name: /^Open the details of / }).click();
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expectAccessible(page, 'gallery, work details');
  await shoot(page, testInfo, 'gallery-detail', [1440]);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(currentTitle(page)).toBeVisible();

  // The carousel shows prices with cents.
  await page.getByText('Carousel', { exact: true }).click();
  await expect(page.getByRole('list', { name: 'Artworks in your queue' })).toBeVisible();
  await expect(page.locator('.gallery-card__price').first()).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expectAccessible(page, 'gallery carousel');
  // Whole cards only, at either width, and the strip fills the screen rather than leaving it empty.
  const strip = page.getByRole('list', { name: 'Artworks in your queue' });
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect.poll(() => partlyShownCards(strip, '.gallery-card'), { message: `cards cut at ${width}` }).toBe(0);
    expect((await strip.boundingBox())!.y + (await strip.boundingBox())!.height).toBeGreaterThan(height * 0.6);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Next works' }).click();
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect.poll(() => partlyShownCards(strip, '.gallery-card'), { message: 'cards cut after Next works' }).toBe(0);
  await shoot(page, testInfo, 'gallery-carousel');
  await page.getByText('Gallery', { exact: true }).last().click();

  // My Ratings: the quiz and the batch; switch one rating.
  await page.getByRole('button', { name: 'Account menu for Tess Taste' }).click();
  await expect(page.getByRole('menuitem', { name: /My Ratings/ })).toBeVisible();
  await expectAccessible(page, 'account menu');
  await page.getByRole('menuitem', { name: /My Ratings/ }).click();
  await expect(page).toHaveURL(/\/my-ratings$/);
  const rows = page.getByRole('list', { name: 'Your ratings' }).getByRole('listitem');
  await expect(rows).toHaveCount(25);
  const alertsOptIn = page.getByRole('switch', { name: 'New works for your taste, by email' });
  await expect(alertsOptIn).not.toBeChecked();
  await expectAccessible(page, 'my ratings');
  // My Ratings has the side menu; its header has the top bar's cart and account menu, and the
  // side menu's ground runs the whole height of the long page.
  await expect(page.getByRole('navigation', { name: 'Side menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart, / })).toHaveAttribute('href', '/checkout');
  await expect(page.getByRole('button', { name: 'Account menu for Tess Taste' })).toBeVisible();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(900);
  expect((await page.locator('.admin-sider').boundingBox())!.height).toBeGreaterThanOrEqual(pageHeight - 1);
  const first = rows.first();
  const wasLiked = await first.getByRole('radio', { name: 'Like', exact: true }).isChecked();
  const switched = page.waitForResponse((response) => /\/api\/ratings\/\d+$/.test(response.url()) && response.request().method() === 'PUT');
  const queueBeforeSwitch = (await queueIds(page)).map((item) => item.work.id);
  await first.getByText(wasLiked ? 'Dislike' : 'Like', { exact: true }).click();
  expect((await switched).status()).toBe(200);
  // The correction re-ranks what comes after the collector's place in the gallery.
  const queueAfterSwitch = (await queueIds(page)).map((item) => item.work.id);
  expect(queueAfterSwitch.slice(0, 5)).toEqual(queueBeforeSwitch.slice(0, 5));
  expect(queueAfterSwitch).not.toEqual(queueBeforeSwitch);
  await expect(first.getByRole('radio', { name: wasLiked ? 'Dislike' : 'Like', exact: true })).toBeChecked();
  // New-work alerts wait for an opt-in, which My Ratings offers.
  await alertsOptIn.click();
  await expect(page.getByText('We will email you new works that fit your taste.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your ratings' }).getByRole('listitem').first().getByRole('radio', { name: wasLiked ? 'Dislike' : 'Like', exact: true })).toBeChecked();
  await expect(alertsOptIn).toBeChecked();
  await shoot(page, testInfo, 'my-ratings', [1440, 390], true);

  // Recommendations: the taste at a glance and works with a reason.
  await page.goto('/ai-recommendations');
  await expect(page.getByRole('heading', { name: 'Your taste at a glance' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recommended artworks' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.locator('.recommendation__reason').first()).toHaveText(/^(You liked \d+ |Because you liked “)/);
  // A line that names a liked work shows that work's picture beside it.
  for (const line of await page.locator('.recommendation__reason', { hasText: /^Because you liked “/ }).all()) {
    const picture = line.locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  console.log(`recommendations naming a liked work: ${await page.locator('.recommendation__reason img').count()} of 12`);
  // On a phone the first work shows in the first screen (the taste summary once pushed it ~1,300 px down).
  await page.setViewportSize({ width: 390, height: 844 });
  const firstRecommendation = page.getByRole('list', { name: 'Recommended artworks' }).getByRole('listitem').first();
  expect((await firstRecommendation.boundingBox())!.y).toBeLessThan(844 - 240);
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, testInfo, 'recommendations', [1440, 390], true);
});

// Issue 13's target (at least 6 blue abstract works in the first 10) is not met yet (docs/taste.md,
// Limits): the journey takes the adaptive quiz as that collector and reports what the gallery shows.
test('a collector who likes only the blue abstract works of the quiz takes the adaptive quiz and reaches the gallery', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const welcome = await signUpSimple(page, { name: 'Bea Blue', email: uniqueEmail('blue'), password: 'blue-pass-1' });
  await welcome.getByRole('button', { name: 'Take The Taste Test' }).click();
  await expect(page).toHaveURL(/\/tastequiz$/);
  await expect(page.locator('.quiz-stage__title')).toBeVisible();
  await expectAccessible(page, 'taste test, first work');
  const catalogue = ((await (await page.request.get('/api/artworks?limit=500')).json()) as { items: Work[] }).items;
  const byTitle = new Map(catalogue.map((work) => [work.title, work]));

  await recordQuizTimes(page);
  const asked = await answerQuizOnPage(page, byTitle, isBlueAbstract);
  const times = await quizTimes(page);
  // How long each answer's request took, as the browser timed it.
  const requestTimes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/api/taste/quiz/ratings'))
      .map((entry) => entry.duration),
  );
  const likedInQuiz = asked.filter(isBlueAbstract).length;
  await page.getByRole('dialog', { name: 'Welcome to Vernissage!' }).getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/gallery$/);

  const queue = await queueIds(page);
  const byId = new Map(catalogue.map((work) => [work.id, work]));
  const firstTen = queue.slice(0, 10).map((item) => byId.get(item.work.id)!);
  const blueAbstractFirst = firstTen.filter(isBlueAbstract).length;
  console.log(
    `blue abstract: ${likedInQuiz} of the ${asked.length} quiz works liked; ${blueAbstractFirst} in the first 10 of the gallery ` +
      `(${catalogue.filter(isBlueAbstract).length} in the catalogue); rate → next work on screen over ${times.length} answers: ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms ` +
      `(of which the answer's request: p50 ${percentile(requestTimes, 50).toFixed(0)} ms, p95 ${percentile(requestTimes, 95).toFixed(0)} ms); ` +
      `each in order: ${times.map((time) => time.toFixed(0)).join(', ')} ms (requests: ${requestTimes.map((time) => time.toFixed(0)).join(', ')} ms)`,
  );
  await expect(currentTitle(page)).toHaveText(shownTitle(queue[0]!.work.title));
  await expectAccessible(page, 'gallery');
  expect(new Set(asked.map((work) => work.id)).size).toBe(asked.length);

  // Opened in a new tab, the gallery comes drawn from the server for this collector: their first
  // work shows before the app's code arrives, a Like tapped then counts once it is there.
  const tab = await page.context().newPage();
  const { release, problems } = await holdAppCode(tab);
  await tab.goto('/gallery', { waitUntil: 'domcontentloaded' });
  await expect(currentTitle(tab)).toHaveText(shownTitle(queue[0]!.work.title));
  await tab.getByRole('heading', { level: 1, name: 'Your Gallery' }).evaluate((element) => element.setAttribute('data-drawn', 'server'));
  const rated = tab.waitForResponse((response) => response.url().endsWith('/api/ratings') && response.request().method() === 'POST');
  await tab.getByRole('button', { name: 'Like', exact: true }).click();
  release();
  expect((await rated).status()).toBe(200);
  await expect(currentTitle(tab)).toHaveText(shownTitle(queue[1]!.work.title));
  // Taken over, not drawn again.
  await expect(tab.locator('h1[data-drawn="server"]')).toHaveCount(1);
  expect(problems).toEqual([]);
  await expectAccessible(tab, 'gallery drawn on the server');
  // The tab now holds a place: a reload sets the drawing aside and the app opens at that place.
  await tab.reload();
  await expect(currentTitle(tab)).toHaveText(shownTitle(queue[1]!.work.title));
  await expect(tab.getByRole('button', { name: 'Previous artwork' })).toBeVisible();
  expect(problems).toEqual([]);
  await tab.close();
});

test('a visitor rates on /view-gallery, signs up, and finds the ratings in My Ratings', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.goto('/view-gallery');
  const titles: string[] = [];
  await expect(currentTitle(page)).toBeVisible();
  await shoot(page, testInfo, 'view-gallery', [1440]);
  for (const action of ['Like', 'Dislike', 'l']) {
    titles.push((await page.locator('.gallery-label__title').getAttribute('title'))!);
    if (action.length > 1) await page.getByRole('button', { name: action, exact: true }).click();
    else await page.keyboard.press(action);
    await expect(page.locator('.gallery-label__title')).not.toHaveAttribute('title', titles.at(-1)!);
  }
  const welcome = await signUpSimple(page, { name: 'Vera Visitor', email: uniqueEmail('visitor'), password: 'visitor-pass-1' });
  await welcome.getByRole('button', { name: 'Close' }).click();
  await page.goto('/my-ratings');
  const list = page.getByRole('list', { name: 'Your ratings' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const title of titles) await expect(list.getByRole('listitem', { name: title, exact: true })).toContainText('Before you signed up');
  await expect(list.getByRole('listitem', { name: titles[1], exact: true }).getByRole('radio', { name: 'Dislike' })).toBeChecked();
});

/** Saves the quiz in the order it had, as the admin's own session. */
async function restoreQuizOrder(page: Page, before: { items: Array<{ id: number }> }): Promise<void> {
  const response = await page.request.put('/api/admin/taste-quiz', {
    data: { artworkIds: before.items.map((item) => item.id) },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `restoring the quiz order: ${response.status()}`).toBe(true);
}

/**
 * The quiz order is shared by every journey that takes the quiz: this one runs in its own project
 * after all the others (playwright.config.ts, tag @shared-quiz), and puts the order back whatever
 * happens.
 */
test('the admin orders the quiz pool, sees its coverage and what a collector’s answers tested', { tag: '@shared-quiz' }, async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  // A collector takes the quiz (through its API: the quiz has its own journeys).
  const taker = await browser.newContext();
  const takerPage = await taker.newPage();
  await skipMaintenanceAlert(takerPage);
  await takerPage.goto('/');
  const takerName = `Quinn Quiz ${Date.now()}`;
  await signUpSimple(takerPage, { name: takerName, email: uniqueEmail('quiz-taker'), password: 'quiz-taker-1' });
  const askedOfTaker = await takeQuizThroughApi(takerPage.request, (_work, index) => index % 3 === 0);
  await taker.close();

  await page.goto('/');
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin-taste-test');
  const order = page.getByRole('list', { name: 'Quiz pool in order' });
  await expect(order.getByRole('listitem')).toHaveCount(60);
  // The first four open every quiz; the engine chooses the rest of each quiz from the pool.
  await expect(order.getByText('Opens every quiz')).toHaveCount(4);
  await expect(order.getByRole('listitem').nth(3).getByText('Opens every quiz')).toBeVisible();
  await expect(page.getByText(/The first 4 open every quiz, in this order\. The engine chooses the rest/)).toBeVisible();
  const pool = page.getByRole('region', { name: 'Pool coverage' });
  await expect(pool.getByText('both poles on 14 of 14')).toBeVisible();
  await expect(pool.getByText('Every colour is covered.')).toBeVisible();
  await shoot(page, testInfo, 'admin-taste-test', [1440, 390], true);
  // On a phone the titles wrap whole rather than end in an ellipsis ('Common Gr…').
  await page.setViewportSize({ width: 390, height: 844 });
  const cutTitles = await order
    .locator('.quiz-order__title')
    .evaluateAll((titles) => titles.filter((title) => title.scrollWidth > title.clientWidth + 1 || getComputedStyle(title).textOverflow === 'ellipsis').length);
  expect(cutTitles).toBe(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  // What one collector's answers tested: the works asked of them, in order, and their coverage.
  const collector = page.getByRole('combobox', { name: 'Collector' });
  await collector.click();
  await collector.fill(takerName);
  await page.getByTitle(new RegExp(`^${takerName} \\(`)).click();
  const answers = page.getByRole('region', { name: `What ${takerName}’s answers tested` });
  await expect(answers.getByRole('list', { name: `Works asked of ${takerName}, in order` }).getByRole('listitem')).toHaveCount(askedOfTaker.length);
  await expect(answers.locator('.quiz-order__title').first()).toHaveText(askedOfTaker[0]!.title);
  await expect(answers.getByRole('heading', { name: /^Colours \d+ of 18$/ })).toBeVisible();
  await expectAccessible(page, 'admin taste test, a collector’s answers');
  await shoot(page, testInfo, 'admin-taste-test-collector', [1440], true);

  const before = (await (await page.request.get('/api/admin/taste-quiz')).json()) as { items: Array<{ id: number }> };
  const firstTitle = (await order.locator('.quiz-order__title').first().textContent())!;
  try {
    await order.getByRole('button', { name: `Move ${firstTitle} down` }).click();
    await expect(order.locator('.quiz-order__title').nth(1)).toHaveText(firstTitle);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The taste test has been saved')).toBeVisible();
    await page.reload();
    await expect(order.locator('.quiz-order__title').nth(1)).toHaveText(firstTitle);
    // Put it back through the page, as the admin would.
    await order.getByRole('button', { name: `Move ${firstTitle} up` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The taste test has been saved')).toBeVisible();
  } finally {
    // Whatever failed above, the quiz goes back to the order it had.
    await restoreQuizOrder(page, before);
  }

  // Proof: the admin's view of how the gallery's current work was scored, readable on a phone too.
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Proof' }).click();
  const proof = page.getByRole('dialog', { name: /^Proof/ });
  await expect(proof.getByRole('table').first()).toBeVisible();
  await expect(proof.getByText(/^Likeness: /)).toBeVisible();
  await expectAccessible(page, 'gallery, Proof');
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing runs past the dialog's edge: a table fits, or scrolls within its own region.
  const overflowing = await proof.locator('.proof__table').evaluateAll((tables) =>
    tables.filter((table) => {
      const box = table.closest('.proof__wide') ?? table;
      return box.getBoundingClientRect().right > table.closest('.proof')!.getBoundingClientRect().right + 1;
    }).length,
  );
  expect(overflowing).toBe(0);
  console.log(
    `Proof at 390 px: the formal table is ${await proof.locator('.proof__wide').evaluate((region) => `${region.scrollWidth} px wide in ${region.clientWidth} px`)}`,
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, testInfo, 'proof', [1440, 390], true);
});
