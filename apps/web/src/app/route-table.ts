import type { Role } from '@vernissage/core/schemas';
import type { ComponentType } from 'react';
import { paths } from '../config/paths.ts';
import { AboutUsRoute } from './routes/about-us.tsx';
import { ArtworkForSaleRoute } from './routes/artwork-for-sale.tsx';
import { ChangeRoleRoute } from './routes/change-role.tsx';
import { CheckoutRoute } from './routes/checkout.tsx';
import { DataNotFoundRoute } from './routes/data-not-found.tsx';
import { ForArtistsRoute } from './routes/for-artists.tsx';
import { ForCollectorsRoute } from './routes/for-collectors.tsx';
import { ForgotPasswordRoute } from './routes/forgot-password.tsx';
import { GalleryRoute, ViewGalleryRoute } from './routes/gallery.tsx';
import { HoldOrdersRoute } from './routes/hold-orders.tsx';
import { HomeRoute } from './routes/home.tsx';
import { InviteRoute } from './routes/invite.tsx';
import { LoginRoute } from './routes/login.tsx';
import { ManageMerchantsRoute } from './routes/manage-merchants.tsx';
import { MyPurchasesRoute } from './routes/my-purchases.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { OurPartnersRoute } from './routes/our-partners.tsx';
import { PrivacyPolicyRoute } from './routes/privacy-policy.tsx';
import { QuestionsRoute } from './routes/questions.tsx';
import { ProfileRoute } from './routes/profile.tsx';
import { PurchaseSuccessRoute } from './routes/purchase-success.tsx';
import { RegisterRoute } from './routes/register.tsx';
import { ResetPasswordRoute } from './routes/reset-password.tsx';
import { ScheduleArtConsultationRoute } from './routes/schedule-art-consultation.tsx';
import { SignupRoute } from './routes/signup.tsx';
import { AdminTasteTestRoute, MyRatingsRoute, RecommendationsRoute } from './routes/taste-pages.tsx';
import { TasteQuizRedirectRoute, TasteQuizRoute } from './routes/taste-quiz.tsx';
import { TermsRoute } from './routes/terms.tsx';
import { UsersRoute } from './routes/users.tsx';
import { VisitorCheckoutRoute } from './routes/visitor-checkout.tsx';

/**
 * Who may open a route: anyone; signed-in people only (visitors go to /); visitors only
 * (signed-in people go to /).
 */
export type RouteAccess = 'public' | 'user' | 'visitor';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  /** A route whose page is not built yet shows the 404 page. */
  Page: ComponentType;
  /**
   * For 'user' routes: the roles that may open the page. Anyone else signed in sees the 404
   * page (the page's existence is not advertised); the server refuses their calls anyway.
   */
  roles?: readonly Role[];
}

/** Roles for pages of the admin tools and of the people who list works. */
export const ADMIN_ONLY: readonly Role[] = ['admin'];
export const MAKERS: readonly Role[] = ['artist', 'merchant'];
export const INVITERS: readonly Role[] = ['artist', 'merchant', 'admin'];

const unbuilt = NotFoundRoute;

