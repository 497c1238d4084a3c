import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLightForm, type FieldRule } from './light-form.ts';

type Rule = FieldRule<'phone' | 'name'>;
const lenient: Rule = (value) => (value.trim() === '' ? 'Required' : null);
const strict: Rule = (value) => lenient(value, { phone: value, name: '' }) ?? (/^\d+$/.test(value) ? null : 'Digits only');

describe('a light form whose rule comes late', () => {
  it('checks a field it has left again with the new rule, and leaves a field not yet left alone', () => {
    const { result, rerender } = renderHook(({ rule }) => useLightForm({ phone: '', name: '' }, { phone: rule, name: rule }), { initialProps: { rule: lenient } });
    act(() => result.current.field('phone').onChange('abc'));
    act(() => result.current.field('phone').onBlur());
    act(() => result.current.field('name').onChange('x1'));
    expect(result.current.errors).toEqual({});
    rerender({ rule: strict });
    act(() => result.current.recheck(['phone', 'name']));
    // The phone was left: the new rule speaks; the name is still being typed.
    expect(result.current.errors).toEqual({ phone: 'Digits only' });
  });
});
