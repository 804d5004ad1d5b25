import type { Command } from 'commander';

/** Each command module exports `register(program)`; add one line per command file here. */
export const commands: Array<(program: Command) => void> = [];
