import { describe, expect, it } from 'vitest';
import { CliError } from '../io/errors.js';
import { isMissingPackage, loadServer } from './server-module.js';

const missing = Object.assign(
  new Error("Cannot find package '@routier/server' imported from /app/node_modules/@routier/cli/dist/x.js"),
  { code: 'ERR_MODULE_NOT_FOUND' },
);

describe('the optional server package', () => {
  it('tells a missing server from a failure inside it', () => {
    expect(isMissingPackage(missing, '@routier/server')).toBe(true);
    const inner = Object.assign(new Error("Cannot find package 'pg' imported from /app/server.js"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    expect(isMissingPackage(inner, '@routier/server')).toBe(false);
    expect(isMissingPackage(new TypeError('boom'), '@routier/server')).toBe(false);
  });

  it('answers a usage error naming the package to install when it is missing', async () => {
    const error = await loadServer(() => Promise.reject(missing)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ code: 'SERVER_NOT_INSTALLED', exitCode: 2 });
    expect((error as Error).message).toContain('npm install @routier/server');
  });

  it('loads the installed server (the workspace has it)', async () => {
    const server = await loadServer();
    expect(typeof server.startServer).toBe('function');
  });
});
