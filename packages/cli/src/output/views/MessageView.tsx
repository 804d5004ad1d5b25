import { Text } from 'ink';
import type { Tone } from '../view.js';
import { toneColor } from './tone.js';

const MARK: Record<Tone, string> = { success: '✓ ', warning: '! ', error: '✗ ', info: '', muted: '' };

export interface MessageViewProps {
  tone: Tone;
  text: string;
  color: boolean;
}

export function MessageView({ tone, text, color }: MessageViewProps) {
  return (
    <Text color={toneColor(tone, color)} dimColor={color && tone === 'muted'}>
      {MARK[tone]}
      {text}
    </Text>
  );
}
