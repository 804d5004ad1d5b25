// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateSignIn, type SignInValues } from './auth-validation.js';
import { useValidatedForm } from './use-validated-form.js';

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('useValidatedForm', () => {
  afterEach(cleanup);

  it('shows no errors before the first submit, then blocks an invalid submit and shows them', () => {
    const { result } = renderHook(() =>
      useValidatedForm<SignInValues>({ email: '', password: '' }, validateSignIn),
    );
    expect(result.current.errors).toEqual({});
    const send = vi.fn();
    act(() => result.current.onSubmit(send)(submitEvent()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors.email).toBeTruthy();
  });

  it('sends the typed values once they are valid', () => {
    const { result } = renderHook(() =>
      useValidatedForm<SignInValues>({ email: '', password: '' }, validateSignIn),
    );
    act(() => result.current.set('email')('ada@example.com'));
    act(() => result.current.set('password')('Secret123'));
    const send = vi.fn();
    act(() => result.current.onSubmit(send)(submitEvent()));
    expect(send).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'Secret123' });
    expect(result.current.errors).toEqual({});
  });
});
