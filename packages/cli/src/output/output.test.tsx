import { PassThrough } from 'node:stream';
import { render } from 'ink';
import { describe, expect, it } from 'vitest';
import type { Io } from '../io/io.js';
import { inkText } from './ink-text.js';
import { plainText } from './plain.js';
import { createProgress } from './progress.js';
import { drawView } from './render.js';
import { fields, message, stack, table } from './view.js';
import { ProgressView } from './views/ProgressView.js';

const routesTable = table(
  [
    { key: 'id', header: 'ID', align: 'right' },
    { key: 'name', header: 'Name' },
    { key: 'status', header: 'Status' },
  ],
  [
    { id: '7', name: 'North loop', status: { text: 'Pending', tone: 'muted' } },
    { id: '42', name: 'Route 2025-03-04', status: { text: 'Optimized', tone: 'success' } },
  ],
);

function stream(tty: boolean) {
  const s = Object.assign(new PassThrough(), { isTTY: tty, columns: 80, text: '' });
  s.on('data', (c: Buffer) => (s.text += c.toString()));
  return s;
}

function io(
  tty: boolean,
  env: Record<string, string> = {},
): Io & { stdout: ReturnType<typeof stream>; stderr: ReturnType<typeof stream> } {
  return { stdin: new PassThrough(), stdout: stream(tty), stderr: stream(tty), env, cwd: process.cwd() };
}

const ESC = '\u001b[';

describe('the output layer', () => {
  it('draws tables as aligned plain text when stdout is not a terminal', async () => {
    const text = await drawView(io(false), stack(message('success', 'Imported 2 routes'), routesTable));
    expect(text).toBe(
      [
        '✓ Imported 2 routes',
        '',
        'ID  Name              Status',
        ' 7  North loop        Pending',
        '42  Route 2025-03-04  Optimized',
        '',
      ].join('\n'),
    );
    expect(text).not.toContain(ESC);
  });

  it('draws the same view with Ink on a terminal, without colour codes under NO_COLOR', async () => {
    const text = await drawView(
      io(true, { NO_COLOR: '1' }),
      stack(fields([['Server', 'http://localhost:3000']]), routesTable),
    );
    expect(text).toContain('Server: http://localhost:3000');
    expect(text).toMatch(/ID\s+Name\s+Status/);
    expect(text).toContain('Route 2025-03-04');
    expect(text).not.toContain(ESC);
  });

  it('renders every view with Ink into a string (no terminal needed)', () => {
    const text = inkText(
      stack(
        message('warning', 'Careful'),
        routesTable,
        table([{ key: 'a', header: 'A' }], [], 'Nothing here.'),
      ),
      false,
      60,
    );
    expect(text).toContain('! Careful');
    expect(text).toContain('Nothing here.');
    expect(plainText(table([{ key: 'a', header: 'A' }], [], 'Nothing here.'))).toBe('Nothing here.\n');
  });

  // The CLI draws with Ink only on a terminal (progress.ts); this checks the view renders and ends on its
  // final frame on any stream.
  it('renders the Ink progress view into a plain stream without crashing, ending on its final frame', async () => {
    const out = stream(false);
    const state = {
      title: 'Optimising 3 routes',
      percent: 40,
      status: 'running',
      done: 1,
      total: 3,
      unit: 'routes',
      elapsedMs: 1200,
    };
    // Ink's types ask for tty streams; a plain stream is what it writes to here.
    const instance = render(<ProgressView state={state} color={false} />, {
      stdout: out as unknown as NodeJS.WriteStream,
      stderr: out as unknown as NodeJS.WriteStream,
      patchConsole: false,
      exitOnCtrlC: false,
    });
    instance.rerender(
      <ProgressView state={{ ...state, percent: 100, status: 'succeeded', done: 3 }} color={false} />,
    );
    const exited = instance.waitUntilExit();
    instance.unmount();
    await exited;
    expect(out.text).toContain('Optimising 3 routes succeeded');
    expect(out.text).toContain('100%  3/3 routes');
    expect(out.text.lastIndexOf('100%')).toBeGreaterThan(out.text.lastIndexOf('40%'));
  });

  it('writes plain progress lines on stderr when it is not a terminal, and nothing with --quiet', async () => {
    const quiet = io(false);
    const p0 = await createProgress(quiet, true);
    p0.update({ title: 'Job', percent: 10, status: 'running', elapsedMs: 100 });
    await p0.finish();
    expect(quiet.stderr.text).toBe('');

    const plain = io(false);
    const p = await createProgress(plain, false);
    for (const percent of [0, 5, 12, 14, 55])
      p.update({ title: 'Job', percent, status: 'running', elapsedMs: percent * 10 });
    await p.finish({ title: 'Job', percent: 100, status: 'succeeded', elapsedMs: 999 });
    expect(plain.stderr.text.split('\n').filter(Boolean)).toEqual([
      'Job: running 0% · 0.0 s',
      'Job: running 12% · 0.1 s',
      'Job: running 55% · 0.6 s',
      'Job: succeeded 100% · 1.0 s',
    ]);
    expect(plain.stdout.text).toBe('');
  });

  it('draws live Ink progress on a terminal stderr', async () => {
    const tty = io(true, { NO_COLOR: '1' });
    const p = await createProgress(tty, false);
    p.update({
      title: 'Optimising 2 routes',
      percent: 50,
      status: 'running',
      done: 1,
      total: 2,
      unit: 'routes',
      elapsedMs: 500,
    });
    await p.finish({
      title: 'Optimising 2 routes',
      percent: 100,
      status: 'succeeded',
      done: 2,
      total: 2,
      unit: 'routes',
      elapsedMs: 900,
    });
    expect(tty.stderr.text).toContain('Optimising 2 routes');
    expect(tty.stderr.text).toContain('2/2 routes');
    expect(tty.stdout.text).toBe('');
  });
});
