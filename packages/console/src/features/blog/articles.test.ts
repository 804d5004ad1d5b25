import { describe, expect, it } from 'vitest';
import { ARTICLES, readMinutes } from './articles.js';

describe('blog articles', () => {
  it('are six, exactly one of them featured, each with the fields the page shows', () => {
    expect(ARTICLES).toHaveLength(6);
    expect(ARTICLES.filter((article) => article.featured)).toHaveLength(1);
    for (const article of ARTICLES) {
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.category && article.author && article.tags.length > 0).toBeTruthy();
    }
  });

  it('computes the read time from the words at 200 a minute', () => {
    expect(readMinutes({ excerpt: 'one two', body: [] })).toBe(1);
    expect(readMinutes({ excerpt: 'word '.repeat(201), body: [] })).toBe(2);
    expect(readMinutes({ excerpt: 'word '.repeat(150), body: ['word '.repeat(250)] })).toBe(2);
  });
});
