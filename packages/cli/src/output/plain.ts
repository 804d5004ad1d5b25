/** Plain-text drawing of a View: aligned columns, no colour, no escape codes (pipes, files, CI logs). */
import { cellText, columnWidths, pad, type View } from './view.js';

const MARK: Record<string, string> = { success: '✓ ', warning: '! ', error: '✗ ', info: '', muted: '' };

export function plainText(view: View): string {
  return lines(view).join('\n') + '\n';
}

function lines(view: View): string[] {
  switch (view.kind) {
    case 'table': {
      if (view.rows.length === 0) return [view.empty ?? '(none)'];
      const widths = columnWidths(view);
      const row = (cells: string[]) =>
        cells
          .map((c, i) => pad(c, widths[i], view.columns[i].align))
          .join('  ')
          .trimEnd();
      return [
        row(view.columns.map((c) => c.header)),
        ...view.rows.map((r) => row(view.columns.map((c) => cellText(r[c.key])))),
      ];
    }
    case 'fields': {
      const width = Math.max(0, ...view.fields.map(([label]) => label.length));
      return view.fields.map(([label, value]) => `${(label + ':').padEnd(width + 1)} ${value}`);
    }
    case 'message':
      return [MARK[view.tone] + view.text];
    case 'heading':
      return [view.text];
    case 'text':
      return view.text.replace(/\n$/, '').split('\n');
    case 'stack': {
      const out: string[] = [];
      view.items.forEach((item, i) => {
        if (i > 0 && (item.kind === 'table' || item.kind === 'heading' || item.kind === 'fields'))
          out.push('');
        out.push(...lines(item));
      });
      return out;
    }
  }
}
