import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';

/**
 * Serves the built console (packages/console/dist): files as they are, with long caching for Vite's hashed
 * assets, and index.html for any other page path so the single-page app can route it. A missing file
 * with an extension (a stale asset) is a plain 404, not the app. When the console is not built, every page
 * answers a short HTML note saying how to build it.
 */
export function staticConsole(root: string | undefined): Middleware {
  const index = root ? path.join(root, 'index.html') : undefined;
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (!root || !index || !fs.existsSync(index)) {
      ctx.status = 200;
      ctx.type = 'html';
      ctx.body = NOT_BUILT_PAGE;
      return;
    }
    const file = safeFile(root, ctx.path);
    if (file && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const immutable = ctx.path.startsWith('/assets/');
      await send(ctx, path.relative(root, file), {
        root,
        immutable,
        maxage: immutable ? 365 * 24 * 60 * 60 * 1000 : 0,
        setHeaders: (res) => {
          if (!immutable) res.setHeader('Cache-Control', 'no-cache');
        },
      });
      return;
    }
    if (path.extname(ctx.path)) return next();
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  };
}

/** The file a URL path names inside root, or undefined when it escapes root or is not decodable. */
function safeFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(root, decoded === '/' ? 'index.html' : decoded);
  return file.startsWith(root + path.sep) || file === root ? file : undefined;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Routier</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Routier</h1>
<p>The API is running, but the web console has not been built yet.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>) in the repository, then reload this page.
The API answers under <code>/api</code>; try <a href="/api/healthz">/api/healthz</a>.</p>
</body></html>
`;

/**
 * Where the built console is (CONSOLE_DIR overrides it): the copy a packed @routier/server carries in its
 * `console/` folder, else packages/console/dist beside this package in the repository.
 */
export function defaultConsoleDir(serverPackageDir: string): string {
  const packed = path.join(serverPackageDir, 'console');
  if (fs.existsSync(path.join(packed, 'index.html'))) return packed;
  return path.resolve(serverPackageDir, '..', 'console', 'dist');
}
