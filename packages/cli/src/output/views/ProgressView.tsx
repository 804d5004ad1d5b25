import { Box, Text } from 'ink';
import { formatSeconds, type ProgressState } from '../progress-state.js';

export interface ProgressViewProps {
  state: ProgressState;
  color: boolean;
  /** Characters of the bar. */
  width?: number;
}

const FINISHED: Record<string, string> = {
  succeeded: 'green',
  done: 'green',
  failed: 'red',
  cancelled: 'yellow',
};

/** A live progress bar for a job or a local solve: title, bar, percent, items done, best cost, time. */
export function ProgressView({ state, color, width = 30 }: ProgressViewProps) {
  const filled = Math.max(0, Math.min(width, Math.round((state.percent / 100) * width)));
  const statusColor = color ? (FINISHED[state.status] ?? 'cyan') : undefined;
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold={color}>{state.title}</Text> <Text color={statusColor}>{state.status}</Text>
      </Text>
      <Text>
        <Text color={color ? 'cyan' : undefined}>{'█'.repeat(filled)}</Text>
        <Text dimColor={color}>{'░'.repeat(width - filled)}</Text>{' '}
        {String(Math.round(state.percent)).padStart(3)}%
        {state.total !== null && state.total !== undefined
          ? `  ${state.done ?? 0}/${state.total} ${state.unit ?? ''}`
          : ''}
        {state.best ? `  ${state.best}` : ''}
        <Text dimColor={color}>{`  ${formatSeconds(state.elapsedMs)}`}</Text>
      </Text>
    </Box>
  );
}
