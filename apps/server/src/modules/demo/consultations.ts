import { chicagoDay, chicagoInstant } from '@vernissage/core/product-time';
import type { Database } from '../../db/client.ts';
import { consultationSlots } from '../../db/schema/index.ts';
import { federalHolidays } from './holidays.ts';

/** The demo's consultation times: weekday afternoons in Chicago but federal holidays, over the four weeks after it is seeded. */
const DEMO_CONSULTATION_DAYS = 28;
const DEMO_CONSULTATION_TIMES = ['13:00', '15:30'];
const DEMO_CONSULTATION_MINUTES = 45;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Offers the demo's consultation times, so Schedule Art Consultation has times to book from the
 * first start. They are seeded once, with the catalogue, and pass like any time the admin adds.
 */
export async function insertDemoConsultationTimes(db: Database, now = new Date()): Promise<void> {
  const today = Date.parse(`${chicagoDay(now)}T00:00:00Z`);
  const slots = [];
  for (let offset = 1; offset <= DEMO_CONSULTATION_DAYS; offset += 1) {
    const date = new Date(today + offset * DAY_MS);
    const day = date.toISOString().slice(0, 10);
    if (date.getUTCDay() === 0 || date.getUTCDay() === 6 || federalHolidays(date.getUTCFullYear()).has(day)) continue;
    for (const time of DEMO_CONSULTATION_TIMES) slots.push({ startsAt: new Date(chicagoInstant(day, time)), durationMinutes: DEMO_CONSULTATION_MINUTES });
  }
  await db.insert(consultationSlots).values(slots).onConflictDoNothing();
}
