import { z } from 'zod';
import { ACCOUNT_MESSAGES as M, bioSchema, confirmMatches, emailSchema, nameSchema, passwordSchema } from './accounts.ts';
import { shownLine } from './plain-text.ts';
import { captchaPayloadSchema } from './captcha.ts';
import { phoneSchema } from './phone.ts';

// Apart from accounts.ts, which pages load with the session: the phone rule (phone.ts) comes
// with the sign-up form only.

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

const signUpBase = {
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: passwordSchema,
  confirm: z.string({ error: M.confirmRequired }).min(1, M.confirmRequired),
  terms: z.literal(true, { error: M.termsRequired }),
  captcha: captchaPayloadSchema,
};

/** The full sign-up modal: i_am is Collector and the country usa, set by the server. */
export const signUpFullSchema = z
  .object({
    variant: z.literal('full'),
    ...signUpBase,
    city: shownLine(required(M.cityRequired)),
    bio: bioSchema,
    hearAboutUs: shownLine(required(M.heardRequired).max(200)),
  })
  .superRefine(confirmMatches);

/** The simple collector variant: no city, bio or how-you-heard. */
export const signUpSimpleSchema = z.object({ variant: z.literal('simple'), ...signUpBase }).superRefine(confirmMatches);

export const signUpSchema = z.discriminatedUnion('variant', [signUpFullSchema, signUpSimpleSchema]);
export type SignUpInput = z.input<typeof signUpSchema>;
