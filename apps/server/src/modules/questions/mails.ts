import { formatPrice, artworkPath } from '@vernissage/core/text';
import type { Env } from '../../config/env.ts';
import type { MailMessageInput } from '../../plugins/mail.ts';
import { mailLayout } from '../../lib/mail-layout.ts';
import type { NewQuestion, QuestionArtwork } from './repository.ts';

type MailSettings = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'SUPPORT_EMAIL'>;

const what = (question: NewQuestion) => (question.isOffer ? 'offer' : 'question');
const offerLine = (question: NewQuestion) => (question.isOffer && question.offerAmount ? [`Offer: ${formatPrice(question.offerAmount)}`] : []);
const artworkUrl = (env: MailSettings, artwork: QuestionArtwork) => new URL(artworkPath(artwork.title, artwork.id), env.PUBLIC_URL).toString();

/** To the team: everything the sender gave, so someone can answer them. */
export function questionTeamMail(env: MailSettings, artwork: QuestionArtwork, question: NewQuestion): MailMessageInput {
  const kind = what(question);
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: `A new ${kind} about ${artwork.title}`,
    paragraphs: [
      `${question.name} sent a${kind === 'offer' ? 'n' : ''} ${kind} about ${artwork.title} by ${artwork.artistName}${question.userId ? ' (signed in)' : ''}.`,
      ...offerLine(question),
      `Message: ${question.message}`,
      `E-mail: ${question.email}`,
      // A member without a phone on their account asks from the signed-in dialog with none.
      `Phone: ${question.phone || 'none on their account'}`,
    ],
    action: { label: 'See the artwork', url: artworkUrl(env, artwork) },
  });
  const subject = question.isOffer ? `Offer of ${formatPrice(question.offerAmount ?? 0)} for ${artwork.title}` : `Question about ${artwork.title}`;
  return { to: env.SUPPORT_EMAIL, subject, template: `${kind}-team`, ...body };
}

/**
 * To the artist: the message and any offer. The sender's contact details stay with the team,
 * who answer and arrange any sale through the product.
 */
export function questionArtistMail(env: MailSettings, artwork: QuestionArtwork, question: NewQuestion): MailMessageInput {
  const kind = what(question);
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: question.isOffer ? `An offer for ${artwork.title}` : `A question about ${artwork.title}`,
    paragraphs: [
      `Hello ${artwork.artistName},`,
      `${question.name} sent a${kind === 'offer' ? 'n' : ''} ${kind} about your work ${artwork.title}.`,
      ...offerLine(question),
      `Message: ${question.message}`,
      `The ${env.PRODUCT_NAME} team has their contact details and will follow up. Reply to ${env.SUPPORT_EMAIL} if you would like to add anything.`,
    ],
    action: { label: 'See the artwork', url: artworkUrl(env, artwork) },
  });
  return { to: artwork.artistEmail, subject: question.isOffer ? `An offer for ${artwork.title}` : `A question about ${artwork.title}`, template: `${kind}-artist`, ...body };
}
