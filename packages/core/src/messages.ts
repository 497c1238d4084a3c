import { ADDRESS_MAX, CART_MAX_ITEMS, ORDER_NOTES_MAX, QUIZ_MAX } from './constants.ts';
import { ACCOUNT_MESSAGES } from './account-rules.ts';
import { CITY_TOOLTIP } from './lookups/cities.ts';

/*
 * Message groups that pages a visitor lands on show (the cart's, the share notice), kept apart
 * from the zod schemas that use them so those pages load no zod (decision record 037). The
 * schema modules re-export them: '@vernissage/core/schemas' still offers every message.
 */

/** Messages of the cart, checkout, purchases and the admin's hold orders and sales. */
export const COMMERCE_MESSAGES = {
  addressRequired: 'Please input your address',
  addressMax: `The maximum length for the address is ${ADDRESS_MAX} characters.`,
  cityOutsideArea: CITY_TOOLTIP,
  notesMax: `The maximum length for the notes is ${ORDER_NOTES_MAX} characters.`,
  zipRequired: 'Please input your ZIP code',
  zipInvalid: 'Please input a valid ZIP code: 5 digits, such as 60601, or ZIP+4, such as 60601-1234',
  cartEmpty: 'Your cart is empty.',
  cartFull: `Your cart is full: it holds at most ${CART_MAX_ITEMS} works. Remove a work to add this one.`,
  artworkNotFound: 'This artwork does not exist',
  notInCart: 'This artwork is not in your cart.',
  orderNotFound: 'This order does not exist',
  orderPlaced: 'Your order is placed. The works are held for you.',
  holdNotFound: 'This hold does not exist',
  holdClosed: 'This hold is no longer active: it has been confirmed, released or has expired.',
  saleConfirmed: 'The sale is confirmed: the work is marked as sold.',
  holdReleased: 'The hold is released: the work is available again.',
} as const;

/** Messages of the taste quiz, the gallery queue and the admin Taste Test page (spec/01 §2, §5, §8). */
export const TASTE_MESSAGES = {
  takeTestFirst: 'Please take a taste test first',
  unfinished:
    'It looks like you have not finished your Taste Test, please click on the Taste Test in the menu above so we can develop an accurate Taste Profile for you.',
  forwardBlocked: 'Please like or dislike this artwork before moving on',
  emptyQueue: 'Looks like your queue is empty!',
  /** {product} is the product name. */
  comeBack: 'Come back soon to explore more art on {product}.',
  notInQuiz: 'This artwork is not part of the taste test',
  quizNotNext: 'The taste test asks another artwork next',
  quizUnfinished: 'Please like or dislike every artwork of the taste test first',
  notRated: 'You have not rated this artwork',
  unknownArtwork: 'This artwork does not exist',
  quizEmpty: 'Choose at least one artwork for the taste test',
  quizTooMany: `A taste test holds at most ${QUIZ_MAX} artworks`,
  quizDuplicate: 'Each artwork can be in the taste test only once',
  quizSaved: 'The taste test has been saved',
  shareCopied: 'Link copied to clipboard. Ready to paste and share',
  priceRange: 'The minimum price cannot be above the maximum.',
  widthRange: 'The minimum width cannot be above the maximum.',
  heightRange: 'The minimum height cannot be above the maximum.',
  filterEmpty: 'No works match your filter.',
  filterEmptyHint: 'Your filter hides every work in your queue. Clear it to see them all, or change it.',
} as const;

/** spec/02: a shared link's call failing (curated set or selection; the page then goes to /data-not-found). */
export const SHARED_LINK_FAILED = 'An error occurred while processing your request.';

/** Early access (schemas/early-access.ts): its limits, its dialogs' widths and its messages, which its public page shows. */
export const EARLY_ACCESS_TITLE_MAX = 200;
export const EARLY_ACCESS_DESCRIPTION_MAX = 50_000;
export const EARLY_ACCESS_PASSCODE_MAX = 128;
export const EARLY_ACCESS_ARTISTS_MAX = 50;
export const EARLY_ACCESS_WORKS_MAX = 200;
/** Pictures an early access may show above its featured artists (spec POST /create-early-access "file (images)"). */
export const EARLY_ACCESS_IMAGES_MAX = 6;
/** spec/02 §9: modal widths. */
export const EARLY_ACCESS_FORM_WIDTH = 1000;
export const EARLY_ACCESS_PASSCODE_WIDTH = 600;

