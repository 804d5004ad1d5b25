import { describe, expect, it } from 'vitest';
import { normalizeAddress, normalizeName } from './normalize.js';

describe('normalizeName', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeName('São Paulo')).toBe('sao paulo');
    expect(normalizeName('SAO-PAULO')).toBe('sao paulo');
    expect(normalizeName('  Zürich ')).toBe('zurich');
    expect(normalizeName('Łódź')).toBe('lodz');
    expect(normalizeName('Straße')).toBe('strasse');
    expect(normalizeName('Ærøskøbing')).toBe('aeroskobing');
  });

  it('drops apostrophes inside words', () => {
    expect(normalizeName("Coeur d'Alene")).toBe('coeur dalene');
    expect(normalizeName('Coeur d’Alene')).toBe('coeur dalene');
  });

  it('makes Saint/St., Mount/Mt and Fort/Ft equal', () => {
    expect(normalizeName('St. Louis')).toBe(normalizeName('Saint-Louis'));
    expect(normalizeName('Mount Vernon')).toBe(normalizeName('Mt. Vernon'));
    expect(normalizeName('Fort Worth')).toBe(normalizeName('Ft Worth'));
  });

  it('joins initials so "D.C." meets "DC"', () => {
    expect(normalizeName('Washington, D.C.')).toBe('washington dc');
    expect(normalizeName('U.S.A.')).toBe('usa');
  });

  it('keeps non-Latin scripts', () => {
    expect(normalizeName('東京')).toBe('東京');
    expect(normalizeName('Москва')).toBe('москва');
  });
});

describe('normalizeAddress', () => {
  it('keeps the comma structure and normalises each part', () => {
    expect(normalizeAddress(' 12 Main St. ,  Austin,TX 78701 ')).toBe('12 main st, austin, tx 78701');
    expect(normalizeAddress('12 MAIN ST, AUSTIN, TX 78701')).toBe(
      normalizeAddress('12 Main St., Austin, TX 78701'),
    );
  });

  it('drops empty parts', () => {
    expect(normalizeAddress(',, Paris,, ')).toBe('paris');
    expect(normalizeAddress('   ')).toBe('');
  });
});
