import { expect, expectAccessible, test } from './a11y.ts';
import sharp from 'sharp';
import { skipMaintenanceAlert, signUpSimple, uniqueEmail } from './accounts-helpers.ts';
import { keepScreenshot } from './screenshots.ts';

test.beforeEach(async ({ page }) => {
  await skipMaintenanceAlert(page);
});

test('a collector completes the profile, crops and uploads an image, and sees it in the menu', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const welcome = await signUpSimple(page, { name: 'Paula Profile', email: uniqueEmail('profile'), password: 'profile-pass-1' });
  await welcome.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Account menu for Paula Profile' }).click();
  await page.getByRole('menuitem', { name: /Profile/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expectAccessible(page, 'profile');

  const form = page.getByRole('form', { name: 'Profile details' });
  await form.getByLabel('Full name').fill('Paula Prints');
  await form.getByRole('combobox', { name: /^City/ }).click();
  await page.keyboard.type('Oak Park');
  await page.getByTitle('Oak Park', { exact: true }).click();
  await form.getByLabel('Address').fill('100 N Marion St');
  await form.getByRole('textbox', { name: 'Bio' }).click();
  await page.keyboard.type('Prints and small paintings.');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your Profile has been updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Paula Prints' })).toBeVisible();

  // A landscape photo: cropped to a square in the page, stored in every size by the server.
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f5fd0' } }).png().toBuffer();
  await page.getByLabel('Choose a profile image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
  const crop = page.getByRole('dialog', { name: 'Crop your profile image' });
  await expect(crop).toBeVisible();
  await expectAccessible(page, 'crop dialog');
  await page.waitForTimeout(400);
  await keepScreenshot(page, testInfo, 'profile-crop-1440');
  await crop.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Image uploaded successfully')).toBeVisible();
  await expect(crop).toBeHidden();

  const avatar = page.getByRole('button', { name: 'Account menu for Paula Prints' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/media\/users\/.+\/thumb\.webp$/);
  const src = await avatar.getAttribute('src');
  const response = await page.request.get(src!);
  const meta = await sharp(await response.body()).metadata();
  expect(meta.width).toBe(meta.height);

  // A file that is not an image is refused before any upload.
  await page.getByLabel('Choose a profile image').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByText('You can only upload JPG, JPEG, PNG or WEBP images.')).toBeVisible();
  await expectAccessible(page, 'profile refusing a file');

  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile details' }).getByLabel('Address')).toHaveValue('100 N Marion St');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await keepScreenshot(page, testInfo, `profile-${width}`, true);
  }
});
