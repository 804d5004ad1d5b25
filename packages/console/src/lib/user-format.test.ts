import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './user-format.js';

describe('initialsOf', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
  });
  it('uses the one name that exists', () => {
    expect(initialsOf({ firstName: 'Grace', lastName: null })).toBe('G');
    expect(initialsOf({ firstName: '  ', lastName: 'Hopper' })).toBe('H');
  });
  it("falls back to 'U' without a name, even when an e-mail exists", () => {
    expect(initialsOf({ email: 'x@example.com' })).toBe('U');
    expect(initialsOf(null)).toBe('U');
  });
});

describe('displayNameOf', () => {
  it('joins first and last name', () => {
    expect(displayNameOf({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.io' })).toBe('Ada Lovelace');
  });
  it('falls back to the e-mail, then to User', () => {
    expect(displayNameOf({ firstName: '', lastName: null, email: 'dispatch@example.com' })).toBe(
      'dispatch@example.com',
    );
    expect(displayNameOf({})).toBe('User');
    expect(displayNameOf(undefined)).toBe('User');
  });
});
