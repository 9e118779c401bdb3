import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

/**
 * Preloads Inter's Latin face from every page's head: found by the stylesheet only, it arrived after the first
 * layout, and the text was shaped and laid out a second time (about a quarter of /welcome's main-thread time on a
 * throttled phone). The other subsets (Cyrillic, Greek, Vietnamese) still load when a page needs them.
 */
function preloadLatinFont(): PluginOption {
  return {
    name: 'spielraum:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

// The renderer: built into dist/renderer and served by the Hono server from the same origin.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'renderer',
  publicDir: 'public',
  // JSX with React's automatic runtime (renderer/tsconfig.json); in the dev server also React Fast Refresh.
  plugins: [react(), preloadLatinFont()],
  resolve: {
    alias: [
      // react-i18next takes useSyncExternalStore from its shim for React < 18; React 19 has the hook itself.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // scripts/prerender.ts reads it to link each prerendered page's stylesheets and chunks (then removes it).
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The entry's exports are nobody's API (index.html loads it as a script); inlining needs to know that.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Each Lucide icon shared by two routes was a chunk of its own (~0.5 kB): /welcome fetched twenty of
              // them, and on a slow phone creating the requests cost the main thread more than the bytes did. Icons
              // are stateless, so a common chunk made only of icons is copied into the chunks that use it instead:
              // far fewer files for a few kB more (docs/performance.md, first load).
              experimentalInlineCommonChunks: {
                maxSize: 4096,
                exclude: (id: string) => !/lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id),
              },
            },
          },
        },
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
      // The renderer's own modules under renderer/api/ share the prefix (/api/http.ts): Vite serves those.
      '/api': { target: 'http://127.0.0.1:3000', bypass: (request) => (/\.(ts|tsx)(\?|$)/.test(request.url ?? '') ? request.url : undefined) },
      '/auth': 'http://127.0.0.1:3000',
      '/login': 'http://127.0.0.1:3000',
      '/sanctum': 'http://127.0.0.1:3000',
      '/media': 'http://127.0.0.1:3000',
    },
  },
}));
