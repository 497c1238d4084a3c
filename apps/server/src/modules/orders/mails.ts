import type { Order, OrderLine } from '@vernissage/core/schemas';
import { formatPrice, shippingAddressLine } from '@vernissage/core/text';
import type { Env } from '../../config/env.ts';
import type { MailMessageInput } from '../../plugins/mail.ts';
import { mailLayout } from '../../lib/mail-layout.ts';

type MailSettings = Pick<Env, 'PRODUCT_NAME' | 'PUBLIC_URL' | 'SUPPORT_EMAIL' | 'SUPPORT_PHONE' | 'HOLD_HOURS'>;

function itemLines(order: Order): string[] {
  return order.items.map((line) => `${line.artwork.title} by ${line.artwork.artist.name}: ${formatPrice(line.amount)}`);
}

function totalLine(order: Order): string {
  // As the pages say it: whole dollars, and a delivery fee of 0 is free.
  return `Delivery: ${order.deliveryFee === 0 ? 'free' : formatPrice(order.deliveryFee)}. Total: ${formatPrice(order.total)}.`;
}

const chicagoDate = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Chicago' });

function holdUntil(order: Order): string {
  const first = order.items[0];
  return first ? chicagoDate(first.holdExpiresAt) : '';
}

/** To the buyer: what was ordered, the total, and what happens next. */
export function orderPlacedMail(env: MailSettings, order: Order, unsubscribeUrl?: string): MailMessageInput {
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: 'Thank you for your purchase!',
    paragraphs: [
      `We have received your order #${order.id}. The works are on hold for you until ${holdUntil(order)} (Chicago time).`,
      ...itemLines(order),
      totalLine(order),
      `What happens next: our team will contact you at ${order.contact.phone} or ${order.contact.email} to coordinate the shipping date and time to ${shippingAddressLine(order.contact)}.`,
      `Questions? Write to ${env.SUPPORT_EMAIL} or call ${env.SUPPORT_PHONE}.`,
    ],
    action: { label: 'See my purchases', url: new URL('/my-purchases', env.PUBLIC_URL).toString() },
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  });
  return { to: order.contact.email, subject: `Your ${env.PRODUCT_NAME} order #${order.id}`, template: 'order-placed', ...body };
}

/** To the team (the support address): a new order to confirm or release on Hold Orders. */
export function orderPlacedTeamMail(env: MailSettings, order: Order, buyer: { name: string; email: string }): MailMessageInput {
  const { contact } = order;
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: `New order #${order.id}: ${order.items.length === 1 ? '1 work' : `${order.items.length} works`} on hold`,
    paragraphs: [
      `${buyer.name} (${buyer.email}) placed an order. The works are held for ${env.HOLD_HOURS} hours, until ${holdUntil(order)} (Chicago time), unless the sale is confirmed.`,
      ...itemLines(order),
      totalLine(order),
      `Ship to: ${contact.name}, ${shippingAddressLine(contact)}. Phone ${contact.phone}, e-mail ${contact.email}.`,
      ...(contact.notes ? [`Notes from the buyer: ${contact.notes}`] : []),
      'Contact the buyer to coordinate shipping, then confirm the sale or release the hold.',
    ],
    action: { label: 'Open Hold Orders', url: new URL('/hold-orders', env.PUBLIC_URL).toString() },
  });
  return { to: env.SUPPORT_EMAIL, subject: `New order #${order.id} from ${buyer.name}`, template: 'order-placed-team', ...body };
}

/** How a hold ended: the admin confirmed the sale or released the hold, or its time ran out. */
export type HoldEnding = 'confirmed' | 'released' | 'expired';

/**
 * To the buyer, when holds of their order end: a confirmed sale is theirs and will be shipped;
 * a released or expired hold makes the work available to everyone again.
 */
export function holdEndedMail(env: MailSettings, order: Order, lines: readonly OrderLine[], ending: HoldEnding, unsubscribeUrl?: string): MailMessageInput {
  const works = lines.map((line) => `${line.artwork.title} by ${line.artwork.artist.name}: ${formatPrice(line.amount)}`);
  const one = lines.length === 1 ? `“${lines[0]!.artwork.title}”` : `${lines.length} works`;
  const support = `Questions? Write to ${env.SUPPORT_EMAIL} or call ${env.SUPPORT_PHONE}.`;
  const texts: Record<HoldEnding, { subject: string; heading: string; paragraphs: string[] }> = {
    confirmed: {
      subject: `Your purchase of ${one} is confirmed`,
      heading: 'Your purchase is confirmed',
      paragraphs: [
        `We have confirmed the sale from your order #${order.id}. ${lines.length === 1 ? 'This work is' : 'These works are'} yours:`,
        ...works,
        `Our team will contact you at ${order.contact.phone} or ${order.contact.email} to coordinate the shipping date and time.`,
        support,
      ],
    },
    released: {
      subject: `Your hold on ${one} has ended`,
      heading: 'Your hold has ended',
      paragraphs: [
        `We have released the hold from your order #${order.id}, so ${lines.length === 1 ? 'this work is' : 'these works are'} no longer reserved for you:`,
        ...works,
        'Nothing has been charged. If you still want a work that is available again, you can order it from the gallery.',
        support,
      ],
    },
    expired: {
      subject: `Your hold on ${one} has expired`,
      heading: 'Your hold has expired',
      paragraphs: [
        `The sale from your order #${order.id} was not confirmed within ${env.HOLD_HOURS} hours, so the hold ended on ${chicagoDate(lines[0]!.decidedAt ?? lines[0]!.holdExpiresAt)} (Chicago time):`,
        ...works,
        'Nothing has been charged. If you still want a work that is available again, you can order it from the gallery.',
        support,
      ],
    },
  };
  const text = texts[ending];
  const body = mailLayout({
    product: env.PRODUCT_NAME,
    heading: text.heading,
    paragraphs: text.paragraphs,
    action: { label: 'See my purchases', url: new URL('/my-purchases', env.PUBLIC_URL).toString() },
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
  });
  return { to: order.contact.email, subject: text.subject, template: `hold-${ending}`, ...body };
}
