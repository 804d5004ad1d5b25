import type { Command } from 'commander';
import type { Cli } from '../core/cli.js';
import { parseChoice } from '../core/args.js';
import { examples } from '../core/help.js';
import { bashCompletion, zshCompletion } from '../completion/completion-script.js';

export function register(program: Command, cli: Cli): void {
  const command = program
    .command('completion')
    .description('Print a shell completion script for bash or zsh (commands and options of this version)')
    .argument('<shell>', 'bash or zsh')
    .action(
      cli.action(async (_ctx, shell: string) => {
        const which = parseChoice(shell, 'The shell', ['bash', 'zsh'] as const);
        const script = which === 'bash' ? bashCompletion(program) : zshCompletion(program);
        return { data: { shell: which, script }, raw: script };
      }),
    );
  examples(
    command,
    'source <(routier completion bash)          # in ~/.bashrc',
    'routier completion zsh > "${fpath[1]}/_routier"   # then restart zsh',
  );
}
