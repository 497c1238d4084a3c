import type { z } from 'zod';
import { formatCount } from '../text.ts';

/*
 * Most fields word their own messages, in the spec's words. What no schema words itself (a search
 * longer than its limit, a sort that is not one of the list, a field of the wrong type) would get
 * zod's own text, written for developers: 'Too big: expected string to have <=200 characters',
 * 'Invalid option: expected one of "for-you"|"popular"'. This says the same in plain words; the
 * server sets it once for every schema (z.config in app.ts), and a schema's own message still
 * comes first.
 */

const plural = (n: number | bigint, one: string, many: string) => `${formatCount(n)} ${Number(n) === 1 ? one : many}`;

const EXPECTED: Partial<Record<string, string>> = {
  string: 'Text is expected here',
  number: 'A number is expected here',
  int: 'A whole number is expected here',
  boolean: 'Use true or false',
  array: 'A list is expected here',
  object: 'A set of named fields is expected here',
  date: 'A date is expected here',
};

const FORMATS: Partial<Record<string, string>> = {
  email: 'Please enter a valid email address',
  url: 'Please enter a full web address, starting with https://',
  datetime: 'A date and time is expected here',
  date: 'A date is expected here',
};

/** The plain message for an issue no schema worded, or undefined to keep zod's. */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'This is required' : EXPECTED[issue.expected];
    case 'too_big': {
      const { maximum: max, origin } = issue;
      if (typeof max !== 'number' && typeof max !== 'bigint') return undefined;
      if (origin === 'string') return `At most ${plural(max, 'character', 'characters')}`;
      if (origin === 'array' || origin === 'set') return `At most ${plural(max, 'item', 'items')}`;
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return issue.inclusive === false ? `Less than ${formatCount(max)}` : `At most ${formatCount(max)}`;
      return undefined;
    }
    case 'too_small': {
      const { minimum: min, origin } = issue;
      if (typeof min !== 'number' && typeof min !== 'bigint') return undefined;
      if (origin === 'string') return Number(min) === 1 ? 'This is required' : `At least ${plural(min, 'character', 'characters')}`;
      if (origin === 'array' || origin === 'set') return `At least ${plural(min, 'item', 'items')}`;
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return issue.inclusive === false ? `More than ${formatCount(min)}` : `At least ${formatCount(min)}`;
      return undefined;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `Only ${String(issue.values[0])} is taken here` : `One of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'This is not in the expected form';
    case 'unrecognized_keys':
      return `Not a field here: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}
