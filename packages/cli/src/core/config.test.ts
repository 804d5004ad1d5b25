import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../test-support/cli-harness.js';
import { configPath, readConfig, resolveConnection, writeConfig } from './config.js';

describe('the stored login', () => {
  it('lives in $XDG_CONFIG_HOME/routier, else ~/.config/routier', () => {
    expect(configPath({ XDG_CONFIG_HOME: '/x/cfg', HOME: '/home/ada' })).toBe('/x/cfg/routier/config.json');
    expect(configPath({ HOME: '/home/ada' })).toBe('/home/ada/.config/routier/config.json');
    // A relative XDG_CONFIG_HOME is invalid per the XDG spec and ignored.
    expect(configPath({ XDG_CONFIG_HOME: 'rel', HOME: '/home/ada' })).toBe(
      '/home/ada/.config/routier/config.json',
    );
  });

  it('is written with mode 0600 in a 0700 directory, even over a more open file', async () => {
    const env = { XDG_CONFIG_HOME: tempDir() };
    fs.mkdirSync(path.join(env.XDG_CONFIG_HOME, 'routier'));
    fs.writeFileSync(configPath(env), '{}', { mode: 0o644 });
    const file = await writeConfig(env, { server: 'http://a:3000', token: 'rt_secret' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(await readConfig(env)).toEqual({ server: 'http://a:3000', token: 'rt_secret' });
  });

  it('lets ROUTIER_SERVER and ROUTIER_TOKEN override the file, and never sends the stored token elsewhere', () => {
    const stored = { server: 'http://a:3000/', token: 'rt_stored' };
    expect(resolveConnection({}, stored)).toMatchObject({
      server: 'http://a:3000',
      token: 'rt_stored',
      tokenSource: 'config',
    });
    expect(resolveConnection({ ROUTIER_TOKEN: 'rt_env' }, stored)).toMatchObject({
      token: 'rt_env',
      tokenSource: 'ROUTIER_TOKEN',
    });
    expect(resolveConnection({ ROUTIER_SERVER: 'http://b:3000' }, stored)).toMatchObject({
      server: 'http://b:3000',
      serverSource: 'ROUTIER_SERVER',
      token: undefined,
      tokenSource: 'none',
    });
    expect(resolveConnection({}, {})).toMatchObject({
      server: 'http://localhost:3000',
      serverSource: 'default',
    });
    expect(() => resolveConnection({ ROUTIER_SERVER: 'ftp://x' }, {})).toThrow(/http:\/\/ or https:\/\//);
  });

  it('reports an unreadable config file as invalid input', async () => {
    const env = { XDG_CONFIG_HOME: tempDir() };
    fs.mkdirSync(path.join(env.XDG_CONFIG_HOME, 'routier'));
    fs.writeFileSync(configPath(env), '{nope');
    await expect(readConfig(env)).rejects.toMatchObject({ exitCode: 2 });
  });
});
