import { describe, expect, it } from 'vitest';
import { documentTitle, fillProduct, isMembersPage, isProductPage, NOT_FOUND_TITLE, pageTitle } from './page-titles.ts';

describe('page titles', () => {
  it('names each page, signed-in pages included, after the page and then the product', () => {
    expect(documentTitle('/my-ratings', 'Vernissage')).toBe('My Ratings | Vernissage');
    expect(documentTitle('/hold-orders', 'Atelier', 'admin')).toBe('Hold Orders | Atelier');
    expect(documentTitle('/profile', 'Vernissage')).toBe('Profile | Vernissage');
    expect(documentTitle('/signup/ada%40example.test', 'Vernissage')).toBe('Sign Up | Vernissage');
    expect(documentTitle('/project/projectDetails/12?tab=2', 'Vernissage')).toBe('Work Details | Vernissage');
    expect(documentTitle('/', 'Vernissage')).toBe('Vernissage');
  });

  it('gives no two kinds of page the product name alone', () => {
    for (const path of ['/gallery', '/checkout', '/check-out', '/purchase-sucess', '/my-purchases', '/users', '/questions', '/tastequiz', '/Gallery/']) {
      expect(pageTitle(path), path).not.toBeNull();
      expect(pageTitle(path), path).not.toBe(NOT_FOUND_TITLE);
    }
  });

  it('names the page a role sees on a shared path, the snippet page after any product, and unknown paths as not found', () => {
    expect(pageTitle('/my-purchases', 'collector')).toBe('My Purchases');
    expect(pageTitle('/my-purchases', 'admin')).toBe('Artwork Sales');
    expect(pageTitle('/atelier-snippet', 'admin')).toBe('Snippets');
    expect(pageTitle('/no-such-page')).toBe(NOT_FOUND_TITLE);
    expect(isProductPage('/no-such-page')).toBe(false);
    expect(isProductPage('/')).toBe(true);
    expect(isProductPage('/Gallery')).toBe(true);
  });

  it('fills the product name into an SEO record', () => {
    expect(fillProduct('{product} — Original art, ranked for your taste', 'Vernissage')).toBe('Vernissage — Original art, ranked for your taste');
  });

  it('tells the members’ pages a visitor is only told about from the public ones', () => {
    for (const path of ['/settings', '/Profile', '/tastequiz', '/project/projectDetails/12', '/manage-early-access', '/vernissage-snippet', '/atelier-snippet', '/checkout?step=2']) expect(isMembersPage(path), path).toBe(true);
    // The gallery is a members' page drawn light, whose code the server draws with: not one of them.
    for (const path of ['/', '/gallery', '/view-gallery', '/check-out', '/purchase-sucess', '/early-access', '/change-role/abc', '/unsubscribe', '/no-such-page', '/project/projectDetails']) expect(isMembersPage(path), path).toBe(false);
  });
});
