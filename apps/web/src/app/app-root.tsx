import { DRAWN_PAGE } from '@vernissage/core/constants';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProviders } from './providers.tsx';

/** What a drawn page's boot script (DRAWN_PAGE_BOOT_SCRIPT) hands the app as it takes the page over. */
interface EarlyActions {
  /** Buttons clicked before the app was there (the clicks were kept from them). */
  clicks: HTMLElement[];
  /** Forms sent before the app was there (kept from the browser, which would have reloaded the page). */
  submits: HTMLFormElement[];
  /** Fields typed in, chosen or ticked before then: the browser changed them, the app does not know it yet. */
  edits: Array<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;
}

type Field = EarlyActions['edits'][number];

/** A field as the person left it, read as the app takes the page over (its first renders may redraw it). */
interface Edit {
  field: Field;
  value: string;
  checked: boolean;
}

/**
 * A field changed before the app was there, changed again for the app: React took the field over
 * as the browser held it, but its state still has the value drawn (and a render since may have
 * put that back). The drawn value goes back through React's own property, so React knows it; the
 * person's value is set beneath React and the event React listens to sent, so the field's handler
 * runs as if the person had just done it.
 */
function changeAgain({ field, value, checked }: Edit): void {
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    field.checked = !checked;
    field.click();
  } else {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Once the app has taken a drawn page over, what a person did before (the page shows at once,
 * its code comes after the picture) is done again, now with the app behind it: fields changed,
 * then buttons clicked and forms sent, in that order (a search typed and then sent is sent with
 * its words). On a page the app drew itself there is nothing.
 */
function ReplayEarlyActions() {
  useEffect(() => {
    const early = (window as unknown as Partial<Record<typeof DRAWN_PAGE.takeOver, () => EarlyActions>>)[DRAWN_PAGE.takeOver]?.();
    if (!early || early.clicks.length + early.submits.length + early.edits.length === 0) return;
    const edits = early.edits.map((field): Edit => ({ field, value: field.value, checked: field instanceof HTMLInputElement && field.checked }));
    // After this commit, not inside it: a click on a part React has not taken over yet makes it
    // take that part over at once and then handle the click, which it cannot do mid-commit.
    setTimeout(() => {
      // An event on a part React has not taken over yet makes it do so at once (reading the field
      // as it stands): first that, with nothing changed, so the change after it is seen as one.
      for (const { field } of edits) if (field.isConnected) field.dispatchEvent(new Event('input', { bubbles: true }));
      for (const edit of edits) if (edit.field.isConnected) changeAgain(edit);
      for (const button of early.clicks) if (button.isConnected) button.click();
      for (const form of early.submits) if (form.isConnected) form.requestSubmit();
    });
  }, []);
  return null;
}

/** The app around its router, the same in the browser and on the server, so the two draw alike. */
export function AppRoot({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {children}
        <ReplayEarlyActions />
      </AppProviders>
    </StrictMode>
  );
}
