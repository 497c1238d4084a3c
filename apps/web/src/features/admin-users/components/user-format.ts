import type { Role } from '@vernissage/core/schemas';

export const ROLE_LABEL: Record<Role, string> = {
  collector: 'Collector',
  artist: 'Artist',
  merchant: 'Merchant',
  admin: 'Admin',
};

const JOINED = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** 'Mar 4, 2025'. */
export function formatJoined(iso: string): string {
  return JOINED.format(new Date(iso));
}
