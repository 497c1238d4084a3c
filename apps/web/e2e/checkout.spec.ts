import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';
import { wordsBrokenAcrossLines } from './geometry.ts';
import { shootWidths } from './screenshots.ts';
import { ADMIN, signIn, signUpInDialog, signUpSimple, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';

interface Work {
  id: number;
  title: string;
  sold: number;
}

/** Closes the welcome shown after sign-up, staying on the page. */
async function closeWelcome(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
}

async function fillShipping(page: Page, form: Locator): Promise<void> {
  await form.getByLabel('Address').fill('1200 Lake Shore Dr, Apt 4');
  await form.getByRole('combobox', { name: /^City/ }).click();
  await page.keyboard.type('Evans');
  await page.getByTitle('Evanston', { exact: true }).click();
  await form.getByLabel('ZIP code').fill('60201');
  await form.getByLabel('Delivery notes (optional)').fill('Please call before delivery.');
}

/** Opens a work's own page (a link with any title is put right) and presses Add to cart there. */
async function addFromArtworkPage(page: Page, work: Work): Promise<void> {
  await page.goto(`/artwork-for-sale/Work-${work.id}`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('button', { name: 'Remove from cart', exact: true })).toBeVisible();
}

/** A work's page for a work that is on hold or sold: its state with the tooltip, nothing to buy it with. */
async function expectWorkState(page: Page, work: Work, state: 'On hold' | 'Sold', tooltip: string): Promise<void> {
  await page.goto(`/artwork-for-sale/Work-${work.id}`);
  const title = page.getByRole('heading', { level: 1, name: work.title });
  await expect(title).toBeVisible();
  // The state beside the price (the artist's other works below carry their own).
  const tag = title.locator('..').getByText(state, { exact: true });
  await expect(tag).toBeVisible();
  await tag.hover();
  await expect(page.getByRole('tooltip')).toHaveText(tooltip);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Make an offer/ })).toHaveCount(0);
}

/** A second buyer in their own browser, signed up, with the work in their cart and /checkout open. */
async function secondBuyerAtCheckout(browser: Browser, work: Work): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  // An empty cart: signing up from LOG IN/SIGN UP.
  await page.goto('/check-out');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await signUpSimple(page, { name: 'Berthe Second', email: uniqueEmail('second-buyer'), password: 'second-buyer-1' });
  await closeWelcome(page);
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page, 'empty checkout');
  await addFromArtworkPage(page, work);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/checkout');
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.getByRole('form', { name: 'Shipping details' });
  await expect(page.getByRole('link', { name: work.title }).first()).toBeVisible();
  await fillShipping(page, form);
  return { page, close: () => context.close() };
}

