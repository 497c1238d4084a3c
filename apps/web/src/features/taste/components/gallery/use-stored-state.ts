import { useState } from 'react';
import type { z } from 'zod';

/** State kept in sessionStorage under a key, read back (and checked) on the next visit. */
export function useStoredState<S extends z.ZodType>(key: string, schema: S, fallback: z.infer<S>): [z.infer<S>, (value: z.infer<S>) => void] {
  const [value, setValue] = useState<z.infer<S>>(() => {
    try {
      const raw = window.sessionStorage.getItem(key);
      const parsed = raw === null ? null : schema.safeParse(JSON.parse(raw));
      return parsed?.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  });
  const set = (next: z.infer<S>) => {
    setValue(next);
    try {
      window.sessionStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage unavailable: the value still holds for this page.
    }
  };
  return [value, set];
}
