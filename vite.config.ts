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
      '/api': 'http://127.0.0.1:3000',
      '/auth': 'http://127.0.0.1:3000',
      '/login': 'http://127.0.0.1:3000',
      '/sanctum': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
});