test('a visitor’s cart joins the account at sign-up, the order holds the work, and the admin confirms the sale', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(240_000);
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const config = (await (await request.get('/api/config')).json()) as { supportEmail: string; supportPhone: string };
  // Works of the home marquee: their images are drawn before the server starts listening.
  const slider = (await (await request.get('/api/home/slider')).json()) as { slides: Array<{ artworkId: number }> };
  const works: Work[] = [];
  for (const { artworkId } of slider.slides.slice(-6)) works.push((await (await request.get(`/api/artworks/${artworkId}`)).json()) as Work);
  const [work, companion] = works.filter((item) => item.sold === 0).slice(-2);
  expect(work && companion).toBeTruthy();

  // A visitor puts both works in the cart with Add to cart on their pages; the cart lives in session storage.
  await addFromArtworkPage(page, work!);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await shootWidths(page, testInfo, 'artwork-in-cart');
  await addFromArtworkPage(page, companion!);
  expect(JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('cartItems'))) ?? '[]')).toEqual([
    expect.objectContaining({ workId: work!.id }),
    expect.objectContaining({ workId: companion!.id }),
  ]);
  await page.goto('/about-us');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toHaveAttribute('href', '/check-out');
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/check-out$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: work!.title }).first()).toBeVisible();
  await expectAccessible(page, 'visitor cart');
  // One of the two goes before ordering.
  await page.getByRole('button', { name: `Remove "${companion!.title}" from your cart` }).click();
  await expect(page.getByRole('link', { name: companion!.title })).toHaveCount(0);
  await shootWidths(page, testInfo, 'visitor-cart');

  // Signing up moves the cart into the account; /checkout takes over.
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const email = uniqueEmail('buyer');
  await signUpInDialog(page, { name: 'Ada Buyer', email, password: 'buyer-pass-1' });
  await closeWelcome(page);
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('cartItems'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/checkout');
  const form = page.getByRole('form', { name: 'Shipping details' });
  await expect(form.getByLabel('Full name')).toHaveValue('Ada Buyer');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('list', { name: 'Works in your cart' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'checkout');
  await fillShipping(page, form);

  // Another collector wants the same work and has the checkout open at the same time.
  const rival = await secondBuyerAtCheckout(browser, work!);
  await shootWidths(page, testInfo, 'checkout');

  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/purchase-sucess$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText('Our team will contact you to coordinate the shipping date and time.')).toBeVisible();
  await expect(page.getByRole('link', { name: config.supportEmail })).toBeVisible();
  await expect(page.getByRole('link', { name: config.supportPhone })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Works in your order' })).toContainText(work!.title);
  await expectAccessible(page, 'purchase success');
  await shootWidths(page, testInfo, 'purchase-success');

  // The rival's order fails with the work named, and their details stay in the form.
  const rivalForm = rival.page.getByRole('form', { name: 'Shipping details' });
  await rivalForm.getByRole('button', { name: /^Place order/ }).click();
  await expect(rivalForm.getByText(`"${work!.title}" is no longer available.`).first()).toBeVisible();
  await expect(rivalForm.getByLabel('Address')).toHaveValue('1200 Lake Shore Dr, Apt 4');
  await expect(rival.page.getByText('No longer available', { exact: true })).toBeVisible();
  await expect(rivalForm.getByRole('button', { name: /^Place order/ })).toBeDisabled();
  await expectAccessible(rival.page, 'checkout refusing a work on hold');
  await shootWidths(rival.page, testInfo, 'checkout-taken', [1440]);

  // On the work's own page the rival sees it on hold, with the spec's tooltip, and no Add to cart.
  await expectWorkState(rival.page, work!, 'On hold', 'Artwork put on hold by collector for purchase');
  await shootWidths(rival.page, testInfo, 'artwork-on-hold');

  await page.getByRole('button', { name: 'Go To Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  // The gallery reads the post-purchase flag once and thanks the buyer.
  const thanks = page.getByRole('dialog', { name: 'Your work is on hold for you' });
  await expect(thanks).toBeVisible();
  await expectAccessible(page, 'gallery thanking the buyer');
  await thanks.getByRole('button', { name: 'Keep exploring' }).click();
  await expect(thanks).toBeHidden();

  // My Purchases shows the order, the work on hold with its time left.
  await page.goto('/my-purchases');
  const placed = page.getByRole('article', { name: /^Order #/ });
  await expect(placed).toContainText(work!.title);
  await expect(placed).toContainText('On hold for you');
  await expect(placed).toContainText(/2 days 23 hours left|3 days left/);
  await shootWidths(page, testInfo, 'my-purchases');

  // The admin confirms the sale on Hold Orders, and sees it on Artwork Sales with the commission.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await skipMaintenanceAlert(admin);
  await admin.setViewportSize({ width: 1440, height: 900 });
  await admin.goto('/');
  await signIn(admin, ADMIN.email, ADMIN.password);
  // The admin's home counts the hold and leads to Hold Orders.
  await admin.goto('/admin');
  const holdsWaiting = admin.getByRole('region', { name: 'Holds waiting' });
  await expect(holdsWaiting).toContainText(`${work!.title} for Ada Buyer`);
  await expect(admin.getByRole('region', { name: /^Ratings per day/ }).locator('canvas')).toBeVisible();
  await expectAccessible(admin, "the admin's home");
  await shootWidths(admin, testInfo, 'admin-home');
  await holdsWaiting.getByRole('link', { name: 'Decide on Hold Orders' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Hold Orders' })).toBeVisible();
  const heldCard = admin.getByRole('article', { name: work!.title });
  await expect(heldCard).toContainText('Ada Buyer');
  await expect(heldCard).toContainText('1200 Lake Shore Dr, Apt 4, Evanston');
  await shootWidths(admin, testInfo, 'hold-orders');
  // On a phone the buyer's address wraps, if at all, after the @ or before a dot, never mid-word.
  await admin.setViewportSize({ width: 390, height: 844 });
  const buyerEmail = heldCard.locator(`a[href="mailto:${email}"]`);
  await expect(buyerEmail).toBeVisible();
  expect(await wordsBrokenAcrossLines(buyerEmail)).toEqual([]);
  await admin.setViewportSize({ width: 1440, height: 900 });

  await heldCard.getByRole('button', { name: 'Confirm sale' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(`Confirm the sale of "${work!.title}"?`);
  await expectAccessible(admin, 'confirm sale dialog');
  await dialog.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(admin.getByText('The sale is confirmed: the work is marked as sold.')).toBeVisible();
  await expect(admin.getByRole('article', { name: work!.title })).toHaveCount(0);

  await admin.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Artwork Sales' }).click();
  await expect(admin).toHaveURL(/\/my-purchases$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Artwork Sales' })).toBeVisible();
  await expectAccessible(admin, 'artwork sales');
  const row = admin.getByRole('row', { name: new RegExp(work!.title) });
  await expect(row).toContainText('Ada Buyer');
  // The demo catalogue's SOLD works are sales too, each bought by one of its collectors.
  await expect(admin.getByRole('row', { name: /Maya Ruiz|Tom Becker|Ana Lindqvist/ }).first()).toBeVisible();
  await expect(admin.getByRole('columnheader', { name: 'Commission (15%)' })).toBeVisible();
  await shootWidths(admin, testInfo, 'artwork-sales');

  // Orders finds the order by the work's title and tells its history: placed, confirmed, the e-mails.
  await admin.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await admin.getByRole('searchbox').fill(work!.title);
  await admin.getByRole('searchbox').press('Enter');
  await expect(admin).toHaveURL(/\/orders\?search=/);
  const orderRow = admin.getByRole('row', { name: new RegExp(work!.title) });
  await expect(orderRow).toContainText('Confirmed');
  await shootWidths(admin, testInfo, 'orders');
  await orderRow.getByRole('button', { name: /^#\d+$/ }).click();
  const history = admin.getByRole('dialog').getByRole('list', { name: 'History' });
  await expect(history).toContainText(`Hold placed for “${work!.title}”`);
  await expect(history).toContainText(`Sale confirmed for “${work!.title}”`);
  await expect(history).toContainText('E-mail to');
  await expectAccessible(admin, 'an order and its history');
  await shootWidths(admin, testInfo, 'order-history');
  await adminContext.close();

  // Once the sale is confirmed, the work's page says so.
  await expectWorkState(rival.page, work!, 'Sold', 'Artwork sold');
  await rival.close();

  // The buyer now sees the work as purchased.
  await page.reload();
  await expect(page.getByRole('article', { name: /^Order #/ })).toContainText('Purchased');
});
