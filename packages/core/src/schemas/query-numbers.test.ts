import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryDecimal, queryWhole, queryWholeOr } from './query-numbers.ts';

const schema = z.object({ limit: queryWholeOr(1, 100, 24), minPrice: queryWhole(0, 5_000), width: queryDecimal(0, 99_999) });
const parse = (input: Record<string, unknown>) => schema.safeParse(input);
const messages = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? null : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('numbers in a query string', () => {
  it('reads plain digits, a decimal point where fractions count, and numbers from a JSON body', () => {
    expect(parse({ limit: '5', minPrice: '250', width: '12.5' }).data).toEqual({ limit: 5, minPrice: 250, width: 12.5 });
    expect(parse({ limit: ' 7 ' }).data).toEqual({ limit: 7 });
    expect(parse({ limit: 5, width: 12.25 }).data).toEqual({ limit: 5, width: 12.25 });
  });

  it('takes an empty or missing value as not given: the default, or no bound', () => {
    expect(parse({}).data).toEqual({ limit: 24 });
    expect(parse({ limit: '', minPrice: '', width: '  ' }).data).toEqual({ limit: 24 });
  });

  it('refuses hex, exponents, signs, words, several values and fractions where whole numbers go, naming the range', () => {
    for (const limit of ['0x10', '1e2', '+5', '-1', 'abc', 'NaN', 'Infinity', '5.5', '99999999999999999999', ['1', '2'], null, true, 5.5]) {
      expect(messages({ limit }), JSON.stringify(limit)).toEqual({ limit: 'A whole number from 1 to 100' });
    }
    expect(messages({ minPrice: '5001' })).toEqual({ minPrice: 'A whole number from 0 to 5,000' });
    for (const width of ['12.', '.5', '1,5', '1e3', '100000']) expect(messages({ width }), width).toEqual({ width: 'A number from 0 to 99,999' });
  });

  it('says its range, and its default where it has one, in the API document', () => {
    const { properties } = z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, { description?: string }> };
    expect(properties.limit?.description).toBe('A whole number from 1 to 100; 24 when not given');
    expect(properties.minPrice?.description).toBe('A whole number from 0 to 5,000');
    expect(properties.width?.description).toBe('A number from 0 to 99,999');
  });
});
