import { describe, expect, it } from 'vitest';
import { parseBlocks } from './MarkdownLite.js';

describe('parseBlocks', () => {
  it('splits headings, paragraphs and lists, joining wrapped lines', () => {
    const source = [
      'Intro line one',
      'continues here.',
      '',
      '## Units',
      '- km for',
      '  distances',
      '- minutes',
      '',
      'Done.',
    ].join('\n');
    expect(parseBlocks(source)).toEqual([
      { kind: 'paragraph', text: 'Intro line one continues here.' },
      { kind: 'heading', text: 'Units' },
      { kind: 'list', items: ['km for distances', 'minutes'] },
      { kind: 'paragraph', text: 'Done.' },
    ]);
  });
});
