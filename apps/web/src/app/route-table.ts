import type { Role } from '@vernissage/core/schemas';
import type { ComponentType } from 'react';
import { paths } from '../config/paths.ts';

/**
 * Who may open a route: anyone; signed-in people only (visitors see the members' page); visitors only
 * (signed-in people go to /).
 */
export type RouteAccess = 'public' | 'user' | 'visitor';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /**
   * Loads the route's page, so a page's code is downloaded only when it is opened
   * (route-table.test.tsx checks that none is the 404 page).
   */
  page: () => Promise<ComponentType>;
  /**
   * For 'user' routes: the roles that may open the page. Anyone else signed in sees the 404
   * page (the page's existence is not advertised); the server refuses their calls anyway.
   */
  roles?: readonly Role[];
  /**
   * Drawn without Ant Design: the page's first visit downloads none of it. Every other page is
   * fetched with Ant Design's theme around it (lib/with-antd.tsx). A public page a visitor may
   * land on should be light, to stay within the 180 KB budget (decision record 037).
   */
  light?: true;
}

/** Roles for pages of the admin tools and of the people who list works. */
export const ADMIN_ONLY: readonly Role[] = ['admin'];
export const MAKERS: readonly Role[] = ['artist', 'merchant'];
export const INVITERS: readonly Role[] = ['artist', 'merchant', 'admin'];
/** A work's form: its seller, and the admin, who edits every work from Art Works. */
export const WORK_EDITORS: readonly Role[] = ['artist', 'merchant', 'admin'];

