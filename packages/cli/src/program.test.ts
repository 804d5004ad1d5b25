import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCli } from './core/cli.js';
import { helpText, walkCommands } from './core/help.js';
import { buildProgram } from './program.js';
import { cli } from './test-support/cli-harness.js';
import { CLI_VERSION } from './version.js';

const program = () =>
  buildProgram(
    createCli(
      { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: {}, cwd: process.cwd() },
      new AbortController().signal,
    ),
  );

describe('the command tree', () => {
  it('has an example in the help of every command and subcommand', () => {
    const missing = walkCommands(program())
      .filter(({ command }) => command.name() !== 'help')
      .filter(({ command }) => !/\nExamples?:\n {2}\S/.test(helpText(command)))
      .map(({ path }) => path);
    expect(missing).toEqual([]);
  });

  it('has every command of issue 7 and the reserved worker', () => {
    const paths = walkCommands(program()).map(({ path }) => path);
    for (const p of [
      'routier login',
      'routier logout',
      'routier whoami',
      'routier tokens create',
      'routier tokens list',
      'routier tokens revoke',
      'routier webhooks add',
      'routier webhooks list',
      'routier webhooks test',
      'routier webhooks deliveries',
      'routier webhooks remove',
      'routier routes list',
      'routier routes import',
      'routier routes export',
      'routier routes optimize',
      'routier routes batch',
      'routier optimize',
      'routier vehicles list',
      'routier vehicles create',
      'routier vehicles update',
      'routier vehicles delete',
      'routier drivers list',
      'routier drivers add',
      'routier drivers import',
      'routier schedules list',
      'routier schedules generate',
      'routier plans create',
      'routier plans optimize',
      'routier plans show',
      'routier recurring list',
      'routier recurring add',
      'routier recurring import',
      'routier completion',
      'routier worker',
      'routier serve',
      'routier db migrate',
      'routier db status',
    ])
      expect(paths).toContain(p);
  });

  it('offers --json on every command that returns data', () => {
    const noData = new Set([
      'routier',
      'routier tokens',
      'routier webhooks',
      'routier routes',
      'routier vehicles',
      'routier drivers',
      'routier schedules',
      'routier plans',
      'routier recurring',
      'routier db',
    ]);
    const without = walkCommands(program())
      .filter(({ path, command }) => !noData.has(path) && command.name() !== 'help')
      .filter(
        ({ path }) =>
          !['routier completion', 'routier worker', 'routier serve', 'routier solve'].includes(path),
      )
      .filter(({ command }) => !command.options.some((o) => o.long === '--json'))
      .map(({ path }) => path);
    expect(without).toEqual([]);
  });

  it('reports the package version', async () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(CLI_VERSION).toBe(pkg.version);
    const r = await cli(['--version']);
    expect(r).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  it('prints help with exit 0, and a usage error with exit 2', async () => {
    const help = await cli(['routes', 'import', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: routier routes import [options] <file>');
    const unknown = await cli(['rotues']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'rotues'");
    const missing = await cli(['routes', 'import']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'file'");
  });

  it('answers a usage error with exit 2 on stderr from every command, and nothing on stdout', async () => {
    const paths = walkCommands(program())
      .filter(({ command }) => command.name() !== 'help')
      .map(({ path }) => path.split(' ').slice(1));
    const wrong: string[] = [];
    for (const path of paths) {
      const r = await cli([...path, '--no-such-option']);
      if (r.code !== 2 || !r.stderr.includes("unknown option '--no-such-option'") || r.stdout !== '')
        wrong.push(
          `routier ${path.join(' ')}: exit ${r.code}, stderr ${JSON.stringify(r.stderr.slice(0, 80))}`,
        );
    }
    expect(wrong).toEqual([]);
    const badChoice = await cli(['optimize', 'stops.csv', '--objective', 'fastest']);
    expect(badChoice).toMatchObject({ code: 2, stdout: '' });
    expect(badChoice.stderr).toContain('--objective must be one of distance, time, cost, got "fastest"');
    const missing = await cli(['vehicles', 'delete']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain("missing required argument 'id'");
    expect(await cli(['vehicles', 'create', '--help'])).toMatchObject({ code: 0, stderr: '' });
  });

  it('prints usage errors as the one JSON error document when --json is asked for', async () => {
    const r = await cli(['routes', 'list', '--json', '--no-such-option']);
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(JSON.parse(r.stderr)).toEqual({
      error: { code: 'USAGE', message: "unknown option '--no-such-option'", details: [] },
    });
    const missing = await cli(['vehicles', 'delete', '--json']);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(JSON.parse(missing.stderr).error).toMatchObject({
      code: 'USAGE',
      message: "missing required argument 'id'",
    });
  });

  it('refuses routier worker without PostgreSQL, by name, with exit 2; its help says what it needs', async () => {
    const r = await cli(['worker'], { env: { DATABASE_URL: '' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('routier worker needs DATABASE_URL (PostgreSQL)');
    const help = await cli(['worker', '--help']);
    expect(help.stdout).toContain('JOB_RUNNER=pgboss');
    expect(help.stdout).toContain('--concurrency <n>');
  });
});
