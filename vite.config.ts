import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer: built into dist/renderer and served by the Hono server from the same origin.
export default defineConfig({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react()],
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
});
