import { Box, Text } from 'ink';

export interface FieldsViewProps {
  fields: Array<[string, string]>;
  color: boolean;
}

/** Label: value pairs with the labels aligned. */
export function FieldsView({ fields, color }: FieldsViewProps) {
  const width = Math.max(0, ...fields.map(([label]) => label.length)) + 1;
  return (
    <Box flexDirection="column">
      {fields.map(([label, value], i) => (
        <Text key={i}>
          <Text dimColor={color}>{(label + ':').padEnd(width)} </Text>
          {value}
        </Text>
      ))}
    </Box>
  );
}
