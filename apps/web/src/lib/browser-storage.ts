import { useState, useSyncExternalStore } from 'react';
import type { Contract } from './api-client.ts';

/**
 * The one way the web app keeps things in the browser: session storage (this tab, until it
 * closes) or local storage (this browser). Every key keeps the name and text format it has always
 * had, so what people stored before an upgrade still reads back.
 *
 * The browser may refuse storage altogether (a SecurityError where site data is blocked) or a
 * single write (a QuotaExceededError when it is full). Nothing a person does may fail for that:
 * a value that cannot be read counts as absent, one that cannot be written holds for this page
 * only, and the refusal is logged once, here.
 */
export type StorageArea = 'session' | 'local';

/** How a value is kept as text; `parse` answers undefined for text it does not accept. */
export interface StorageFormat<T> {
  parse: (raw: string) => T | undefined;
  format: (value: T) => string;
}

/** JSON checked by a schema: text that does not parse, or does not match, reads as absent. */
export function jsonFormat<T>(schema: Contract<T>): StorageFormat<T> {
  return {
    parse: (raw) => {
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return undefined;
      }
      const parsed = schema.safeParse(json);
      return parsed.success ? parsed.data : undefined;
    },
    format: (value) => JSON.stringify(value),
  };
}

/** A flag stored as '1'. */
export const flagFormat: StorageFormat<true> = {
  parse: (raw) => (raw === '1' ? true : undefined),
  format: () => '1',
};

/** A whole number of zero or more, stored as its digits (a count, a place in a list). */
export const countFormat: StorageFormat<number> = {
  parse: (raw) => {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
  },
  format: (value) => String(Math.max(0, Math.floor(value))),
};

let refusalLogged = false;

/**
 * Set while a page is drawn on the server (entry-server.tsx): storage then reads as absent, and
 * the keys read are noted (`area:key`). The drawing holds only for a browser that has none of
 * them: the boot script checks, and the app draws the page itself where one is stored.
 */
let drawing: Set<string> | null = null;

/** Storage reads as absent until `done` is called, which answers the keys read meanwhile. */
export function drawWithoutStorage(): { done: () => string[] } {
  const read = new Set<string>();
  drawing = read;
  return {
    done: () => {
      if (drawing === read) drawing = null;
      return [...read];
    },
  };
}

function attempt<T>(area: StorageArea, run: (storage: Storage) => T, otherwise: T): T {
  // Drawing a page on the server: there is no storage, and nothing to log.
  if (drawing || typeof window === 'undefined') return otherwise;
  try {
    return run(area === 'session' ? window.sessionStorage : window.localStorage);
  } catch (error) {
    if (!refusalLogged) {
      refusalLogged = true;
      console.warn(`The browser refused ${area} storage; what would be kept there holds for this page only.`, error);
    }
    return otherwise;
  }
}

// Storage events reach only the other tabs; this one tells the followers in this tab.
const CHANGE_EVENT = 'vernissage:storage';
interface ChangeDetail {
  area: StorageArea;
  /** null: the whole area was cleared. */
  key: string | null;
}

function announce(detail: ChangeDetail): void {
  if (drawing || typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ChangeDetail>(CHANGE_EVENT, { detail }));
}

/** The text under a key; null when absent or unreadable. */
export function readStored(area: StorageArea, key: string): string | null {
  drawing?.add(`${area}:${key}`);
  return attempt(area, (storage) => storage.getItem(key), null);
}

/** Stores text under a key; false when the browser refused it. */
export function writeStored(area: StorageArea, key: string, text: string): boolean {
  const written = attempt(
    area,
    (storage) => {
      storage.setItem(key, text);
      return true;
    },
    false,
  );
  announce({ area, key });
  return written;
}

export function removeStored(area: StorageArea, key: string): void {
  attempt(area, (storage) => storage.removeItem(key), undefined);
  announce({ area, key });
}

/** Empties both storages (signing out), telling everything that follows a stored value. */
export function clearBrowserStorage(): void {
  for (const area of ['local', 'session'] as const) {
    attempt(area, (storage) => storage.clear(), undefined);
    announce({ area, key: null });
  }
}

/** One value under a fixed key, typed by its format; `fallback` stands in while it is absent. */
export interface StoredValue<T, F = T> {
  readonly area: StorageArea;
  readonly key: string;
  readonly fallback: F;
  /** The value, or the fallback; the same object is returned until the stored text changes. */
  read: () => T | F;
  write: (value: T) => void;
  remove: () => void;
  /** Reads the value and removes it: for a flag that shows something once. */
  take: () => T | F;
  /** Calls back when this tab or another changes the value; answers the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
}

export function storedValue<T, F = T>(area: StorageArea, key: string, format: StorageFormat<T>, fallback: F): StoredValue<T, F> {
  let cached: { raw: string | null; value: T | F } = { raw: null, value: fallback };
  const read = (): T | F => {
    const raw = readStored(area, key);
    if (raw !== cached.raw) cached = { raw, value: raw === null ? fallback : (format.parse(raw) ?? fallback) };
    return cached.value;
  };
  return {
    area,
    key,
    fallback,
    read,
    write: (value) => void writeStored(area, key, format.format(value)),
    remove: () => removeStored(area, key),
    take: () => {
      const value = read();
      removeStored(area, key);
      return value;
    },
    subscribe: (onChange) => {
      const onLocal = (event: Event) => {
        const detail = (event as CustomEvent<ChangeDetail>).detail;
        if (detail.area === area && (detail.key === null || detail.key === key)) onChange();
      };
      const onOtherTab = (event: StorageEvent) => {
        if (event.key === null || event.key === key) onChange();
      };
      window.addEventListener(CHANGE_EVENT, onLocal);
      window.addEventListener('storage', onOtherTab);
      return () => {
        window.removeEventListener(CHANGE_EVENT, onLocal);
        window.removeEventListener('storage', onOtherTab);
      };
    },
  };
}

/**
 * Follows a stored value: the component renders again whenever it changes, in any tab. A page
 * drawn on the server draws it as absent, and the app shows the stored value once it has taken
 * the page over (a count in the top bar). With `shapesPage`, the value is what the page is made
 * of: the drawing names its key, and a browser that has it stored has the page drawn by the app
 * instead (the boot script checks), so no one sees the absent value's page first.
 */
export function useStoredValue<T, F>(stored: StoredValue<T, F>, { shapesPage = false } = {}): T | F {
  return useSyncExternalStore(stored.subscribe, stored.read, shapesPage ? stored.read : () => stored.fallback);
}

/**
 * State that starts from a stored value and is stored again on every change, so it is back on
 * the next visit (within the tab, or the browser, by the area).
 */
export function useStoredState<T>(stored: StoredValue<T>): [T, (value: T) => void] {
  const [value, setValue] = useState(stored.read);
  const set = (next: T) => {
    setValue(next);
    stored.write(next);
  };
  return [value, set];
}
