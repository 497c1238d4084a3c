import { describe, expect, it } from 'vitest';
import { user } from '../testing/fixtures.ts';
import { flattenMenu, sideMenuItems, topBarItems, userMenuItems } from './menus.ts';

const labels = (items: ReturnType<typeof sideMenuItems>) => flattenMenu(items).map((item) => item.label);

describe('side menu by role', () => {
  it('gives the admin the admin tools, Artwork Sales instead of My Purchases', () => {
    const items = sideMenuItems(user({ role: 'admin' }), 'Vernissage');
    expect(labels(items)).toEqual([
      'Gallery',
      'Profile',
      'Settings',
      'Overview',
      'Invite',
      'Users',
      'Art Works',
      'Taste Test',
      'Snippets',
      'Manage Early Access',
      'Manage SEO Page',
      'Merchants',
      'Exhibitions',
      'Blogs',
      'Education',
      'Shared Links',
      'Hold Orders',
      'Orders',
      'Questions & Offers',
      'Artwork Sales',
      'Consultation Times',
      'My Ratings',
      'AI Recommendations',
      'List An Event',
    ]);
    expect(flattenMenu(items).find((item) => item.label === 'Snippets')?.to).toBe('/vernissage-snippet');
    expect(flattenMenu(items).find((item) => item.label === 'Art Works')?.to).toBe('/admin-art-works');
    expect(flattenMenu(items).find((item) => item.label === 'Questions & Offers')?.to).toBe('/questions');
  });

  it('names the snippet page after the product', () => {
    const items = sideMenuItems(user({ role: 'admin' }), 'Atelier Nord');
    expect(flattenMenu(items).find((item) => item.key === 'snippets')?.to).toBe('/atelier-nord-snippet');
  });

  it('gives an artist packing instructions and My Works, and Invite only with an invite count of 0', () => {
    expect(labels(sideMenuItems(user({ role: 'artist', inviteCount: 2 }), 'Vernissage'))).toEqual([
      'Gallery',
      'Profile',
      'Settings',
      'Packing Instructions',
      'My Works',
      'My Purchases',
      'My Ratings',
      'AI Recommendations',
      'List An Event',
    ]);
    expect(labels(sideMenuItems(user({ role: 'artist', inviteCount: 0 }), 'Vernissage'))).toContain('Invite');
  });

  it('gives a merchant My Works but no packing instructions', () => {
    const list = labels(sideMenuItems(user({ role: 'merchant' }), 'Vernissage'));
    expect(list).toContain('My Works');
    expect(list).not.toContain('Packing Instructions');
    expect(list).not.toContain('Hold Orders');
  });

  it('gives a collector only the entries every signed-in person has', () => {
    expect(labels(sideMenuItems(user({ role: 'collector' }), 'Vernissage'))).toEqual([
      'Gallery',
      'Profile',
      'Settings',
      'My Purchases',
      'My Ratings',
      'AI Recommendations',
      'List An Event',
    ]);
  });

  it('gives a visitor home, gallery, all artworks and a way to log in', () => {
    const items = sideMenuItems(null, 'Vernissage');
    expect(labels(items)).toEqual(['Home', 'Gallery', 'All Artworks', 'Log In / Sign Up']);
    expect(items.at(-1)?.action).toBe('log-in');
    // The crowd's gallery, which needs no account: /gallery is a member's own.
    expect(items.find((item) => item.key === 'gallery')?.to).toBe('/view-gallery');
    expect(topBarItems(null, 'Vernissage').find((item) => item.key === 'gallery')?.to).toBe('/view-gallery');
    expect(topBarItems(user(), 'Vernissage').find((item) => item.key === 'gallery')?.to).toBe('/gallery');
  });
});

describe('user menu', () => {
  it('shows Invite and My Works to artists and merchants only', () => {
    for (const role of ['artist', 'merchant'] as const) {
      expect(userMenuItems(user({ role })).map((item) => item.label)).toEqual([
        'Gallery',
        'Profile',
        'Settings',
        'Invite',
        'My Works',
        'My Purchases',
        'My Ratings',
        'All Artworks',
        'Sign Out',
      ]);
    }
    expect(userMenuItems(user({ role: 'collector' })).map((item) => item.label)).toEqual([
      'Gallery',
      'Profile',
      'Settings',
      'My Purchases',
      'My Ratings',
      'All Artworks',
      'Sign Out',
    ]);
  });
});

describe('top bar', () => {
  it('offers the Taste Test only to a signed-in person who has not completed it', () => {
    const hasTasteTest = (items: ReturnType<typeof topBarItems>) => labels(items).includes('Taste Test');
    expect(hasTasteTest(topBarItems(null, 'Vernissage'))).toBe(false);
    expect(hasTasteTest(topBarItems(user({ tasteTestStatus: 0 }), 'Vernissage'))).toBe(true);
    expect(hasTasteTest(topBarItems(user({ tasteTestStatus: null }), 'Vernissage'))).toBe(true);
    expect(hasTasteTest(topBarItems(user({ tasteTestStatus: 1 }), 'Vernissage'))).toBe(false);
  });

  it('names the Explore More entries after the product', () => {
    expect(labels(topBarItems(null, 'Vernissage'))).toEqual([
      'All Artworks',
      'Gallery',
      'Artists',
      'About',
      'About Us',
      'For Collectors',
      'For Artists',
      'Exhibitions',
      'Explore More',
      'Vernissage Education',
      'Vernissage News and Events',
    ]);
  });
});
