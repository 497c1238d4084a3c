import { SOLD } from '@vernissage/core/constants';
import { ACCOUNT_MESSAGES, QUESTION_MESSAGES as M, type QuestionValues, type SessionUser } from '@vernissage/core/schemas';
import { notFound, refusal } from '../../lib/errors.ts';
import { requireCaptcha } from '../../plugins/captcha.ts';
import { queueMailsOrLog } from '../../plugins/mail.ts';
import type { QuestionDeps } from './deps.ts';
import { questionArtistMail, questionTeamMail } from './mails.ts';
import { findMemberPhone, findQuestionArtwork, insertQuestion, type NewQuestion } from './repository.ts';

type Sender = Pick<NewQuestion, 'name' | 'email' | 'phone'>;

/**
 * Who asks: a visitor gives name, e-mail and phone in the dialog; a signed-in member's come from
 * their account (spec/01 §1, the dialog's signed-in variant), so the team answers the account's
 * own address. That variant needs a session.
 */
async function senderOf(deps: Pick<QuestionDeps, 'db'>, input: QuestionValues, user: SessionUser | null): Promise<Sender> {
  if (input.variant !== 'member') return { name: input.name, email: input.email, phone: input.phone.trim() };
  if (!user) throw refusal('unauthorized', 'sign_in_required', ACCOUNT_MESSAGES.signInRequired);
  return { name: user.name, email: user.email, phone: (await findMemberPhone(deps.db, user.id)) ?? '' };
}

/**
 * A question or offer from a visitor or a member (spec create-questions): the sender first, then
 * the captcha, then the work must be listed (and for sale, for an offer); stored, then mailed to
 * the team and to the artist, both stored with the question. Should they fail to be stored, that
 * is logged and the question stands: the team reads it on Questions & Offers. SMTP's failures
 * never fail it either: the outbox keeps and retries them.
 */
export async function sendQuestion(deps: QuestionDeps, input: QuestionValues, user: SessionUser | null): Promise<{ id: number; message: string }> {
  const sender = await senderOf(deps, input, user);
  await requireCaptcha(deps, input.captcha, M.captchaInvalid);
  const artwork = await findQuestionArtwork(deps.db, input.artworkId);
  if (!artwork) throw notFound(M.artworkMissing, 'artwork_not_found');
  if (input.isOffer && artwork.sold !== SOLD.available) throw refusal('conflict', 'not_for_sale', M.notForSale);

  const question: NewQuestion = {
    artworkId: artwork.id,
    userId: user?.id ?? null,
    ...sender,
    message: input.message,
    isOffer: input.isOffer,
    offerAmount: input.isOffer ? (input.offerAmount ?? null) : null,
  };
  const { id, queued } = await deps.db.transaction(async (tx) => ({
    id: await insertQuestion(tx, question),
    queued: await queueMailsOrLog(deps, tx, async () => [questionTeamMail(deps.env, artwork, question), questionArtistMail(deps.env, artwork, question)], { artworkId: artwork.id }),
  }));
  await deps.mail.deliver(queued);
  return { id, message: M.sent };
}
