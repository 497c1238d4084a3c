import type { FastifyInstance } from 'fastify';
import { SOLD } from '@vernissage/core/constants';
import { QUESTION_MESSAGES as M, type QuestionValues, type SessionUser } from '@vernissage/core/schemas';
import { AppError, notFound } from '../../lib/errors.ts';
import { requireCaptcha } from '../../plugins/captcha.ts';
import { questionArtistMail, questionTeamMail } from './mails.ts';
import { findQuestionArtwork, insertQuestion, type NewQuestion } from './repository.ts';

/**
 * A question or offer from a visitor or a member (spec create-questions): the captcha first,
 * then the work must be listed (and for sale, for an offer); stored, then mailed to the team and
 * to the artist. The mails never fail the request: the outbox keeps them whatever SMTP does.
 */
export async function sendQuestion(app: FastifyInstance, input: QuestionValues, user: SessionUser | null): Promise<{ id: number; message: string }> {
  await requireCaptcha(app, input.captcha, M.captchaInvalid);
  const artwork = await findQuestionArtwork(app.db, input.artworkId);
  if (!artwork) throw notFound(M.artworkMissing);
  if (input.isOffer && artwork.sold !== SOLD.available) throw new AppError('conflict', M.notForSale);

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
  const id = await insertQuestion(app.db, question);
  await app.mail.send(questionTeamMail(app.env, artwork, question));
  await app.mail.send(questionArtistMail(app.env, artwork, question));
  return { id, message: M.sent };
}
