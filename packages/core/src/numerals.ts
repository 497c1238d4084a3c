/*
 * How a number is written in a query string (a page's offset and size, a filter's bounds), in
 * one place for the API's schemas (schemas/query-numbers.ts) and the checks that run without zod
 * (browse.ts): plain digits, with a decimal point where fractions count, so '0x10', '1e2', '+5'
 * and 'Infinity' are not numbers here, as they would be to Number().
 */

/** At most 16 digits before the point (no number the product takes is longer) and 6 after. */
const WHOLE = /^\d{1,16}$/;
const DECIMAL = /^\d{1,16}(\.\d{1,6})?$/;

/**
 * The number the text stands for (spaces around it ignored): undefined when it is empty (a value
 * not given), null when it is not written as such a number.
 */
export function numeralValue(text: string, whole: boolean): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return (whole ? WHOLE : DECIMAL).test(trimmed) ? Number(trimmed) : null;
}
