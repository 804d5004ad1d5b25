import { describe, expect, it } from 'vitest';
import { validateSignIn, validateSignUp } from './auth-validation.js';

const good = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Engine42x' };

describe('validateSignIn', () => {
  it('needs a valid e-mail and a password', () => {
    expect(validateSignIn({ email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(good)).toEqual({});
  });
  it('requires names', () => {
    expect(validateSignUp({ ...good, firstName: ' ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });
  it('checks the password length first, then its character classes', () => {
    expect(validateSignUp({ ...good, password: 'Ab1' }).password).toBe(
      'Password must be at least 8 characters',
    );
    for (const password of ['alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      expect(validateSignUp({ ...good, password }).password).toBe(
        'Password must contain at least one uppercase letter, one lowercase letter, and one number',
      );
    }
  });
});
