import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// react-router's package exports map only its development build (with its dev-time checks and warnings);
// a production build links the production one it ships beside it: 25 kB gzip less on every first load.
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');

// The renderer: built into dist/renderer and served by the Hono server from the same origin.
export default defineConfig(({ mode }) => ({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react()],
  resolve:
    mode === 'production'
      ? {
          alias: [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'production/dom-export.mjs') },
          ],
        }
      : {},
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // scripts/prerender.ts reads it to link each prerendered page's stylesheets and chunks (then removes it).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      // The realtime WebSocket; the server accepts only its own Origin, which the dev page is not.
      '/api/realtime': {
        target: 'ws://127.0.0.1:3000',
        ws: true,
        configure: (proxy) => {
          proxy.on('proxyReqWs', (request) => request.setHeader('Origin', 'http://127.0.0.1:3000'));
        },
      },
      '/api': 'http://127.0.0.1:3000',
      '/auth': 'http://127.0.0.1:3000',
      '/login': 'http://127.0.0.1:3000',
      '/sanctum': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
}));