export const EARLY_ACCESS_MESSAGES = {
  // spec/02 §5, as written.
  titleRequired: 'Please input early access title',
  descriptionRequired: 'Please input early access description',
  artistsRequired: 'Please select artists',
  artworksRequired: 'Please select artworks',
  discountRequired: 'Please enter a discount value',
  discountNegative: 'Discount cannot be negative',
  discountTooHigh: 'Discount cannot be more than 100',
  statusRequired: 'Please input status',
  passcodeRequired: 'Please input password',
  // spec/02 §8, misspellings corrected (DESIGN.md).
  created: 'The early access created successfully.',
  createFailed: 'Unable to create the early access',
  updated: 'The early access updated successfully.',
  updateFailed: 'Unable to update the early access',
  deleteConfirm: 'Do you want to delete Early Access',
  deleted: 'The early access deleted successfully',
  passcodeInvalid: 'Please enter valid passcode',
  passcodeVerified: 'Passcode verified successfully',
  noData: 'No data found.',
  // Ours.
  notFound: 'This early access no longer exists',
  noneActive: 'There is no early access open at the moment',
  locked: 'Enter the passcode to see this early access',
  tooManyTries: 'Too many passcode attempts from this address; try again in a few minutes',
  titleTooLong: `A title is at most ${EARLY_ACCESS_TITLE_MAX} characters`,
  descriptionTooLong: 'The description is too long',
  passcodeTooLong: `A passcode is at most ${EARLY_ACCESS_PASSCODE_MAX} characters`,
  discountWhole: 'Enter the discount as a whole number',
  dateInvalid: 'Enter a real date (mm/dd/yyyy)',
  artistsTooMany: `Choose at most ${EARLY_ACCESS_ARTISTS_MAX} artists`,
  artworksTooMany: `Choose at most ${EARLY_ACCESS_WORKS_MAX} artworks`,
  artistsUnknown: 'Some chosen artists no longer list works; choose the artists again',
  artworksNotOfArtists: 'Some chosen artworks are not listed works of the chosen artists; choose the artworks again',
  imagesTooMany: `An early access shows at most ${EARLY_ACCESS_IMAGES_MAX} images`,
  imageAdded: 'The image was added to the early access.',
  imageFailed: 'An image could not be added',
  imageUnknown: 'An image to keep is no longer in this early access; open it again',
  badId: 'Use a whole number id',
  noControl: 'Cannot hold control characters',
} as const;

/** Messages of the invite and change-role pages (spec/01 §8, spec/02 §5 and §8). */
export const INVITE_MESSAGES = {
  adminNotAllowed: 'This email address not allowed to invite',
  notYourself: 'You cannot invite your own email address.',
  alreadyMaker: 'This email address already belongs to an artist or merchant account.',
  noInvitesLeft: 'You have used all your invites.',
  tooManyInvites: 'Too many invites in a short time. Please wait a few minutes and try again.',
  passwordRequired: 'Please input your password!',
  /** The spec says six; the product's minimum is longer everywhere (docs/decisions/012-password-minimum.md). */
  passwordMin: ACCOUNT_MESSAGES.passwordMin,
  confirmRequired: 'Please confirm your password!',
  confirmMismatch: 'The two passwords that you entered do not match!',
  expired: 'Your request to change your role has expired, or the link has already been used.',
  expiredRetry: 'Please attempt to change your role again.',
  failed: 'Something went wrong',
  roleChanged: 'Your account is now an artist account.',
} as const;

/** The kinds of e-mail a member may turn off; each carries an unsubscribe link. */
export const MAIL_KINDS = ['orderUpdates', 'newWorkAlerts'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** How each kind is named on the settings page and the unsubscribe page. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  orderUpdates: 'Order updates',
  newWorkAlerts: 'New-work alerts',
};
