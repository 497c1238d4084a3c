import { SOLD } from '@vernissage/core/constants';
import { QUESTION_MESSAGES as M, type QuestionValues, type SessionUser } from '@vernissage/core/schemas';
import { notFound, refusal } from '../../lib/errors.ts';
import { requireCaptcha } from '../../plugins/captcha.ts';
import type { QuestionDeps } from './deps.ts';
import { questionArtistMail, questionTeamMail } from './mails.ts';
import { findQuestionArtwork, insertQuestion, type NewQuestion } from './repository.ts';

/**
 * A question or offer from a visitor or a member (spec create-questions): the captcha first,
 * then the work must be listed (and for sale, for an offer); stored, then mailed to the team and
 * to the artist. The mails never fail the request: the outbox keeps them whatever SMTP does.
 */
export async function sendQuestion(deps: QuestionDeps, input: QuestionValues, user: SessionUser | null): Promise<{ id: number; message: string }> {
  await requireCaptcha(deps, input.captcha, M.captchaInvalid);
  const artwork = await findQuestionArtwork(deps.db, input.artworkId);
  if (!artwork) throw notFound(M.artworkMissing, 'artwork_not_found');
  if (input.isOffer && artwork.sold !== SOLD.available) throw refusal('conflict', 'not_for_sale', M.notForSale);

  const question: NewQuestion = {
    artworkId: artwork.id,
    userId: user?.id ?? null,
    name: input.name,
    email: input.email,
    phone: input.phone.trim(),
    message: input.message,
    isOffer: input.isOffer,
    offerAmount: input.isOffer ? (input.offerAmount ?? null) : null,
  };
  const id = await insertQuestion(deps.db, question);
  await deps.mail.send(questionTeamMail(deps.env, artwork, question));
  await deps.mail.send(questionArtistMail(deps.env, artwork, question));
  return { id, message: M.sent };
}
