import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, refusedFields } from './api-client.ts';

/** A field's rule: the message for a value it refuses (the form's other values beside it), or null. */
export type FieldRule<K extends string = string> = (value: string, values: Record<K, string>) => string | null;

/**
 * The state of a small form drawn without Ant Design (decision record 052): its values, each
 * field's error, and its rules, run as Ant Design's form runs them for the person: a field is
 * checked as it changes once it has been left or has shown an error, and every field when the
 * form is sent, the first wrong one then taking the focus. A refusal from the server puts its
 * field messages on their fields and returns its overall message for the form's alert; what was
 * typed stays as it was, and each such message stays until its own field changes (another
 * field's change, such as a captcha reset after the refusal, does not check it away).
 */
export function useLightForm<K extends string>(initial: Record<K, string>, rules: Partial<Record<K, FieldRule<K>>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const left = useRef(new Set<K>());
  const inputs = useRef(new Map<K, HTMLElement | null>());
  /** Fields showing the server's message: only their own change checks them again. */
  const fromServer = useRef(new Set<K>());

  /** Runs the rules of `names` on `next`, the values as they now are. */
  const check = (names: K[], next: Record<K, string>) => {
    setErrors((now) => {
      let changed = now;
      for (const name of names) {
        const problem = rules[name]?.(next[name], next) ?? null;
        if ((changed[name] ?? null) === problem) continue;
        changed = { ...changed };
        if (problem) changed[name] = problem;
        else delete changed[name];
      }
      return changed;
    });
  };
  /** Whether another field's change (or a new rule) checks this one again: left or wrong, and not the server's word. */
  const followed = (name: K) => !fromServer.current.has(name) && (left.current.has(name) || errors[name] !== undefined);
  /** The field that changed, and every other one followed (a confirmation follows its password). */
  const watched = (name: K) => (Object.keys(values) as K[]).filter((other) => other === name || followed(other));

  /** The props of one field: FieldText takes them as they are. */
  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    ref: (element: HTMLElement | null) => {
      inputs.current.set(name, element);
    },
    onChange: (value: string) => {
      fromServer.current.delete(name);
      const next = { ...values, [name]: value };
      setValues((now) => ({ ...now, [name]: value }));
      const others = watched(name).filter((other) => other !== name);
      check(followed(name) ? [name, ...others] : others, next);
    },
    onBlur: () => {
      if (values[name].trim() === '') return;
      left.current.add(name);
      check([name], values);
    },
  });

  /** Runs the rules again on those of `names` that have been left or show an error (a rule that changed: one fetched late). */
  const recheck = (names: K[]) => check(names.filter(followed), values);

  /** Handles the form's submit event: `send` runs with the values when every rule passes. */
  const submit = (event: FormEvent<HTMLFormElement>, send: (values: Record<K, string>) => void) => {
    event.preventDefault();
    fromServer.current.clear();
    const found: Partial<Record<K, string>> = {};
    for (const name of Object.keys(values) as K[]) {
      const problem = rules[name]?.(values[name], values) ?? null;
      if (problem) found[name] = problem;
    }
    setErrors(found);
    const first = (Object.keys(values) as K[]).find((name) => found[name]);
    if (first) {
      inputs.current.get(first)?.focus();
      return;
    }
    send(values);
  };

  /** Puts a refusal's field messages on the fields named; returns the message for the alert. */
  const showServerErrors = (error: unknown, names: readonly string[]): string => {
    const fields = refusedFields(error, names);
    for (const [name] of fields) fromServer.current.add(name as K);
    if (fields.length) setErrors((now) => ({ ...now, ...Object.fromEntries(fields) }));
    return errorMessage(error);
  };

  /** Puts the focus in a field (after a refusal that disabled the button that had it). */
  const focusField = (name: K) => inputs.current.get(name)?.focus();

  return { values, errors, field, submit, showServerErrors, setErrors, recheck, focusField };
}
