import type { Role, SessionUser } from '@vernissage/core/schemas';
import { paths, productSnippetPath } from './paths.ts';

/**
 * The menus of spec/02 §2 as data, so who sees what is decided (and tested) in one place.
 * The menus only mirror permissions: the server checks every one of them.
 */

/** Something a menu item does instead of navigating. */
export type MenuAction = 'packing-instructions' | 'sign-out' | 'log-in';

/** Names of icons, mapped to components where menus are drawn. */
export type MenuIcon =
  | 'home'
  | 'gallery'
  | 'artworks'
  | 'profile'
  | 'settings'
  | 'invite'
  | 'users'
  | 'taste-test'
  | 'snippets'
  | 'early-access'
  | 'seo'
  | 'merchants'
  | 'exhibitions'
  | 'blogs'
  | 'education'
  | 'shared-links'
  | 'hold-orders'
  | 'orders'
  | 'overview'
  | 'questions'
  | 'sales'
  | 'purchases'
  | 'ratings'
  | 'recommendations'
  | 'event'
  | 'packing'
  | 'my-works'
  | 'log-in'
  | 'sign-out';

export interface MenuItem {
  key: string;
  label: string;
  icon?: MenuIcon;
  /** Where the item goes; absent when it runs an action or only opens children. */
  to?: string;
  action?: MenuAction;
  children?: MenuItem[];
}

const canListWorks = (role: Role): boolean => role === 'artist' || role === 'merchant';

/** The public top bar, without the cart and account controls that sit beside it. */
export function topBarItems(user: SessionUser | null, product: string): MenuItem[] {
  const items: MenuItem[] = [
    { key: 'all-artworks', label: 'All Artworks', to: paths.allArtworks },
    // A visitor's Gallery is the crowd's (/view-gallery), which needs no account; /gallery is
    // hung for a member's own taste.
    { key: 'gallery', label: 'Gallery', to: user ? paths.gallery : paths.viewGallery },
    { key: 'artists', label: 'Artists', to: paths.artists },
    {
      key: 'about',
      label: 'About',
      children: [
        { key: 'about-us', label: 'About Us', to: paths.aboutUs },
        { key: 'for-collectors', label: 'For Collectors', to: paths.forCollectors },
        { key: 'for-artists', label: 'For Artists', to: paths.forArtists },
      ],
    },
  ];
  // Taste Test shows only while a signed-in person has not completed it (status 1 = done).
  if (user && user.tasteTestStatus !== 1) {
    items.push({ key: 'taste-test', label: 'Taste Test', to: paths.tasteTestQuiz });
  }
  items.push(
    { key: 'exhibitions', label: 'Exhibitions', to: paths.exhibitions },
    {
      key: 'explore-more',
      label: 'Explore More',
      children: [
        { key: 'education', label: `${product} Education`, to: paths.education },
        { key: 'news-events', label: `${product} News and Events`, to: paths.newsEvents },
      ],
    },
  );
  return items;
}

/** The avatar menu of a signed-in person. */
export function userMenuItems(user: SessionUser): MenuItem[] {
  const items: MenuItem[] = [
    { key: 'gallery', label: 'Gallery', icon: 'gallery', to: paths.gallery },
    { key: 'profile', label: 'Profile', icon: 'profile', to: paths.profile },
    { key: 'settings', label: 'Settings', icon: 'settings', to: paths.settings },
  ];
  if (canListWorks(user.role)) {
    items.push(
      { key: 'invite', label: 'Invite', icon: 'invite', to: paths.invite },
      { key: 'my-works', label: 'My Works', icon: 'my-works', to: paths.myWorks },
    );
  }
  items.push(
    { key: 'my-purchases', label: 'My Purchases', icon: 'purchases', to: paths.myPurchases },
    { key: 'my-ratings', label: 'My Ratings', icon: 'ratings', to: paths.myRatings },
    { key: 'all-artworks', label: 'All Artworks', icon: 'artworks', to: paths.allArtworks },
    { key: 'sign-out', label: 'Sign Out', icon: 'sign-out', action: 'sign-out' },
  );
  return items;
}