/** Every route of spec/02 §2, each with its page. */
export const routeTable: readonly AppRoute[] = [
  // Public routes.
  { path: paths.home, access: 'public', light: true, page: () => import('./routes/home.tsx').then((m) => m.HomeRoute) },
  { path: paths.forgotPassword, access: 'public', light: true, page: () => import('./routes/forgot-password.tsx').then((m) => m.ForgotPasswordRoute) },
  { path: paths.register, access: 'public', light: true, page: () => import('./routes/register.tsx').then((m) => m.RegisterRoute) },
  { path: paths.signup, access: 'public', light: true, page: () => import('./routes/signup.tsx').then((m) => m.SignupRoute) },
  { path: paths.login, access: 'public', light: true, page: () => import('./routes/login.tsx').then((m) => m.LoginRoute) },
  { path: paths.viewGallery, access: 'public', light: true, page: () => import('./routes/gallery.tsx').then((m) => m.ViewGalleryRoute) },
  { path: paths.visitorCheckout, access: 'public', light: true, page: () => import('./routes/visitor-checkout.tsx').then((m) => m.VisitorCheckoutRoute) },
  { path: paths.forArtists, access: 'public', light: true, page: () => import('./routes/for-artists.tsx').then((m) => m.ForArtistsRoute) },
  { path: paths.forCollectors, access: 'public', light: true, page: () => import('./routes/for-collectors.tsx').then((m) => m.ForCollectorsRoute) },
  { path: paths.aboutUs, access: 'public', light: true, page: () => import('./routes/about-us.tsx').then((m) => m.AboutUsRoute) },
  { path: paths.artworkForSale, access: 'public', light: true, page: () => import('./routes/artwork-for-sale.tsx').then((m) => m.ArtworkForSaleRoute) },
  { path: paths.privacyPolicy, access: 'public', light: true, page: () => import('./routes/privacy-policy.tsx').then((m) => m.PrivacyPolicyRoute) },
  { path: paths.ourPartners, access: 'public', light: true, page: () => import('./routes/our-partners.tsx').then((m) => m.OurPartnersRoute) },
  { path: paths.terms, access: 'public', light: true, page: () => import('./routes/terms.tsx').then((m) => m.TermsRoute) },
  { path: paths.exhibitions, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.ExhibitionsRoute) },
  { path: paths.exhibition, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.ExhibitionRoute) },
  { path: paths.blogs, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.BlogsRoute) },
  { path: paths.blog, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.BlogRoute) },
  { path: paths.education, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.EducationRoute) },
  { path: paths.educationEntry, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.EducationEntryRoute) },
  { path: paths.allArtworks, access: 'public', light: true, page: () => import('./routes/all-artworks.tsx').then((m) => m.AllArtworksRoute) },
  { path: paths.allArtworksFiltered, access: 'public', light: true, page: () => import('./routes/all-artworks.tsx').then((m) => m.AllArtworksRoute) },
  { path: paths.allArtworksShared, access: 'public', light: true, page: () => import('./routes/selected-artworks.tsx').then((m) => m.SharedSelectionRoute) },
  { path: paths.selectedArtworks, access: 'public', light: true, page: () => import('./routes/selected-artworks.tsx').then((m) => m.CuratedSetRoute) },
  { path: paths.artists, access: 'public', light: true, page: () => import('./routes/artists.tsx').then((m) => m.ArtistsRoute) },
  { path: paths.artist, access: 'public', light: true, page: () => import('./routes/artists.tsx').then((m) => m.ArtistRoute) },
  { path: paths.newsEvents, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.NewsEventsRoute) },
  { path: paths.newsEvent, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.NewsEventRoute) },
  { path: paths.artEventDetails, access: 'public', light: true, page: () => import('./routes/articles.tsx').then((m) => m.ArtEventRoute) },
  { path: paths.purchaseSuccess, access: 'public', light: true, page: () => import('./routes/purchase-success.tsx').then((m) => m.PurchaseSuccessRoute) },
  { path: paths.dataNotFound, access: 'public', light: true, page: () => import('./routes/data-not-found.tsx').then((m) => m.DataNotFoundRoute) },
  { path: paths.earlyAccess, access: 'public', light: true, page: () => import('./routes/early-access.tsx').then((m) => m.EarlyAccessRoute) },
  { path: paths.scheduleConsultation, access: 'public', light: true, page: () => import('./routes/schedule-art-consultation.tsx').then((m) => m.ScheduleArtConsultationRoute) },
  { path: paths.confirmEmail, access: 'public', light: true, page: () => import('./routes/email-links.tsx').then((m) => m.ConfirmEmailRoute) },
  { path: paths.unsubscribe, access: 'public', light: true, page: () => import('./routes/email-links.tsx').then((m) => m.UnsubscribeRoute) },
  { path: paths.resetPassword, access: 'visitor', light: true, page: () => import('./routes/reset-password.tsx').then((m) => m.ResetPasswordRoute) },
  { path: paths.changeRole, access: 'public', light: true, page: () => import('./routes/change-role.tsx').then((m) => m.ChangeRoleRoute) },

  // Redirect to / when logged out.
  { path: paths.gallery, access: 'user', light: true, page: () => import('./routes/gallery.tsx').then((m) => m.GalleryRoute) },
  { path: paths.settings, access: 'user', page: () => import('./routes/settings.tsx').then((m) => m.SettingsRoute) },
  { path: paths.invite, access: 'user', roles: INVITERS, page: () => import('./routes/invite.tsx').then((m) => m.InviteRoute) },
  { path: paths.myWorks, access: 'user', roles: MAKERS, page: () => import('./routes/my-works.tsx').then((m) => m.MyWorksRoute) },
  { path: paths.adminTasteTest, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/taste-pages.tsx').then((m) => m.AdminTasteTestRoute) },
  { path: paths.users, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/users.tsx').then((m) => m.UsersRoute) },
  { path: paths.checkout, access: 'user', page: () => import('./routes/checkout.tsx').then((m) => m.CheckoutRoute) },
  { path: paths.artWorks, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/art-works.tsx').then((m) => m.ArtWorksRoute) },
  { path: paths.artWorksActions, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/art-works.tsx').then((m) => m.ArtWorksRoute) },
  { path: paths.myRatings, access: 'user', page: () => import('./routes/taste-pages.tsx').then((m) => m.MyRatingsRoute) },
  { path: paths.aiRecommendations, access: 'user', page: () => import('./routes/taste-pages.tsx').then((m) => m.RecommendationsRoute) },
  { path: paths.profile, access: 'user', page: () => import('./routes/profile.tsx').then((m) => m.ProfileRoute) },
  { path: paths.projectDetails, access: 'user', roles: WORK_EDITORS, page: () => import('./routes/work-details.tsx').then((m) => m.WorkDetailsRoute) },
  { path: paths.tasteQuiz, access: 'user', page: () => import('./routes/taste-quiz.tsx').then((m) => m.TasteQuizRoute) },
  { path: paths.tasteQuizAlias, access: 'user', page: () => import('./routes/taste-quiz.tsx').then((m) => m.TasteQuizRedirectRoute) },
  { path: paths.adminAccount, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/profile.tsx').then((m) => m.AdminAccountRoute) },
  { path: paths.myPurchases, access: 'user', page: () => import('./routes/my-purchases.tsx').then((m) => m.MyPurchasesRoute) },
  { path: paths.manageExhibition, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/manage-exhibition.tsx').then((m) => m.ManageExhibitionRoute) },
  { path: paths.manageEarlyWork, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/manage-early-access.tsx').then((m) => m.ManageEarlyWorkRoute) },
  { path: paths.manageSeoPage, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/manage-seo-page.tsx').then((m) => m.ManageSeoPageRoute) },
  { path: paths.manageMerchants, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/manage-merchants.tsx').then((m) => m.ManageMerchantsRoute) },
  { path: paths.manageNewsEvents, access: 'user', page: () => import('./routes/manage-news-events.tsx').then((m) => m.ManageNewsEventsRoute) },
  { path: paths.holdOrders, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/hold-orders.tsx').then((m) => m.HoldOrdersRoute) },

  // Logged-in additions (a visitor sees the members' page as well). /{product}-snippet for a product
  // other than the default is matched in UnmatchedRoute once the config is known.
  { path: paths.tasteTestQuiz, access: 'user', page: () => import('./routes/taste-quiz.tsx').then((m) => m.TasteQuizRedirectRoute) },
  { path: paths.newGallery, access: 'user', page: () => import('./routes/aliases.tsx').then((m) => m.NewGalleryRedirectRoute) },
  { path: paths.cart, access: 'user', page: () => import('./routes/aliases.tsx').then((m) => m.CartRedirectRoute) },
  { path: paths.project, access: 'user', roles: MAKERS, page: () => import('./routes/my-works.tsx').then((m) => m.MyWorksRoute) },
  { path: paths.createSlots, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/create-slots.tsx').then((m) => m.CreateSlotsRoute) },
  { path: paths.adminArtWorks, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/art-works.tsx').then((m) => m.ArtWorksRoute) },
  { path: paths.defaultProductSnippet, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/snippets.tsx').then((m) => m.ProductSnippetRoute) },
  { path: paths.citySnippet, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/snippets.tsx').then((m) => m.CitySnippetRoute) },
  { path: paths.queueSnippet, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/snippets.tsx').then((m) => m.QueueSnippetRoute) },
  { path: paths.artistSnippet, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/snippets.tsx').then((m) => m.ArtistSnippetRoute) },
  { path: paths.collectorSnippet, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/snippets.tsx').then((m) => m.CollectorSnippetRoute) },
  { path: paths.checkOutSnippet, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/snippets.tsx').then((m) => m.CheckOutSnippetRoute) },
  { path: paths.manageBlogs, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/manage-exhibition.tsx').then((m) => m.ManageBlogsRoute) },
  { path: paths.manageCustomUrl, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/manage-custom-url.tsx').then((m) => m.ManageCustomUrlRoute) },
  { path: paths.manageEducation, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/manage-exhibition.tsx').then((m) => m.ManageEducationRoute) },
  { path: paths.manageEarlyAccess, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/manage-early-access.tsx').then((m) => m.ManageEarlyAccessRoute) },
  { path: paths.admin, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/admin.tsx').then((m) => m.AdminRoute) },
  { path: paths.orders, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/orders.tsx').then((m) => m.OrdersRoute) },
  { path: paths.questions, access: 'user', roles: ADMIN_ONLY, page: () => import('./routes/questions.tsx').then((m) => m.QuestionsRoute) },
];
