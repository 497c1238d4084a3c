import { PRODUCT_TIME_ZONE } from './constants.ts';

const parts = new Intl.DateTimeFormat('en-US', { timeZone: PRODUCT_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });

/** What a wall clock in the product's time zone reads at this instant, as if it were UTC. */
function wallClock(instant: Date): number {
  const value = (type: string) => Number(parts.formatToParts(instant).find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'));
}

/**
 * The instant at which Chicago's clocks read this day (YYYY-MM-DD) and time (HH:MM), whatever the
 * admin's own time zone or the server's: the consultations take place in Chicago.
 */
export function chicagoInstant(day: string, time: string): string {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const first = asUtc - (wallClock(new Date(asUtc)) - asUtc);
  // A second pass settles the offset across a clock change.
  const settled = asUtc - (wallClock(new Date(first)) - first);
  return new Date(settled).toISOString();
}

/** The day (YYYY-MM-DD) Chicago's calendar shows at this instant. */
export function chicagoDay(instant: Date): string {
  return new Date(wallClock(instant)).toISOString().slice(0, 10);
}
