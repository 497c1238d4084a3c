import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '@vernissage/core/schemas';
import { holdEndedMail, orderPlacedMail, orderPlacedTeamMail } from './mails.ts';

const env = { PRODUCT_NAME: 'Vernissage', PUBLIC_URL: 'https://shop.example', SUPPORT_EMAIL: 'team@shop.example', SUPPORT_PHONE: '+1 312 555 0142', HOLD_HOURS: 72 };

function line(id: number, amount: number): OrderLine {
  return {
    id,
    artwork: { id, title: `Study ${id}`, artist: { id: 'a', name: 'Mara' }, image: null, width: 24, height: 36 },
    price: amount,
    discountedPrice: null,
    earlyAccessId: null,
    amount,
    status: 'held',
    holdExpiresAt: '2026-03-05T15:00:00.000Z',
    decidedAt: null,
  };
}

const items = [line(1, 1249.5), line(2, 2124.25)];
const order: Order = {
  id: 31,
  status: 'placed',
  createdAt: '2026-03-02T15:00:00.000Z',
  contact: { name: 'Ada', email: 'ada@example.test', phone: '+1 312 555 0100', address: '1 Lake Shore Dr', city: 'Chicago', zip: '60611', notes: null },
  subtotal: 3373.75,
  deliveryFee: 0,
  total: 3373.75,
  items,
};

// Prices show whole dollars everywhere but the carousel (spec/01 §9): the mails say what the
// post-purchase page says.
describe('order mails', () => {
  it.each([
    ['to the buyer', orderPlacedMail(env, order)],
    ['to the team', orderPlacedTeamMail(env, order, { name: 'Ada', email: 'ada@example.test' })],
    ['when a hold ends', holdEndedMail(env, order, items, 'confirmed')],
  ])('give prices in whole dollars %s', (_who, mail) => {
    expect(mail.text).toContain('Study 1 by Mara: $1,250');
    expect(mail.text).toContain('Study 2 by Mara: $2,124');
    expect(mail.text).not.toMatch(/\$[\d,]+\.\d/);
  });

  it('gives the total in whole dollars', () => {
    expect(orderPlacedMail(env, order).text).toContain('Delivery: free. Total: $3,374.');
  });
});
