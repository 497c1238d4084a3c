import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
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

describe('a light form refused by the server', () => {
  it('keeps the server’s message on its field until that field changes, whatever else changes', () => {
    const { result } = renderHook(() => useLightForm({ email: '', captcha: '' }, { email: (value) => (value ? null : 'Required'), captcha: () => null }));
    act(() => result.current.field('email').onChange('taken@example.test'));
    act(() => result.current.field('email').onBlur());
    act(() => result.current.field('captcha').onChange('solved'));
    const taken = new ApiRequestError(409, 'conflict', 'This email address is already registered.', { email: 'This email address is already registered.' });
    act(() => void result.current.showServerErrors(taken, ['email', 'captcha']));
    expect(result.current.errors).toEqual({ email: 'This email address is already registered.' });
    // The captcha is reset after the refusal: the e-mail's rule passes, but the server's word stands.
    act(() => result.current.field('captcha').onChange(''));
    expect(result.current.errors).toEqual({ email: 'This email address is already registered.' });
    // A new address is checked by the rules again.
    act(() => result.current.field('email').onChange('new@example.test'));
    expect(result.current.errors).toEqual({});
  });
});
