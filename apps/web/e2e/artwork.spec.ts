import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, signIn, skipMaintenanceAlert, solveCaptcha } from './accounts-helpers.ts';

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

interface Work {
  id: number;
  title: string;
  description: string;
  sold: number;
  width: number;
  height: number;
  images: Array<{ sizes: { large: { jpeg: string } } }>;
}

const visibleText = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/**
 * An available demo work whose description is long enough to be cut at 450 characters, and whose
 * image is already rendered: a fresh server renders the home page's works first, the rest after.
 */
async function pickWork(page: Page): Promise<Work> {
  const [works, slider] = await Promise.all([page.request.get('/api/artworks?limit=500'), page.request.get('/api/home/slider')]);
  const { items } = (await works.json()) as { items: Work[] };
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

async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
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
  await shoot(page, testInfo, 'artwork-1440');
  await hero.click();
  const zoomed = page.getByRole('dialog').getByRole('img', { name: `${work.title}, image 1 of 1` });
  await expect(zoomed).toBeVisible();
  await expect(zoomed).toHaveAttribute('src', work.images[0]!.sizes.large.jpeg);
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
  await page.mouse.move(before!.x + before!.width / 2 + 160, before!.y + before!.height / 2 + 40, { steps: 8 });
  await page.mouse.up();
  const after = await artwork.boundingBox();
  expect(after!.x - before!.x).toBeGreaterThan(120);
  await room.getByRole('switch', { name: 'True size' }).click();
  await expect(room.getByRole('switch', { name: 'True size' })).toBeChecked();
  await expect(room.getByText(new RegExp(`${work.width} x ${work.height} in`))).toBeVisible();
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'room-preview-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'room-preview-390');
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
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'ar-preview-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'ar-preview-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await ar.getByRole('button', { name: 'Close' }).last().click();
  await expect(ar).toBeHidden();
  const states = await page.evaluate(() =>
    (window as unknown as { openedStreams: MediaStream[] }).openedStreams.flatMap((stream) => stream.getTracks().map((track) => track.readyState)),
  );
  expect(states.length).toBeGreaterThan(0);
  expect(states.every((state) => state === 'ended')).toBe(true);

  // A question, with the captcha.
  const message = `Is this work ready to hang? (${Date.now()})`;
  await page.getByRole('button', { name: /Questions\?/ }).click();
  const dialog = page.getByRole('dialog', { name: `Ask about ${work.title}` });
  await dialog.getByLabel('Full name').fill('Vera Visitor');
  await dialog.getByLabel('Email', { exact: true }).fill('vera@example.test');
  await dialog.getByLabel('Confirm email').fill('vera@example.test');
  await dialog.getByLabel('Phone', { exact: true }).fill('312 555 0177');
  await dialog.getByLabel('Confirm phone').fill('312 555 0177');
  await dialog.getByLabel('Message').fill(message);
  const send = dialog.getByRole('button', { name: 'Send question' });
  await solveCaptcha(dialog, send);
  await send.click();
  await expect(page.getByText('Message sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Phones.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await shoot(page, testInfo, 'artwork-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, testInfo, 'artwork-1440-full', true);

  // The admin reads it on Questions & Offers.
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const admin = await adminContext.newPage();
  await skipMaintenanceAlert(admin);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto('/');
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/profile');
  await admin.getByRole('menuitem', { name: /Questions & Offers/ }).click();
  await expect(admin).toHaveURL(/\/questions$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Questions & Offers' })).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: work.title })).toHaveAttribute('href', rightPath);
  await expect(row).toContainText('vera@example.test');
  await shoot(admin, testInfo, 'questions-1440');
  await adminContext.close();
});

test('a shared link to a work that does not exist ends on the data-not-found page', async ({ page }) => {
  const response = await page.goto('/artwork-for-sale/Nothing-Here-999999');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/data-not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
