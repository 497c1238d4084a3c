import { z } from 'zod';

/** What a date and time outside the years the database keeps is told. */
export const INSTANT_RANGE_MESSAGE = 'Please give a date from the year 1 to 9999';

/** Whether an ISO 8601 date and time falls in the years 1 to 9999 once read in UTC. */
function storable(text: string): boolean {
  const time = Date.parse(text);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/**
 * An ISO 8601 date and time the database can store. The ISO rule alone takes the year 0000, and an
 * offset can carry 0001-01-01 or 9999-12-31 past the years PostgreSQL's timestamps hold; such a
 * value is a 400 here, not an error from the database.
 */
export const storableInstant = (options: { offset?: boolean; error?: string } = {}) =>
  z.iso.datetime(options).refine(storable, options.error ?? INSTANT_RANGE_MESSAGE);
