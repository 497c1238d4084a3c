import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX } from '../constants.ts';
import { ACCOUNT_MESSAGES } from './accounts.ts';
import { CONTACT_MESSAGES } from '../account-rules.ts';
import { phoneField, samePhone } from './phone.ts';
import { rowId } from './ids.ts';
import { plainText, shownLine } from './plain-text.ts';
import { QUERY_OFFSET_MAX, queryWholeOr } from './query-numbers.ts';

/** Every message of the question or offer dialog, in the spec's wording (spec/01 §5, §8). */
export const QUESTION_MESSAGES = {
  nameRequired: CONTACT_MESSAGES.nameRequired,
  nameMax: ACCOUNT_MESSAGES.nameMax,
  emailRequired: CONTACT_MESSAGES.emailRequired,
  emailInvalid: ACCOUNT_MESSAGES.emailInvalid,
  emailMax: ACCOUNT_MESSAGES.emailMax,
  confirmEmailRequired: 'Please confirm your email',
  /** The confirmations' mismatches, in the spec's words (spec/01 §5 Question or offer form). */
  emailMismatch: 'The two email that you entered do not match',
  phoneRequired: CONTACT_MESSAGES.phoneRequired,
  phoneMax: ACCOUNT_MESSAGES.phoneMax,
  phoneInvalid: ACCOUNT_MESSAGES.phoneInvalid,
  confirmPhoneRequired: 'Please confirm your Phone',
  phoneMismatch: 'The two phone number that you entered do not match',
  messageRequired: 'Please input your message!',
  messageMax: 'The maximum length for the message is 5000 characters.',
  offerRequired: 'Please input the amount you offer',
  offerPositive: 'Your offer must be more than $0',
  offerMax: 'Please contact us directly about an offer this large',
  /** The question form's captcha wording is lowercase in the spec, unlike sign-in's. */
  captchaInvalid: 'recaptcha invalid please try again',
  sent: 'Message sent successfully',
  failed: 'Something went wrong...!',
  artworkMissing: 'This artwork does not exist',
  notForSale: 'This artwork is sold or on hold, so it cannot take offers. You can still ask a question.',
  tooMany: 'Too many messages from here. Please wait a few minutes and try again.',
} as const;

export const QUESTION_MESSAGE_MAX = 5000;
export const OFFER_MAX = 10_000_000;

const M = QUESTION_MESSAGES;
const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const questionNameSchema = shownLine(required(M.nameRequired).max(NAME_MAX, M.nameMax));
export const questionEmailSchema = required(M.emailRequired)
  .max(EMAIL_MAX, M.emailMax)
  .pipe(z.email({ error: M.emailInvalid }))
  .transform((email) => email.toLowerCase());
export const questionPhoneSchema = phoneField(M.phoneRequired);
export const questionTextSchema = plainText(required(M.messageRequired).max(QUESTION_MESSAGE_MAX, M.messageMax));
// Stored in cents: an amount that rounds to $0.00 is no offer.
export const offerAmountSchema = z.number({ error: M.offerRequired }).min(0.01, M.offerPositive).max(OFFER_MAX, M.offerMax);
export const questionCaptchaSchema = z.string({ error: M.captchaInvalid }).min(1, M.captchaInvalid).max(4096, M.captchaInvalid);

/**
 * The dialog's confirmations match the way the server reads them: an e-mail whatever its case and
 * surrounding spaces (it is stored lowercased and trimmed), a phone however it is written
 * (`samePhone`, phone.ts). The page's form rules and the server's schema both use these.
 */
export const sameEmail = (email: string, confirmation: string) => email.trim().toLowerCase() === confirmation.trim().toLowerCase();

/** What every question or offer carries, whoever sends it. */
const questionFields = {
  artworkId: rowId(),
  message: questionTextSchema,
  isOffer: z.boolean().default(false),
  /** Dollars; required and above 0 when it is an offer, ignored otherwise. */
  offerAmount: z.number().nullish(),
  captcha: questionCaptchaSchema,
};

function checkOffer(value: { isOffer: boolean; offerAmount?: number | null | undefined }, ctx: z.RefinementCtx) {
  if (!value.isOffer) return;
  const amount = offerAmountSchema.safeParse(value.offerAmount ?? undefined);
  if (!amount.success) ctx.addIssue({ code: 'custom', path: ['offerAmount'], message: amount.error.issues[0]?.message ?? M.offerRequired });
}

/**
 * A visitor's dialog (spec create-questions): name, e-mail and phone, each typed twice but the
 * name. A body without `variant` is this one, the spec's own shape.
 */
export const visitorQuestionSchema = z
  .object({
    variant: z.literal('visitor').optional(),
    ...questionFields,
    name: questionNameSchema,
    email: questionEmailSchema,
    confirmEmail: required(M.confirmEmailRequired).max(EMAIL_MAX, M.emailMismatch),
    phone: questionPhoneSchema,
    confirmPhone: required(M.confirmPhoneRequired).max(PHONE_MAX, M.phoneMismatch),
  })
  .superRefine((value, ctx) => {
    if (!sameEmail(value.email, value.confirmEmail)) ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: M.emailMismatch });
    if (!samePhone(value.phone, value.confirmPhone)) ctx.addIssue({ code: 'custom', path: ['confirmPhone'], message: M.phoneMismatch });
    checkOffer(value, ctx);
  });

/**
 * The signed-in variant (spec/01 §1): a member asks without typing their details again; the
 * server takes name, e-mail and phone from their account, and refuses it without a session.
 */
export const memberQuestionSchema = z
  .object({ variant: z.literal('member'), ...questionFields })
  .superRefine(checkOffer);

/** POST /api/questions: the question or offer dialog, in its visitor or its signed-in variant. */
export const questionSchema = z.discriminatedUnion('variant', [visitorQuestionSchema, memberQuestionSchema]);
export type QuestionInput = z.input<typeof questionSchema>;
export type QuestionValues = z.output<typeof questionSchema>;
export type VisitorQuestionInput = z.input<typeof visitorQuestionSchema>;
export type MemberQuestionInput = z.input<typeof memberQuestionSchema>;

export const questionSentSchema = z.object({ id: z.number().int(), message: z.string() });

export const QUESTION_KINDS = ['all', 'questions', 'offers'] as const;

/** GET /api/admin/questions: newest first, optionally only questions or only offers. */
export const questionListQuerySchema = z.object({
  offset: queryWholeOr(0, QUERY_OFFSET_MAX, 0),
  limit: queryWholeOr(1, 100, 20),
  kind: z.enum(QUESTION_KINDS).default('all'),
});
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;

export const questionItemSchema = z.object({
  id: z.number().int(),
  artwork: z.object({ id: z.number().int(), title: z.string(), path: z.string() }),
  /** The member who sent it, or null for a visitor. */
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  isOffer: z.boolean(),
  offerAmount: z.number().nullable(),
  createdAt: z.string(),
});
export type QuestionItem = z.infer<typeof questionItemSchema>;

export const questionListSchema = z.object({ total: z.number().int(), items: z.array(questionItemSchema) });
export type QuestionList = z.infer<typeof questionListSchema>;