/** The admin-layout side menu for a visitor (sign-in, registration and password pages). */
export function visitorSideMenuItems(): MenuItem[] {
  return [
    { key: 'home', label: 'Home', icon: 'home', to: paths.home },
    { key: 'gallery', label: 'Gallery', icon: 'gallery', to: paths.viewGallery },
    { key: 'all-artworks', label: 'All Artworks', icon: 'artworks', to: paths.allArtworks },
    { key: 'log-in', label: 'Log In / Sign Up', icon: 'log-in', action: 'log-in' },
  ];
}

function adminItems(product: string): MenuItem[] {
  return [
    // Not in the spec's menus: the admin's home (/admin), today at a glance.
    { key: 'admin-home', label: 'Overview', icon: 'overview', to: paths.admin },
    { key: 'invite', label: 'Invite', icon: 'invite', to: paths.invite },
    { key: 'users', label: 'Users', icon: 'users', to: paths.users },
    { key: 'admin-art-works', label: 'Art Works', icon: 'artworks', to: paths.adminArtWorks },
    { key: 'admin-taste-test', label: 'Taste Test', icon: 'taste-test', to: paths.adminTasteTest },
    { key: 'snippets', label: 'Snippets', icon: 'snippets', to: productSnippetPath(product) },
    { key: 'manage-early-access', label: 'Manage Early Access', icon: 'early-access', to: paths.manageEarlyAccess },
    { key: 'manage-seo-page', label: 'Manage SEO Page', icon: 'seo', to: paths.manageSeoPage },
    { key: 'manage-merchants', label: 'Merchants', icon: 'merchants', to: paths.manageMerchants },
    { key: 'manage-exhibition', label: 'Exhibitions', icon: 'exhibitions', to: paths.manageExhibition },
    { key: 'manage-blogs', label: 'Blogs', icon: 'blogs', to: paths.manageBlogs },
    { key: 'manage-education', label: 'Education', icon: 'education', to: paths.manageEducation },
    { key: 'manage-custom-url', label: 'Shared Links', icon: 'shared-links', to: paths.manageCustomUrl },
    { key: 'hold-orders', label: 'Hold Orders', icon: 'hold-orders', to: paths.holdOrders },
    // Not in the spec's menus: every order in every state, with its history (/orders).
    { key: 'orders', label: 'Orders', icon: 'orders', to: paths.orders },
    // Not in the spec's menus: where the questions and offers sent from artwork pages are read.
    { key: 'questions', label: 'Questions & Offers', icon: 'questions', to: paths.questions },
    { key: 'artwork-sales', label: 'Artwork Sales', icon: 'sales', to: paths.myPurchases },
    // Not in the spec's menus: the times offered for art consultations (/create-slots).
    { key: 'create-slots', label: 'Consultation Times', icon: 'event', to: paths.createSlots },
  ];
}

/** The admin-layout side menu: role items between the entries every signed-in person has. */
export function sideMenuItems(user: SessionUser | null, product: string): MenuItem[] {
  if (!user) return visitorSideMenuItems();

  const items: MenuItem[] = [
    { key: 'gallery', label: 'Gallery', icon: 'gallery', to: paths.gallery },
    { key: 'profile', label: 'Profile', icon: 'profile', to: paths.profile },
    { key: 'settings', label: 'Settings', icon: 'settings', to: paths.settings },
  ];
  if (user.role === 'admin') items.push(...adminItems(product));
  if (user.role === 'artist') {
    items.push({ key: 'packing-instructions', label: 'Packing Instructions', icon: 'packing', action: 'packing-instructions' });
    if (user.inviteCount === 0) items.push({ key: 'invite', label: 'Invite', icon: 'invite', to: paths.invite });
  }
  if (canListWorks(user.role)) items.push({ key: 'my-works', label: 'My Works', icon: 'my-works', to: paths.myWorks });
  if (user.role !== 'admin') items.push({ key: 'my-purchases', label: 'My Purchases', icon: 'purchases', to: paths.myPurchases });
  items.push(
    { key: 'my-ratings', label: 'My Ratings', icon: 'ratings', to: paths.myRatings },
    { key: 'ai-recommendations', label: 'AI Recommendations', icon: 'recommendations', to: paths.aiRecommendations },
    { key: 'manage-news-events', label: 'List An Event', icon: 'event', to: paths.manageNewsEvents },
  );
  return items;
}

/** Flattens nested items (for tests and for finding the selected key of a path). */
export function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}
