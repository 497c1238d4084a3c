import { describe, expect, it } from 'vitest';
import { ID_MAX } from '../constants.ts';
import { ID_MESSAGE, idParamsSchema, rowId, rowIdParam } from './ids.ts';

describe('ids', () => {
  it('takes a whole number from 1 to the integer key range, in a body and in an address', () => {
    expect(rowId().parse(1)).toBe(1);
    expect(rowId().parse(ID_MAX)).toBe(ID_MAX);
    expect(rowIdParam().parse('42')).toBe(42);
    expect(idParamsSchema.parse({ id: String(ID_MAX) })).toEqual({ id: ID_MAX });
  });

  it('refuses anything else with one message', () => {
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 1e20, Number.NaN, '1', null, undefined, [1], { id: 1 }]) {
      const result = rowId().safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ID_MESSAGE);
    }
    for (const bad of ['0', '-1', '1.5', '2147483648', '99999999999', '99999999999999999999', '1e3', '0x10', 'abc', '', '\u0000', '1\u0000']) {
      const result = rowIdParam().safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ID_MESSAGE);
    }
  });

  it("says a route's own message where it has one", () => {
    expect(rowId('Please choose a time').safeParse(ID_MAX + 1).error?.issues[0]?.message).toBe('Please choose a time');
  });
});
