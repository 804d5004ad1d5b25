import { Box, Text } from 'ink';
import { cellText, cellTone, columnWidths, pad, type Column, type Row } from '../view.js';
import { toneColor } from './tone.js';

export interface TableViewProps {
  columns: Column[];
  rows: Row[];
  empty?: string | undefined;
  color: boolean;
}

/** A table: bold header, a rule under it, cells coloured by tone. */
export function TableView({ columns, rows, empty, color }: TableViewProps) {
  if (rows.length === 0) return <Text dimColor={color}>{empty ?? '(none)'}</Text>;
  const widths = columnWidths({ columns, rows });
  return (
    <Box flexDirection="column">
      <Text bold={color} wrap="truncate-end">
        {columns.map((c, i) => pad(c.header, widths[i], c.align)).join('  ')}
      </Text>
      <Text dimColor={color} wrap="truncate-end">
        {widths.map((w) => '─'.repeat(w)).join('  ')}
      </Text>
      {rows.map((row, r) => (
        <Text key={r} wrap="truncate-end">
          {columns.map((c, i) => (
            <Text key={c.key} color={toneColor(cellTone(row[c.key]), color)}>
              {pad(cellText(row[c.key]), widths[i], c.align) + (i < columns.length - 1 ? '  ' : '')}
            </Text>
          ))}
        </Text>
      ))}
    </Box>
  );
}
