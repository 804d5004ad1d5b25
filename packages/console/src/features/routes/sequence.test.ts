import { describe, expect, it } from 'vitest';
import { inSequence, nonBlank } from './sequence.js';

describe('sequence to stops', () => {
  it('picks destinations by the 1-based sequence, in visiting order', () => {
    const destinations = ['Round Rock, TX', 'San Marcos, TX', 'Georgetown, TX'];
    expect(inSequence(destinations, [3, 1, 2])).toEqual([
      'Georgetown, TX',
      'Round Rock, TX',
      'San Marcos, TX',
    ]);
  });

  it('skips indices outside the list', () => {
    expect(inSequence(['a', 'b'], [2, 0, 5, 1])).toEqual(['b', 'a']);
  });

  it('drops blank and whitespace-only destinations', () => {
    expect(nonBlank([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
  });
});
