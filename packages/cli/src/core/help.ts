/** Help text helpers: every command ends its --help with examples (docs/cli.md shows the same text). */
import type { Command } from 'commander';

/** Adds an "Examples:" block (one command per line, `# comment` lines allowed) after the command's help. */
export function examples(command: Command, ...lines: string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${lines.map((l) => `  ${l}`).join('\n')}`);
}

/** Adds a free paragraph after the options (formats, exit codes, environment). */
export function notes(command: Command, text: string): Command {
  return command.addHelpText('after', `\n${text.trim()}`);
}

/** Every command of the tree, depth first, with its full name (`routier routes import`). */
export function walkCommands(root: Command): Array<{ path: string; command: Command }> {
  const out: Array<{ path: string; command: Command }> = [];
  const visit = (command: Command, prefix: string) => {
    const path = prefix ? `${prefix} ${command.name()}` : command.name();
    out.push({ path, command });
    for (const sub of command.commands) visit(sub, path);
  };
  visit(root, '');
  return out;
}

/** The full --help text of a command (including the text added with addHelpText), without colours. */
export function helpText(command: Command, width = 100): string {
  let text = '';
  const chain: Command[] = [];
  for (let c: Command | null = command; c; c = c.parent) chain.push(c);
  const saved = chain.map((c) => c.configureOutput());
  for (const c of chain) {
    c.configureOutput({
      ...c.configureOutput(),
      writeOut: (s: string) => {
        text += s;
      },
      getOutHelpWidth: () => width,
      getOutHasColors: () => false,
    });
  }
  try {
    command.outputHelp();
  } finally {
    chain.forEach((c, i) => c.configureOutput(saved[i]));
  }
  return text;
}
