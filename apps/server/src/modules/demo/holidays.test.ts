import { describe, expect, it } from 'vitest';
import { federalHolidays } from './holidays.ts';

describe('the federal holidays the demo offers no consultation on', () => {
  it('are the days they are observed, a Saturday’s on the Friday before and a Sunday’s on the Monday after', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03',
      '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25',
    ]);
    // Christmas 2027 is a Saturday, and so is New Year's Day 2028: both are observed in 2027.
    expect([...federalHolidays(2027)].sort()).toEqual([
      '2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05',
      '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-24', '2027-12-31',
    ]);
    expect(federalHolidays(2028).has('2028-01-01')).toBe(false);
  });
});
