/**
 * The user's stored login: `$XDG_CONFIG_HOME/routier/config.json`, else `~/.config/routier/config.json`,
 * written with mode 0600 (the file holds an API token) in a 0700 directory. `ROUTIER_SERVER` and
 * `ROUTIER_TOKEN` override the file; the stored token is only ever sent to the server it was created for.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Env } from '../io/io.js';
import { UsageError } from '../io/errors.js';

export const DEFAULT_SERVER = 'http://localhost:3000';

export interface StoredConfig {
  /** The server `routier login` signed in to (normalised: no trailing slash). */
  server?: string;
  /** The API token (`rt_...`). */
  token?: string;
  /** Its id on the server, when `routier login` created it (so `logout` can revoke it). */
  tokenId?: number;
  /** Who the token belongs to (shown by `whoami` when the server is unreachable). */
  email?: string;
}

export function configPath(env: Env): string {
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(env.HOME || os.homedir(), '.config');
  return path.join(base, 'routier', 'config.json');
}

export async function readConfig(env: Env): Promise<StoredConfig> {
  const file = configPath(env);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    const v = value as Record<string, unknown>;
    return {
      ...(typeof v.server === 'string' ? { server: v.server } : {}),
      ...(typeof v.token === 'string' ? { token: v.token } : {}),
      ...(typeof v.tokenId === 'number' ? { tokenId: v.tokenId } : {}),
      ...(typeof v.email === 'string' ? { email: v.email } : {}),
    };
  } catch {
    throw new UsageError(`The config file ${file} is not valid JSON: fix it or delete it and log in again`);
  }
}

/** Replaces the file atomically (write a 0600 temporary file, rename), then enforces 0600 on it. */
export async function writeConfig(env: Env, config: StoredConfig): Promise<string> {
  const file = configPath(env);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(config, null, 2) + '\n', { mode: 0o600 });
  await fs.rename(tmp, file);
  await fs.chmod(file, 0o600);
  return file;
}

export function normaliseServer(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`Not a server URL: ${url} (expected something like http://localhost:3000)`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new UsageError(`The server URL must start with http:// or https://, got ${url}`);
  return parsed.toString().replace(/\/+$/, '');
}

export type TokenSource = 'ROUTIER_TOKEN' | 'config' | 'none';
export type ServerSource = 'option' | 'ROUTIER_SERVER' | 'config' | 'default';

export interface Connection {
  server: string;
  serverSource: ServerSource;
  token: string | undefined;
  tokenSource: TokenSource;
  configFile: string;
}

/** Which server to talk to and with which token: option > environment > config file > default. */
export function resolveConnection(env: Env, config: StoredConfig, serverOption?: string): Connection {
  const fromEnv = env.ROUTIER_SERVER?.trim();
  const [raw, serverSource]: [string, ServerSource] = serverOption
    ? [serverOption, 'option']
    : fromEnv
      ? [fromEnv, 'ROUTIER_SERVER']
      : config.server
        ? [config.server, 'config']
        : [DEFAULT_SERVER, 'default'];
  const server = normaliseServer(raw);
  const envToken = env.ROUTIER_TOKEN?.trim();
  let token: string | undefined;
  let tokenSource: TokenSource = 'none';
  if (envToken) {
    token = envToken;
    tokenSource = 'ROUTIER_TOKEN';
  } else if (config.token && config.server && normaliseServer(config.server) === server) {
    token = config.token;
    tokenSource = 'config';
  }
  return { server, serverSource, token, tokenSource, configFile: configPath(env) };
}

/** True when a server was named somewhere (option, environment or a login), not just the default. */
export function serverConfigured(connection: Connection): boolean {
  return connection.serverSource !== 'default';
}
