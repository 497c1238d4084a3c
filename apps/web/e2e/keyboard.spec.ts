import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './a11y.ts';
import { signUpFormLoaded, skipMaintenanceAlert, uniqueEmail } from './accounts-helpers.ts';
import { quizNow } from './quiz-helpers.ts';

// The quiz, the gallery, the cart and checkout with the keyboard alone: Tab, Shift+Tab, Enter,
// Space, Escape, arrows and the letter keys, never the mouse. Every stop Tab reaches must show
// where the focus is, every dialog must keep the focus inside it and give it back on close.

interface Work {
  id: number;
  title: string;
  sold: number;
}

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/**
 * Describes the focused element, or why its focus cannot be seen. A focus shows when the element,
 * one of its four nearest ancestors (an input's frame, a select's box) or its next sibling (a
 * checkbox's box) has an outline, or a shadow it does not have without the focus: an unfocused
 * copy of it, without its '…-focused' class, tells.
 */
async function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return 'nothing has the focus';
    const name = `${active.tagName.toLowerCase()}${active.className && typeof active.className === 'string' ? `.${active.className.trim().split(/\s+/).join('.')}` : ''} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
    const box = active.getBoundingClientRect();
    if (box.width === 0 && box.height === 0 && active.getClientRects().length === 0) return `${name} has the focus but is not displayed`;
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    const outlined = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !transparent(style.outlineColor);
    const shadowOnlyWithFocus = (element: Element, style: CSSStyleDeclaration) => {
      if (style.boxShadow === 'none' || element.tagName.includes('-')) return false;
      const copy = element.cloneNode(false) as Element;
      copy.removeAttribute('id');
      for (const name of [...copy.classList]) if (name.endsWith('-focused')) copy.classList.remove(name);
      element.after(copy);
      const rest = getComputedStyle(copy).boxShadow;
      copy.remove();
      return rest !== style.boxShadow;
    };
    const ancestors: Array<Element | null> = [];
    for (let parent = active.parentElement; parent && ancestors.length < 4; parent = parent.parentElement) ancestors.push(parent);
    const candidates = [active, ...ancestors, active.nextElementSibling].filter((element): element is HTMLElement => element instanceof HTMLElement);
    for (const element of candidates) {
      const style = getComputedStyle(element);
      if (outlined(style) || shadowOnlyWithFocus(element, style)) return null;
    }
    return `${name} has the focus without an outline or a focus shadow`;
  });
}

async function expectVisibleFocus(page: Page): Promise<void> {
  expect(await focusProblem(page)).toBeNull();
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (Shift+Tab with back) until `target` has the focus, checking each stop on the way shows it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
  }
  throw new Error(`the focus never reached ${target.toString()} in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** The dialog holds the focus: going round with Tab, then back with Shift+Tab, never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 14): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} ${i + 1} stays in the dialog`).toBe(true);
      await expectVisibleFocus(page);
    }
  }
}

/** Escape closes the dialog and the focus goes back to what opened it. */
async function escapeReturnsTo(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectVisibleFocus(page);
}

/** The simple collector sign-up, filled in and sent with the keyboard (the captcha ticked with Space). */
async function signUpByKeyboard(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /as a collector$/ });
  await expect(dialog).toBeVisible();
  await signUpFormLoaded(dialog);
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await typeInto(page, dialog.getByLabel('Full name'), person.name);
  await typeInto(page, dialog.getByLabel('Email'), person.email);
  await typeInto(page, dialog.getByLabel('Phone'), '312 555 0100');
  await typeInto(page, dialog.getByLabel('Password', { exact: true }), person.password);
  await typeInto(page, dialog.getByLabel('Confirm password'), person.password);
  const terms = dialog.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const submit = dialog.getByRole('button', { name: 'Sign up', exact: true });
  await expect(submit).toBeDisabled();
  await tabTo(page, dialog.getByRole('checkbox', { name: "I'm not a robot" }));
  await page.keyboard.press('Space');
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
}

const galleryTitle = (page: Page) => page.locator('.gallery-label__title');

test('a collector signs up, takes the taste test and rates the gallery with the keyboard alone', async ({ page }) => {
  test.setTimeout(360_000);
  await page.goto('/');

  // The sign-in dialog holds the focus and gives it back to LOG IN/SIGN UP.
  const logIn = page.getByRole('button', { name: 'LOG IN/SIGN UP' });
  await tabTo(page, logIn);
  await page.keyboard.press('Enter');
  const signIn = page.getByRole('dialog', { name: /^Log in to / });
  await expect(signIn).toBeVisible();
  await expectFocusTrapped(page, signIn);
  await escapeReturnsTo(page, signIn, logIn);

  // Switching to the sign-up draws another dialog: closing it still gives the focus back.
  await page.keyboard.press('Enter');
  await expect(signIn).toBeVisible();
  await tabTo(page, signIn.getByRole('button', { name: 'Sign up' }));
  await page.keyboard.press('Enter');
  const signUp = page.getByRole('dialog', { name: /as a collector$/ });
  await expect(signUp).toBeVisible();
  await signUpFormLoaded(signUp);
  await expectFocusTrapped(page, signUp, 4);
  await escapeReturnsTo(page, signUp, logIn);

  // Sign up, by keyboard.
  await page.keyboard.press('Enter');
  await expect(signIn).toBeVisible();
  await tabTo(page, signIn.getByRole('button', { name: 'Sign up' }));
  await page.keyboard.press('Enter');
  await signUpByKeyboard(page, { name: 'Kim Keys', email: uniqueEmail('keys'), password: 'keyboard-pass-1' });
  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome).toBeVisible();
  await expect.poll(() => welcome.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await tabTo(page, welcome.getByRole('button', { name: 'Take The Taste Test' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tastequiz$/);

  // The quiz, straight from the welcome: no second welcome stands in the way.
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // How it works: a dialog that holds the focus and gives it back.
  const help = page.getByRole('button', { name: 'How it works' });
  await tabTo(page, help);
  await page.keyboard.press('Enter');
  const helpDialog = page.getByRole('dialog', { name: 'How the Taste Test works' });
  await expect(helpDialog).toBeVisible();
  await expectFocusTrapped(page, helpDialog, 4);
  await escapeReturnsTo(page, helpDialog, help);

  // Like with Enter, dislike with Space: each answer moves on and the focus stays on the button.
  // The quiz chooses each next work from the answers, so the title to expect is read once they are stored.
  const askedNext = async (answered: number): Promise<string> => {
    await expect.poll(async () => (await quizNow(page.request)).items.length).toBe(answered);
    return (await quizNow(page.request)).next!.title;
  };
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(await askedNext(0));
  const like = page.getByRole('button', { name: 'Like', exact: true });
  const dislike = page.getByRole('button', { name: 'Dislike', exact: true });
  await tabTo(page, like);
  await page.keyboard.press('Enter');
  await expect(heading).toHaveText(await askedNext(1));
  await expect(like).toBeFocused();
  await expectVisibleFocus(page);
  await tabTo(page, dislike, { back: true });
  await page.keyboard.press('Space');
  const third = await askedNext(2);
  await expect(heading).toHaveText(third);
  await expect(dislike).toBeFocused();

  // ← goes back to the answered work, → forward again.
  await page.keyboard.press('ArrowLeft');
  await expect(heading).toHaveText((await quizNow(page.request)).items[1]!.work.title);
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(heading).toHaveText(third);
  await expectAccessible(page, 'taste test by keyboard');

  // L and D for the rest.
  const { total } = await quizNow(page.request);
  for (let position = 2; position < total; position += 1) {
    await expect(heading).toHaveText(await askedNext(position));
    await page.keyboard.press(position % 3 === 0 ? 'l' : 'd');
  }
  const done = page.getByRole('dialog', { name: /^Welcome to .+!$/ });
  await expect(done).toBeVisible();
  await expectFocusTrapped(page, done, 3);
  await tabTo(page, done.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gallery$/);

  // The gallery: → and ← move between works, also from the work's own button.
  const queue = (await (await page.request.get('/api/taste/queue')).json()) as { items: Array<{ work: { title: string } }> };
  const titleOf = (index: number) => queue.items[index]!.work.title.slice(0, 70);
  await expect(galleryTitle(page)).toHaveText(titleOf(0));
  const open = page.getByRole('button', { name: /^Open the details of / });
  await tabTo(page, open);
  await page.keyboard.press('ArrowRight');
  await expect(galleryTitle(page)).toHaveText(titleOf(1));
  await expect(page.locator('.gallery-toolbar__count')).toHaveText(`2 / ${queue.items.length}`);
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowLeft');
  await expect(galleryTitle(page)).toHaveText(titleOf(0));
  await expectVisibleFocus(page);

  // Like and dislike are reachable with Tab: each rating is stored and the gallery moves on.
  const galleryLike = page.getByRole('button', { name: 'Like', exact: true });
  await tabTo(page, galleryLike);
  let rated = page.waitForResponse((response) => response.url().endsWith('/api/ratings') && response.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await rated).ok()).toBe(true);
  await expect(galleryTitle(page)).toHaveText(titleOf(1));
  await expect(galleryLike).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Dislike', exact: true }), { back: true });
  rated = page.waitForResponse((response) => response.url().endsWith('/api/ratings') && response.request().method() === 'POST');
  await page.keyboard.press('Space');
  expect((await rated).ok()).toBe(true);
  await expect(galleryTitle(page)).toHaveText(titleOf(2));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: 'Dislike', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');

  // The Filter dialog holds the focus and gives it back.
  const filterButton = page.getByRole('button', { name: 'Filter', exact: true });
  await tabTo(page, filterButton, { back: true });
  await page.keyboard.press('Enter');
  const filter = page.getByRole('dialog', { name: 'Filter' });
  await expect(filter).toBeVisible();
  await expectFocusTrapped(page, filter);
  await escapeReturnsTo(page, filter, filterButton);

  // The details open with Enter and Go back returns to the work's button.
  await tabTo(page, open);
  const title = (await galleryTitle(page).textContent())!;
  await page.keyboard.press('Enter');
  const back = page.getByRole('button', { name: 'Go back' });
  await expect(back).toBeVisible();
  await tabTo(page, back);
  await page.keyboard.press('Enter');
  await expect(galleryTitle(page)).toHaveText(title);
  await expect(open).toBeFocused();
  await expectVisibleFocus(page);
});

test('a visitor fills a cart, signs up and checks out with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(300_000);
  // Two works the other journeys leave alone: not on the home marquee, which they buy and ask about.
  const slider = (await (await request.get('/api/home/slider')).json()) as { slides: Array<{ artworkId: number }> };
  const onHome = new Set(slider.slides.map((slide) => slide.artworkId));
  const { items } = (await (await request.get('/api/artworks?limit=500')).json()) as { items: Work[] };
  const [work, other] = items.filter((item) => item.sold === 0 && !onHome.has(item.id)).slice(-2);
  expect(work && other).toBeTruthy();

  // Add to cart on each work's page, with Enter.
  for (const each of [other!, work!]) {
    await page.goto(`/artwork-for-sale/Work-${each.id}`);
    await expect(page.getByRole('heading', { level: 1, name: each.title })).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await expect(add).toBeEnabled();
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const remove = page.getByRole('button', { name: 'Remove from cart', exact: true });
    await expect(remove).toBeVisible();
    await expect(remove).toBeFocused();
  }

  // The cart link in the top bar, with Enter.
  const cartLink = page.getByRole('link', { name: 'Cart, 2 items' });
  await tabTo(page, cartLink, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/check-out$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expectAccessible(page, 'visitor cart');

  // Remove one with the keyboard: the focus stays in the cart instead of falling to the page.
  await tabTo(page, page.getByRole('button', { name: `Remove "${other!.title}" from your cart` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: other!.title })).toHaveCount(0);
  await expectVisibleFocus(page);
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.visitor-checkout')))).toBe(true);

  // Sign up from the cart; the welcome's Close leads to /checkout.
  const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
  await tabTo(page, signUp);
  await page.keyboard.press('Enter');
  await signUpByKeyboard(page, { name: 'Cleo Checkout', email: uniqueEmail('keys-buyer'), password: 'keyboard-pass-2' });
  const welcome = page.getByRole('dialog', { name: /Welcome/ });
  await expect(welcome).toBeVisible();
  await tabTo(page, welcome.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // The shipping form: name and e-mail come from the account; the rest is typed, the city picked
  // from its list with Enter.
  const form = page.getByRole('form', { name: 'Shipping details' });
  await expect(form.getByLabel('Full name')).toHaveValue('Cleo Checkout');
  await typeInto(page, form.getByLabel('Address'), '1200 Lake Shore Dr, Apt 4');
  const city = form.getByRole('combobox', { name: /^City/ });
  await tabTo(page, city);
  await page.keyboard.type('Evans');
  // The first match is the active option: Enter takes it.
  const option = page.locator('.ant-select-item-option[title="Evanston"]');
  await expect(option).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(option).toBeHidden();
  await expect(form.getByTitle('Evanston', { exact: true })).toBeVisible();
  await typeInto(page, form.getByLabel('ZIP code'), '60201');
  await typeInto(page, form.getByLabel('Delivery notes (optional)'), 'Please call before delivery.');
  await expectAccessible(page, 'checkout filled in by keyboard');
  const place = form.getByRole('button', { name: /^Place order/ });
  await tabTo(page, place);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/purchase-sucess$/);
  await expect(page.getByRole('list', { name: 'Works in your order' })).toContainText(work!.title);
  await expectAccessible(page, 'purchase success');

  // Go To Gallery; the thanks dialog there holds the focus and closes with Escape.
  await tabTo(page, page.getByRole('button', { name: 'Go To Gallery' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gallery$/);
  const thanks = page.getByRole('dialog', { name: 'Your work is on hold for you' });
  await expect(thanks).toBeVisible();
  await expectFocusTrapped(page, thanks, 4);
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
});
