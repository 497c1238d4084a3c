/**
 * The days the United States' federal holidays are observed in `year` (YYYY-MM-DD): a team in
 * Chicago offers no consultation on them. A holiday on a Saturday is observed the Friday before, one
 * on a Sunday the Monday after (so New Year's Day of the next year may fall in this one).
 */
export function federalHolidays(year: number): Set<string> {
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const fixed = (y: number, month: number, day: number) => {
    const date = new Date(Date.UTC(y, month - 1, day));
    const weekday = date.getUTCDay();
    if (weekday === 6) date.setUTCDate(day - 1);
    if (weekday === 0) date.setUTCDate(day + 1);
    return iso(date);
  };
  /** The nth given weekday (0 Sunday … 6 Saturday) of a month; n = -1 for the last. */
  const nth = (month: number, weekday: number, n: number) => {
    if (n > 0) {
      const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
      return iso(new Date(Date.UTC(year, month - 1, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7)));
    }
    const last = new Date(Date.UTC(year, month, 0));
    return iso(new Date(Date.UTC(year, month - 1, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7))));
  };
  const days = [
    fixed(year, 1, 1),
    nth(1, 1, 3), // Martin Luther King Jr. Day
    nth(2, 1, 3), // Washington's Birthday
    nth(5, 1, -1), // Memorial Day
    fixed(year, 6, 19), // Juneteenth
    fixed(year, 7, 4),
    nth(9, 1, 1), // Labor Day
    nth(10, 1, 2), // Columbus Day
    fixed(year, 11, 11), // Veterans Day
    nth(11, 4, 4), // Thanksgiving
    fixed(year, 12, 25),
    fixed(year + 1, 1, 1),
  ];
  return new Set(days.filter((day) => day.startsWith(`${year}-`)));
}
