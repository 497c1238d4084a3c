import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@vernissage/core/schemas';

/** A fresh link token (256 random bits) and the digest the database keeps of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const signature = (secret: string, userId: string, kind: MailKind) =>
  createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

/**
 * An unsubscribe token: member, kind and an HMAC of both. It needs no row and no sign-in; it
 * can only turn that one kind of e-mail off for that one member.
 */
export function unsubscribeToken(secret: string, userId: string, kind: MailKind): string {
  return `${userId}.${kind}.${signature(secret, userId, kind)}`;
}

/** The member and kind a token names, or null when it was not signed by us. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: MailKind } | null {
  // The id comes first and may hold dots; kind and signature never do.
  const last = token.lastIndexOf('.');
  const middle = last > 0 ? token.lastIndexOf('.', last - 1) : -1;
  if (middle < 1) return null;
  const userId = token.slice(0, middle);
  const kind = token.slice(middle + 1, last);
  const given = token.slice(last + 1);
  if (!userId || !(MAIL_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(signature(secret, userId, kind as MailKind));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, kind: kind as MailKind };
}
