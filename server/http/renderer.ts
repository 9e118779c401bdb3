import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/** Paths the single-page app must never answer with its index.html. */
const SERVER_PREFIXES = ['/api/', '/auth/', '/sanctum/', '/media/', '/login'];

/** The built renderer from the same origin, with a history fallback so deep links load the app. */
export function mountRenderer(app: Hono<AppEnv>, staticDir: string) {
  const indexFile = path.join(staticDir, 'index.html');
  app.use(
    '/assets/*',
    serveStatic({
      root: staticDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (SERVER_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    return serveStatic({
      root: staticDir,
      precompressed: true,
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', 'no-cache');
      },
    })(c, next);
  });
  // Re-read when a new build replaced index.html, so a running server never points at old asset names.
  let cachedIndex: { html: string; modified: number } | null = null;
  app.get('*', (c, next) => {
    if (SERVER_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    let modified: number;
    try {
      modified = statSync(indexFile).mtimeMs;
    } catch {
      return next();
    }
    if (cachedIndex?.modified !== modified) cachedIndex = { html: readFileSync(indexFile, 'utf8'), modified };
    c.header('Cache-Control', 'no-cache');
    return c.html(cachedIndex.html);
  });
}
