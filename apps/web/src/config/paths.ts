/**
 * Every route of the product (spec/02 §2), named once. Paths with parameters are React Router
 * patterns; build concrete links with the helpers below them.
 */
export const paths = {
  home: '/',

  // Public routes.
  forgotPassword: '/forgotPassword',
  register: '/register',
  signup: '/signup/:email',
  login: '/login',
  gallery: '/gallery',
  viewGallery: '/view-gallery',
  tasteQuiz: '/tastequiz',
  visitorCheckout: '/check-out',
  forArtists: '/for-artists',
  forCollectors: '/for-collectors',
  aboutUs: '/about-us',
  artworkForSale: '/artwork-for-sale/:artworkName',
  privacyPolicy: '/privacy-policy',
  ourPartners: '/our-partners',
  terms: '/terms',
  exhibitions: '/exhibitions',
  exhibition: '/exhibitions/:exhibitionName',
  blogs: '/blogs',
  blog: '/blogs/:url',
  education: '/education',
  educationEntry: '/education/:url',
  allArtworks: '/all-artworks',
  allArtworksFiltered: '/all-artworks/:filterValues',
  allArtworksShared: '/all-artworks/:shareUrl/:shareId',
  selectedArtworks: '/artworks/:searchValues',
  artists: '/artists',
  /** {name letters}-{publicId}: build it with artistPath from @vernissage/core/text. */
  artist: '/artists/:artistSlug',
  newsEvents: '/news-events',
  newsEvent: '/news-events/:url',
  artEventDetails: '/art-event-details/:eventTitle',
  purchaseSuccess: '/purchase-sucess',
  dataNotFound: '/data-not-found',
  earlyAccess: '/early-access',
  scheduleConsultation: '/schedule-art-consultation',
  resetPassword: '/reset-password',
  changeRole: '/change-role/:token',

  // Redirect to / when logged out.
  settings: '/settings',
  /** Not in the spec: the links /settings e-mails (a new address's confirmation, unsubscribe). */
  confirmEmail: '/confirm-email',
  unsubscribe: '/unsubscribe',
  invite: '/invite',
  myWorks: '/my-works/grid',
  adminTasteTest: '/admin-taste-test',
  users: '/users',
  checkout: '/checkout',
  artWorks: '/art-works',
  artWorksActions: '/art-works-actions',
  myRatings: '/my-ratings',
  aiRecommendations: '/ai-recommendations',
  profile: '/profile',
  projectDetails: '/project/projectDetails/:id',
  tasteQuizAlias: '/taste-quiz',
  adminAccount: '/admin-account',
  myPurchases: '/my-purchases',
  manageExhibition: '/manage-exhibition',
  manageEarlyWork: '/manage-early-work',
  manageSeoPage: '/manage-seo-page',
  manageMerchants: '/manage-merchants',
  manageNewsEvents: '/manage-news-events',
  holdOrders: '/hold-orders',

  // Logged-in additions.
  tasteTestQuiz: '/taste-test-quiz',
  newGallery: '/new-gallery',
  cart: '/cart',
  project: '/project',
  createSlots: '/create-slots',
  adminArtWorks: '/admin-art-works',
  /** The product snippet page is /{product}-snippet; see productSnippetPath. */
  defaultProductSnippet: '/vernissage-snippet',
  citySnippet: '/city-snippet',
  queueSnippet: '/queue-snippet',
  artistSnippet: '/artist-snippet',
  collectorSnippet: '/collector-snippet',
  checkOutSnippet: '/checkOut-snippet',
  manageBlogs: '/manage-blogs',
  manageCustomUrl: '/manage-custom-url',
  manageEducation: '/manage-education',
  manageEarlyAccess: '/manage-early-access',
  admin: '/admin',
  orders: '/orders',
  /** Questions and offers sent from artwork pages (admin; not in the spec's menus). */
  questions: '/questions',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The admin snippet page, named after the product: 'Vernissage' → /vernissage-snippet. */
export function productSnippetPath(product: string): string {
  return `/${product.trim().toLowerCase().replace(/\s+/g, '-')}-snippet`;
}
