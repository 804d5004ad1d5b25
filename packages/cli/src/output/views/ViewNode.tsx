import { Box, Text } from 'ink';
import type { View } from '../view.js';
import { FieldsView } from './FieldsView.js';
import { MessageView } from './MessageView.js';
import { TableView } from './TableView.js';

export interface ViewNodeProps {
  view: View;
  color: boolean;
}

/** Draws any View with Ink (the terminal twin of plain.ts). */
export function ViewNode({ view, color }: ViewNodeProps) {
  switch (view.kind) {
    case 'table':
      return <TableView columns={view.columns} rows={view.rows} empty={view.empty} color={color} />;
    case 'fields':
      return <FieldsView fields={view.fields} color={color} />;
    case 'message':
      return <MessageView tone={view.tone} text={view.text} color={color} />;
    case 'heading':
      return (
        <Text bold={color} underline={color}>
          {view.text}
        </Text>
      );
    case 'text':
      return <Text>{view.text.replace(/\n$/, '')}</Text>;
    case 'stack':
      return (
        <Box flexDirection="column">
          {view.items.map((item, i) => (
            <Box key={i} marginTop={i > 0 && item.kind !== 'message' && item.kind !== 'text' ? 1 : 0}>
              <ViewNode view={item} color={color} />
            </Box>
          ))}
        </Box>
      );
  }
}
