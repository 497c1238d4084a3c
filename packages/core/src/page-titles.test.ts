import { describe, expect, it } from 'vitest';
import { documentTitle, fillProduct, isProductPage, NOT_FOUND_TITLE, pageTitle } from './page-titles.ts';

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
});