/** Every route of spec/02 §2. Swap `unbuilt` for the page when it is built. */
export const routeTable: readonly AppRoute[] = [
  // Public routes.
  { path: paths.home, access: 'public', Page: HomeRoute },
  { path: paths.forgotPassword, access: 'public', Page: ForgotPasswordRoute },
  { path: paths.register, access: 'public', Page: RegisterRoute },
  { path: paths.signup, access: 'public', Page: SignupRoute },
  { path: paths.login, access: 'public', Page: LoginRoute },
  { path: paths.viewGallery, access: 'public', Page: ViewGalleryRoute },
  { path: paths.visitorCheckout, access: 'public', Page: VisitorCheckoutRoute },
  { path: paths.forArtists, access: 'public', Page: ForArtistsRoute },
  { path: paths.forCollectors, access: 'public', Page: ForCollectorsRoute },
  { path: paths.aboutUs, access: 'public', Page: AboutUsRoute },
  { path: paths.artworkForSale, access: 'public', Page: ArtworkForSaleRoute },
  { path: paths.privacyPolicy, access: 'public', Page: PrivacyPolicyRoute },
  { path: paths.ourPartners, access: 'public', Page: OurPartnersRoute },
  { path: paths.terms, access: 'public', Page: TermsRoute },
  { path: paths.exhibitions, access: 'public', Page: unbuilt },
  { path: paths.exhibition, access: 'public', Page: unbuilt },
  { path: paths.blogs, access: 'public', Page: unbuilt },
  { path: paths.blog, access: 'public', Page: unbuilt },
  { path: paths.education, access: 'public', Page: unbuilt },
  { path: paths.educationEntry, access: 'public', Page: unbuilt },
  { path: paths.allArtworks, access: 'public', Page: unbuilt },
  { path: paths.allArtworksFiltered, access: 'public', Page: unbuilt },
  { path: paths.allArtworksShared, access: 'public', Page: unbuilt },
  { path: paths.selectedArtworks, access: 'public', Page: unbuilt },
  { path: paths.artists, access: 'public', Page: unbuilt },
  { path: paths.artist, access: 'public', Page: unbuilt },
  { path: paths.newsEvents, access: 'public', Page: unbuilt },
  { path: paths.newsEvent, access: 'public', Page: unbuilt },
  { path: paths.artEventDetails, access: 'public', Page: unbuilt },
  { path: paths.purchaseSuccess, access: 'public', Page: PurchaseSuccessRoute },
  { path: paths.dataNotFound, access: 'public', Page: DataNotFoundRoute },
  { path: paths.earlyAccess, access: 'public', Page: unbuilt },
  { path: paths.scheduleConsultation, access: 'public', Page: ScheduleArtConsultationRoute },
  { path: paths.resetPassword, access: 'visitor', Page: ResetPasswordRoute },
  { path: paths.changeRole, access: 'public', Page: ChangeRoleRoute },

  // Redirect to / when logged out.
  { path: paths.gallery, access: 'user', Page: GalleryRoute },
  { path: paths.settings, access: 'user', Page: unbuilt },
  { path: paths.invite, access: 'user', roles: INVITERS, Page: InviteRoute },
  { path: paths.myWorks, access: 'user', roles: MAKERS, Page: unbuilt },
  { path: paths.adminTasteTest, access: 'user', roles: ADMIN_ONLY, Page: AdminTasteTestRoute },
  { path: paths.users, access: 'user', roles: ADMIN_ONLY, Page: UsersRoute },
  { path: paths.checkout, access: 'user', Page: CheckoutRoute },
  { path: paths.artWorks, access: 'user', Page: unbuilt },
  { path: paths.artWorksActions, access: 'user', Page: unbuilt },
  { path: paths.myRatings, access: 'user', Page: MyRatingsRoute },
  { path: paths.aiRecommendations, access: 'user', Page: RecommendationsRoute },
  { path: paths.profile, access: 'user', Page: ProfileRoute },
  { path: paths.projectDetails, access: 'user', Page: unbuilt },
  { path: paths.tasteQuiz, access: 'user', Page: TasteQuizRoute },
  { path: paths.tasteQuizAlias, access: 'user', Page: TasteQuizRedirectRoute },
  { path: paths.adminAccount, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.myPurchases, access: 'user', Page: MyPurchasesRoute },
  { path: paths.manageExhibition, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.manageEarlyWork, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.manageSeoPage, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.manageMerchants, access: 'user', roles: ADMIN_ONLY, Page: ManageMerchantsRoute },
  { path: paths.manageNewsEvents, access: 'user', Page: unbuilt },
  { path: paths.holdOrders, access: 'user', roles: ADMIN_ONLY, Page: HoldOrdersRoute },

  // Logged-in additions (a visitor is sent to / as well). /{product}-snippet for a product
  // other than the default is matched in UnmatchedRoute once the config is known.
  { path: paths.tasteTestQuiz, access: 'user', Page: TasteQuizRedirectRoute },
  { path: paths.newGallery, access: 'user', Page: unbuilt },
  { path: paths.cart, access: 'user', Page: unbuilt },
  { path: paths.project, access: 'user', Page: unbuilt },
  { path: paths.createSlots, access: 'user', Page: unbuilt },
  { path: paths.adminArtWorks, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.defaultProductSnippet, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.citySnippet, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.queueSnippet, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.artistSnippet, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.collectorSnippet, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.checkOutSnippet, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.manageBlogs, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.manageCustomUrl, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.manageEducation, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.manageEarlyAccess, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.admin, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.orders, access: 'user', roles: ADMIN_ONLY, Page: unbuilt },
  { path: paths.questions, access: 'user', roles: ADMIN_ONLY, Page: QuestionsRoute },
];
