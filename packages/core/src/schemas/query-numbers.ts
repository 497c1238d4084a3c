import { z } from 'zod';
import { numeralValue } from '../numerals.ts';
import { formatCount } from '../text.ts';

/*
 * Numbers in a query string (a page's offset and size, a filter's bounds) arrive as text and are
 * read as a person writes them (numerals.ts): plain digits, with a decimal point where fractions
 * count. z.coerce read '0x10' as 16, '1e2' as 100 and an empty value as 0, so ?maxPrice= matched
 * nothing. Here an empty value counts as not given (the field's default, if it has one), anything else
 * that is not such a number is a 400 whose message gives the range, and a number in a JSON body
 * (the gallery filter travels in a query and in a body) is checked as it is.
 */

/** 'A whole number from 1 to 100', 'A number from 0 to 99,999' */
const rangeMessage = (whole: boolean, min: number, max: number) => `${whole ? 'A whole number' : 'A number'} from ${formatCount(min)} to ${formatCount(max)}`;

function queryNumber(whole: boolean, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .optional()
    .transform((value, context) => {
      if (typeof value !== 'string') return value;
      const read = numeralValue(value, whole);
      if (read !== null) return read;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

function ranged(whole: boolean, min: number, max: number) {
  const message = rangeMessage(whole, min, max);
  const checked = z.number({ error: message }).min(min, message).max(max, message);
  return { message, checked: whole ? checked.int(message) : checked };
}

/** A whole number in a query string (or a JSON body), from min to max; absent or empty: undefined. */
export function queryWhole(min: number, max: number) {
  const { message, checked } = ranged(true, min, max);
  return queryNumber(true, message).pipe(checked.optional()).describe(message);
}

/** The same, with `fallback` when absent or empty (a page's offset and size). */
export function queryWholeOr(min: number, max: number, fallback: number) {
  const { message, checked } = ranged(true, min, max);
  return queryNumber(true, message)
    .transform((value) => value ?? fallback)
    .pipe(checked)
    .describe(`${message}; ${formatCount(fallback)} when not given`);
}

/** A number with up to six decimals in a query string (or a JSON body), from min to max; absent or empty: undefined. */
export function queryDecimal(min: number, max: number) {
  const { message, checked } = ranged(false, min, max);
  return queryNumber(false, message).pipe(checked.optional()).describe(message);
}

/** The furthest a list's offset may reach where the list sets no nearer limit. */
export const QUERY_OFFSET_MAX = 1_000_000;
