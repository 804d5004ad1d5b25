import { Fragment, type ReactNode } from 'react';

/**
 * Renders the small Markdown subset used in openapi.yaml descriptions (paragraphs, `##` headings, `-`
 * lists, `code`, **bold**) as React elements. No HTML is injected, so the contract text cannot run script.
 */
function inline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g).map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

type Block =
  { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.split(/\n\s*\n/)) {
    const lines = chunk.split('\n');
    let paragraph: string[] = [];
    let list: string[] | null = null;
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
      if (list) blocks.push({ kind: 'list', items: list });
      list = null;
    };
    for (const raw of lines) {
      const line = raw.trim();
      if (line === '') continue;
      if (line.startsWith('#')) {
        flush();
        blocks.push({ kind: 'heading', text: line.replace(/^#+\s*/, '') });
      } else if (line.startsWith('- ')) {
        if (paragraph.length > 0) {
          blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
          paragraph = [];
        }
        list ??= [];
        list.push(line.slice(2));
      } else if (list) {
        list[list.length - 1] += ` ${line}`;
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export function MarkdownLite({ source, headingLevel = 3 }: { source: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="markdown-lite">
      {parseBlocks(source).map((block, index) => {
        if (block.kind === 'heading') return <Heading key={index}>{inline(block.text)}</Heading>;
        if (block.kind === 'list') {
          return (
            <ul key={index}>
              {block.items.map((item, i) => (
                <li key={i}>{inline(item)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(block.text)}</p>;
      })}
    </div>
  );
}
