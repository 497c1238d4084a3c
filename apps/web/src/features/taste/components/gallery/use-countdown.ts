import { useEffect, useRef } from 'react';

/** Calls `onZero` every `seconds` while `active` (the gallery's queue countdown). */
export function useCountdown(seconds: number, active: boolean, onZero: () => void): void {
  const latest = useRef(onZero);
  useEffect(() => {
    latest.current = onZero;
  });
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => latest.current(), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds, active]);
}
