import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../test-support/cli-harness.js';

function has(shell: string): boolean {
  return spawnSync(shell, ['-c', 'true']).status === 0;
}

/** Completes `words` (the line typed so far) with the generated bash script; answers COMPREPLY. */
function bashComplete(script: string, words: string[]): string[] {
  const dir = tempDir('routier-completion-');
  const file = path.join(dir, 'routier.bash');
  fs.writeFileSync(file, script);
  const line = words.map((w) => `'${w}'`).join(' ');
  const out = execFileSync(
    'bash',
    [
      '-c',
      `source ${file}; COMP_WORDS=(${line}); COMP_CWORD=${words.length - 1}; _routier_completion; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    { encoding: 'utf8', cwd: dir },
  );
  return out.split('\n').filter(Boolean);
}

describe('routier completion', () => {
  it('prints a bash script that completes commands, subcommands and options from the command tree', async () => {
    const r = await cli(['completion', 'bash']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('complete -o default -F _routier_completion routier');
    if (!has('bash')) return;
    execFileSync('bash', ['-n'], { input: r.stdout });
    expect(bashComplete(r.stdout, ['routier', 'ro'])).toEqual(['routes']);
    expect(bashComplete(r.stdout, ['routier', 'routes', ''])).toEqual(
      expect.arrayContaining(['list', 'import', 'export', 'optimize', 'batch']),
    );
    expect(bashComplete(r.stdout, ['routier', 'routes', 'import', '--ch'])).toEqual(['--check']);
    // After an option that takes a value, the next word is that value, not a command.
    expect(bashComplete(r.stdout, ['routier', 'routes', 'list', '--status', 'pending', '--js'])).toEqual([
      '--json',
    ]);
  });

  it('prints a zsh script', async () => {
    const r = await cli(['completion', 'zsh']);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith('#compdef routier\n')).toBe(true);
    expect(r.stdout).toContain("'routes import') subs=(); opts=(");
    if (has('zsh')) execFileSync('zsh', ['-n'], { input: r.stdout });
  });

  it('refuses other shells with exit 2', async () => {
    const r = await cli(['completion', 'fish']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('The shell must be one of bash, zsh');
  });
});
