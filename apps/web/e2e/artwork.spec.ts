import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { artworkPath } from '@vernissage/core/text';
import { expect, expectAccessible, test } from './a11y.ts';
import { ADMIN, signIn, skipMaintenanceAlert, solveCaptcha } from './accounts-helpers.ts';
import { holdAppCode } from './drawn-page.ts';
import { keepScreenshot } from './screenshots.ts';

// A fake camera (a test pattern) that the page may use without asking: the AR preview needs one.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
});

interface Variant {
  webp: string;
  jpeg: string;
  width: number;
}

interface WorkImage {
  url: string;
  sizes: { thumb: Variant; small?: Variant; card: Variant; medium?: Variant; large: Variant };
}

interface Work {
  id: number;
  title: string;
  description: string;
  sold: number;
  width: number;
  height: number;
  artist: { id: string; name: string };
  images: WorkImage[];
}

const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * An available demo work whose description is long enough to be cut at 450 characters, and whose
 * image is already rendered: a fresh server renders the home page's works first, the rest after.
 */
async function pickWork(page: Page): Promise<Work> {
  const [works, slider] = await Promise.all([page.request.get('/api/artworks?limit=500'), page.request.get('/api/home/slider')]);
  const { items } = (await works.json()) as { items: Work[] };
  // The demo catalogue writes clean sentences: each paragraph starts with a capital, no space before a comma.
  const paragraphs = items.flatMap((item) => [...item.description.matchAll(/<p>([^<]*)/g)].map((match) => match[1]!));
  expect(paragraphs.length).toBeGreaterThan(items.length);
  expect(paragraphs.filter((text) => /^[a-z]/.test(text) || /\s[,.;:]/.test(text))).toEqual([]);
  const { slides } = (await slider.json()) as { slides: Array<{ artworkId: number }> };
  const first = new Set(slides.map((slide) => slide.artworkId));
  const candidates = items
    .filter((item) => item.sold === 0 && visibleText(item.description).length > 480)
    .sort((a, b) => Number(first.has(b.id)) - Number(first.has(a.id)));
  let found: Work | undefined;
  await expect
    .poll(
      async () => {
        for (const candidate of candidates.slice(0, 40)) {
          if ((await page.request.get(candidate.images[0]!.sizes.large.jpeg)).ok()) {
            found = candidate;
            return true;
          }
        }
        return false;
      },
      { timeout: 90_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(true);
  return found!;
}

/**
 * The first image of `count` works by other artists (so the page's 'More by' cards never show
 * them), once the server has rendered every size of it.
 */
async function renderedImages(page: Page, work: Work, count: number): Promise<WorkImage[]> {
  const [works, slider] = await Promise.all([page.request.get('/api/artworks?limit=500'), page.request.get('/api/home/slider')]);
  const { items } = (await works.json()) as { items: Work[] };
  const { slides } = (await slider.json()) as { slides: Array<{ artworkId: number }> };
  const first = new Set(slides.map((slide) => slide.artworkId));
  const candidates = items.filter((item) => item.artist.id !== work.artist.id && item.images[0]).sort((a, b) => Number(first.has(b.id)) - Number(first.has(a.id)));
  const found: WorkImage[] = [];
  await expect
    .poll(
      async () => {
        found.length = 0;
        for (const candidate of candidates.slice(0, 40)) {
          const { large } = candidate.images[0]!.sizes;
          if ((await page.request.get(large.jpeg)).ok() && (await page.request.get(large.webp)).ok()) found.push(candidate.images[0]!);
          if (found.length === count) return true;
        }
        return false;
      },
      { timeout: 90_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(true);
  return found;
}

const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;
const isLarge = (path: string) => /\/large\.(webp|jpg)$/.test(path);

/** Fills the Questions? / Make an offer dialog as a visitor and sends it (captcha solved). */
async function sendQuestion(dialog: Locator, message: string, offer?: number): Promise<void> {
  await dialog.getByLabel('Full name').fill('Vera Visitor');
  await dialog.getByLabel('Email', { exact: true }).fill('vera@example.test');
  await dialog.getByLabel('Confirm email').fill('vera@example.test');
  await dialog.getByLabel('Phone', { exact: true }).fill('312 555 0177');
  await dialog.getByLabel('Confirm phone').fill('312 555 0177');
  if (offer !== undefined) await dialog.getByLabel('Your offer (USD)').fill(String(offer));
  await dialog.getByLabel('Message').fill(message);
  const send = dialog.getByRole('button', { name: offer === undefined ? 'Send question' : 'Send offer' });
  await solveCaptcha(dialog, send);
  await send.click();
}

/** The e-mail of a kind to an address whose text carries `needle`, read from the development mailbox (outbox). */
async function mailWith(request: APIRequestContext, to: string, template: string, needle: string): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}&limit=200`)).json()) as { items: Array<{ id: number; to: string; template: string }> };
        for (const item of list.items.filter((mail) => mail.template === template && mail.to.toLowerCase() === to.toLowerCase())) {
          const mail = (await (await request.get(`/api/dev/mailbox/${item.id}`)).json()) as { subject: string; text: string };
          if (mail.text.includes(needle)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
  // Keep every camera stream the page opens, to check that closing the AR preview ends them.
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices;
    if (!devices?.getUserMedia) return;
    const open = devices.getUserMedia.bind(devices);
    const streams: MediaStream[] = [];
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams = streams;
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
});

test('a visitor opens a shared artwork link, previews the work in a room and on the wall, and asks about it; the admin reads it', async ({ page, browser, context }, testInfo) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const work = await pickWork(page);

  // A shared link whose title part is out of date: the server's head already names the right page.
  const shared = `/artwork-for-sale/An-Older-Title-${work.id}`;
  const head = await (await page.request.get(shared)).text();
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1];
  expect(canonical).toBeTruthy();
  const rightPath = new URL(canonical!).pathname;
  expect(rightPath).toMatch(new RegExp(`^/artwork-for-sale/[A-Za-z-]*${work.id}$`));
  expect(head).toContain(`<meta property="og:image" content="${testInfo.project.use.baseURL}${work.images[0]!.sizes.large.jpeg}">`);

  await page.goto(shared);
  await expect(page).toHaveURL(new RegExp(`${rightPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${work.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} by `));

  // Thumbnails and zoom.
  const thumbs = page.getByRole('list', { name: 'Images of this artwork' }).getByRole('button', { name: /^Show image/ });
  await expect(thumbs.first()).toBeVisible();
  await expect(thumbs.first().locator('img')).toHaveAttribute('src', /\/thumb\.jpg$/);
  const hero = page.getByRole('button', { name: `Zoom into ${work.title}` });
  await expect.poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await keepScreenshot(page, testInfo, 'artwork-1440');
  await hero.click();
  const zoomed = page.getByRole('dialog').getByRole('img', { name: `${work.title}, image 1 of 1` });
  await expect(zoomed).toBeVisible();
  await expect(zoomed).toHaveAttribute('src', work.images[0]!.sizes.large.jpeg);
  await expectAccessible(page, 'zoomed image');
  await page.keyboard.press('Escape');
  await expect(zoomed).toBeHidden();

  // The description, cut at 450 characters.
  const description = page.getByRole('region', { name: 'Description' });
  await expect(description).toContainText('...');
  await description.getByRole('button', { name: 'Show more' }).click();
  await expect(description.getByRole('button', { name: 'Show less' })).toBeVisible();
  await expect(description).toContainText(visibleText(work.description).slice(-40).trim());

  // Share copies the link.
  await page.getByRole('button', { name: /Share/ }).click();
  await expect(page.getByText('Link copied to clipboard. Ready to paste and share')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

  // View in room: switch the background, drag the work, show it at its true size.
  await page.getByRole('button', { name: /View in room/ }).click();
  const room = page.getByRole('dialog', { name: 'Artwork Background Preview' });
  await expect(room).toBeVisible();
  await expect(room.getByText('Loading artwork & background...')).toBeHidden({ timeout: 15_000 });
  await expect(room.getByRole('radio')).toHaveCount(11);
  await room.getByRole('radio', { name: 'Background 4' }).click();
  await expect(room.getByRole('radio', { name: 'Background 4' })).toHaveAttribute('aria-checked', 'true');
  await expect(room.getByText('Loading artwork & background...')).toBeHidden({ timeout: 15_000 });
  const artwork = room.getByTestId('room-artwork');
  const before = await artwork.boundingBox();
  await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2);
  await page.mouse.down();
  await page.mouse.move(before!.x + before!.width / 2 + 160, before!.y + before!.height / 2 + 40, { steps: 16 });
  await page.mouse.up();
  // The work follows the pointer frame by frame: on a loaded machine the last frames draw a moment later.
  await expect.poll(async () => (await artwork.boundingBox())!.x - before!.x, { timeout: 5_000 }).toBeGreaterThan(120);
  await room.getByRole('switch', { name: 'True size' }).click();
  await expect(room.getByRole('switch', { name: 'True size' })).toBeChecked();
  await expectAccessible(page, 'view in room dialog');
  await expect(room.getByText(new RegExp(`${work.width} x ${work.height} in`))).toBeVisible();
  await page.waitForTimeout(300);
  await keepScreenshot(page, testInfo, 'room-preview-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await keepScreenshot(page, testInfo, 'room-preview-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await room.getByRole('button', { name: 'Close' }).last().click();
  await expect(room).toBeHidden();

  // AR: the (fake) rear camera, a tap to place the work, the sliders, and the camera off on close.
  await page.getByRole('button', { name: /View on your wall \(AR\)/ }).click();
  const ar = page.getByRole('dialog', { name: 'AR Artwork Preview' });
  await expect(ar).toBeVisible();
  await expect(ar.getByText('Tap on wall to place artwork')).toBeVisible();
  await expect(ar.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => ar.locator('video').evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const view = ar.getByRole('application');
  const box = await view.boundingBox();
  await view.click({ position: { x: box!.width * 0.5, y: box!.height * 0.4 } });
  await expect(ar.getByRole('img', { name: `${work.title}, placed on your wall` })).toBeVisible();
  await expect(ar.getByText('Tap on wall to place artwork')).toBeHidden();
  const opacity = ar.getByRole('slider', { name: 'Opacity' });
  await opacity.focus();
  for (let i = 0; i < 15; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(opacity).toHaveValue('0.8');
  const scale = ar.getByRole('slider', { name: 'Scale' });
  await scale.focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(scale).toHaveValue('1.2');
  await expectAccessible(page, 'AR preview dialog');
  await page.waitForTimeout(300);
  await keepScreenshot(page, testInfo, 'ar-preview-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await keepScreenshot(page, testInfo, 'ar-preview-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await ar.getByRole('button', { name: 'Close' }).last().click();
  await expect(ar).toBeHidden();
  const states = await page.evaluate(() =>
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams.flatMap((stream) => stream.getTracks().map((track) => track.readyState)),
  );
  expect(states.length).toBeGreaterThan(0);
  expect(states.every((state) => state === 'ended')).toBe(true);

  // A question and an offer, each with the captcha.
  const stamp = Date.now();
  const message = `Is this work ready to hang? (${stamp})`;
  await page.getByRole('button', { name: /Questions\?/ }).click();
  const dialog = page.getByRole('dialog', { name: `Ask about ${work.title}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'question dialog');
  await sendQuestion(dialog, message);
  await expect(page.getByText('Message sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const offerMessage = `Would you take less for it? (${stamp})`;
  await page.getByRole('button', { name: /Make an offer/ }).click();
  const offerDialog = page.getByRole('dialog', { name: `Make an offer on ${work.title}` });
  await expect(offerDialog).toBeVisible();
  await expectAccessible(page, 'offer dialog');
  await sendQuestion(offerDialog, offerMessage, 321);
  await expect(page.getByText('Message sent successfully').last()).toBeVisible();
  await expect(offerDialog).toBeHidden();

  // Phones.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await keepScreenshot(page, testInfo, 'artwork-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await keepScreenshot(page, testInfo, 'artwork-1440-full', true);

  // The admin reads it on Questions & Offers.
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await skipMaintenanceAlert(admin);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto('/');
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/profile');
  await admin.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Questions & Offers/ }).click();
  await expect(admin).toHaveURL(/\/questions$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Questions & Offers' })).toBeVisible();
  await expectAccessible(admin, 'questions and offers');
  const row = admin.getByRole('row', { name: new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: work.title })).toHaveAttribute('href', rightPath);
  await expect(row).toContainText('vera@example.test');
  await expect(admin.getByRole('row', { name: new RegExp(offerMessage.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await keepScreenshot(admin, testInfo, 'questions-1440');

  // Both arrived in the outbox: to the team's support address and to the artist.
  const { supportEmail } = (await (await adminContext.request.get('/api/config')).json()) as { supportEmail: string };
  const artists = (await (await adminContext.request.get(`/api/admin/users?role=artist&search=${encodeURIComponent(work.artist.name)}`)).json()) as {
    items: Array<{ id: string; email: string }>;
  };
  const artistEmail = artists.items.find((person) => person.id === work.artist.id)?.email;
  expect(artistEmail).toBeTruthy();
  const teamQuestion = await mailWith(adminContext.request, supportEmail, 'question-team', message);
  expect(teamQuestion.subject).toBe(`Question about ${work.title}`);
  expect(teamQuestion.text).toContain('vera@example.test');
  const artistQuestion = await mailWith(adminContext.request, artistEmail!, 'question-artist', message);
  expect(artistQuestion.subject).toBe(`A question about ${work.title}`);
  const teamOffer = await mailWith(adminContext.request, supportEmail, 'offer-team', offerMessage);
  expect(teamOffer.subject).toBe(`Offer of $321 for ${work.title}`);
  expect(teamOffer.text).toContain('Offer: $321');
  const artistOffer = await mailWith(adminContext.request, artistEmail!, 'offer-artist', offerMessage);
  expect(artistOffer.subject).toBe(`An offer for ${work.title}`);
  expect(artistOffer.text).toContain('Offer: $321');
  // The artist is not given the sender's contact details; the team follows up.
  expect(artistOffer.text).not.toContain('vera@example.test');
  await adminContext.close();
});

test('a visitor’s artwork page comes drawn from the server; the app takes it over and keeps a click made before it was there', async ({ page }) => {
  const work = await pickWork(page);
  const address = artworkPath(work.title, work.id);
  // The page's HTML has the work in it (no script needed to read it), and asks for no script before it paints.
  const html = await (await page.request.get(address)).text();
  expect(html).toContain('<h1 class="artwork-detail__title">');
  expect(html).toContain('Add to cart');
  expect(html).not.toContain('<script type="module"');

  // The app's code held back, so the click surely comes before the app is there.
  const { release, problems } = await holdAppCode(page);
  await page.goto(address, { waitUntil: 'domcontentloaded' });
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(work.title);
  await title.evaluate((element) => element.setAttribute('data-drawn', 'server'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  release();
  // The click counted once the app took the page over: the work is in the cart.
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  // Taken over, not drawn again: the heading is the element the server sent.
  await expect(page.locator('h1[data-drawn="server"]')).toHaveCount(1);
  expect(problems).toEqual([]);
  await expectAccessible(page, 'artwork page drawn on the server');
});

test('a shared link to a work that does not exist ends on the data-not-found page', async ({ page }) => {
  const response = await page.goto('/artwork-for-sale/Nothing-Here-999999');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/data-not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the artwork page loads sized images: thumbnails from the thumb size, the main image from small, card, medium or large, never a large file for a thumbnail', async ({ browser, page }, testInfo) => {
  test.setTimeout(150_000);
  const work = await pickWork(page);
  // Demo works have one image each; two more (other works' images) make a row of thumbnails.
  const images = [...work.images, ...(await renderedImages(page, work, 2))];
  const files = (image: WorkImage, size: keyof WorkImage['sizes']) => {
    const variant = image.sizes[size];
    return variant ? [variant.webp, variant.jpeg] : [];
  };

  for (const width of [390, 1440]) {
    // A fresh browser per width, so nothing comes from an earlier load's cache.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width, height: width === 390 ? 844 : 900 } });
    const visitor = await context.newPage();
    await skipMaintenanceAlert(visitor);
    await visitor.route(`**/api/artworks/${work.id}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), images } });
    });
    const requested: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'image') requested.push(pathOf(request.url()));
    });

    await visitor.goto(`/artwork-for-sale/Work-${work.id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    const thumbs = visitor.getByRole('list', { name: 'Images of this artwork' }).getByRole('button', { name: /^Show image/ });
    await expect(thumbs).toHaveCount(images.length);
    const hero = visitor.getByRole('button', { name: `Zoom into ${work.title}` }).locator('img');
    const loaded = (img: Locator) => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
    await expect.poll(() => loaded(hero)).toBe(true);
    for (let index = 0; index < images.length; index += 1) await expect.poll(() => loaded(thumbs.nth(index).locator('img'))).toBe(true);
    await visitor.waitForLoadState('networkidle');

    // Each thumbnail shows, and the browser fetched, the thumb size of its image, and nothing bigger.
    for (const [index, image] of images.entries()) {
      const shown = pathOf(await thumbs.nth(index).locator('img').evaluate((element: HTMLImageElement) => element.currentSrc));
      expect(files(image, 'thumb'), `thumbnail ${index + 1}`).toContain(shown);
      expect(requested.some((path) => files(image, 'thumb').includes(path)), `thumbnail ${index + 1} requested`).toBe(true);
    }
    for (const [index, image] of images.slice(1).entries()) {
      const bigger = [...files(image, 'card'), ...files(image, 'medium'), ...files(image, 'large'), pathOf(image.url)];
      expect(requested.filter((path) => bigger.includes(path)), `image ${index + 2} is only a thumbnail yet`).toEqual([]);
    }
    // The main image: the small, card or medium size on a phone (as wide as the picture is drawn),
    // the card, medium or large one where it is shown wider.
    const main = pathOf(await hero.evaluate((element: HTMLImageElement) => element.currentSrc));
    const phoneSizes = [...files(images[0]!, 'small'), ...files(images[0]!, 'card'), ...files(images[0]!, 'medium')];
    expect(width === 390 ? phoneSizes : [...files(images[0]!, 'card'), ...files(images[0]!, 'medium'), ...files(images[0]!, 'large')], `main image at ${width}`).toContain(main);
    expect(requested.filter(isLarge), `large files at ${width} before zooming`).toEqual(isLarge(main) ? [main] : []);
    console.log(`${width} px: main image ${main}; ${requested.filter((path) => path.startsWith('/media/')).length} media requests: ${[...new Set(requested.filter((path) => path.startsWith('/media/')))].join(' ')}`);

    // Choosing the third thumbnail loads that image at the main size; the zoom loads large only when opened.
    const before = requested.length;
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => loaded(hero)).toBe(true);
    const switched = pathOf(await hero.evaluate((element: HTMLImageElement) => element.currentSrc));
    expect([...files(images[2]!, 'small'), ...files(images[2]!, 'card'), ...files(images[2]!, 'medium'), ...files(images[2]!, 'large')]).toContain(switched);
    if (width === 390) expect(requested.slice(before).filter(isLarge)).toEqual([]);
    await visitor.getByRole('button', { name: `Zoom into ${work.title}` }).click();
    const zoomed = visitor.getByRole('dialog').getByRole('img', { name: `${work.title}, image 3 of ${images.length}` });
    await expect(zoomed).toBeVisible();
    await expect.poll(() => loaded(zoomed)).toBe(true);
    expect(requested).toContain(images[2]!.sizes.large.jpeg);
    await context.close();
  }
});
