import { useEffect, useState } from 'react';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long a hold has left, in words: '2 days 5 hours left', '40 minutes left', 'Expired'. */
export function timeLeft(expiresAt: string, now = Date.now()): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return 'Expired';
  if (left < MINUTE) return 'Less than a minute left';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `${plural(days, 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours > 0) return `${plural(hours, 'hour')}${minutes ? ` ${plural(minutes, 'minute')}` : ''} left`;
  return `${plural(minutes, 'minute')} left`;
}

/** Whether a hold ends within this many hours (shown as urgent). */
export function endsWithin(expiresAt: string, hours: number, now = Date.now()): boolean {
  return Date.parse(expiresAt) - now < hours * HOUR;
}

/** The current time, renewed every `intervalMs`, so countdowns on a page keep moving. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
