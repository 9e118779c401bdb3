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

/**
 * A lazy import's preload list without the files the importing chunk has already loaded (its static imports, to
 * the end): the entry chunk held one list of every chunk each route needs, and about a quarter of the entries
 * were files of the entry itself (React, the HTTP client, the bundler's runtime), bytes in the first load that
 * could never load anything (docs/performance.md, first load). Vite's resolveDependencies knows only file names,
 * so this plugin keeps the bundle's import graph for it; it runs before Vite's own preload step.
 */
function preloadOnlyWhatIsMissing(): {
  plugin: PluginOption;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let staticImports = new Map<string, readonly string[]>();
  const loaded = new Map<string, Set<string>>();
  const loadedWith = (host: string): Set<string> => {
    let files = loaded.get(host);
    if (!files) {
      files = new Set();
      const stack = [host];
      while (stack.length > 0) {
        const file = stack.pop()!;
        if (files.has(file)) continue;
        files.add(file);
        stack.push(...(staticImports.get(file) ?? []));
      }
      loaded.set(host, files);
    }
    return files;
  };
  return {
    plugin: {
      name: 'spielraum:preload-only-what-is-missing',
      apply: 'build',
      generateBundle(_options, bundle) {
        staticImports = new Map(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [])),
        );
        loaded.clear();
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      const already = loadedWith(hostId);
      return deps.filter((dep) => !already.has(dep));
    },
  };
}

const preloads = preloadOnlyWhatIsMissing();

// The renderer: built into dist/renderer and served by the Hono server from the same origin.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'renderer',
  publicDir: 'public',
  // JSX with React's automatic runtime (renderer/tsconfig.json); in the dev server also React Fast Refresh.
  plugins: [react(), preloadLatinFont(), preloads.plugin],
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
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    target: 'es2022',
    // scripts/prerender.ts reads it to link each prerendered page's stylesheets and chunks (then removes it).
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // The entry's exports are nobody's API (index.html loads it as a script); inlining needs to know that.
          preserveEntrySignatures: false,
          treeshake: {
            // The design system's modules (renderer/ui) only define components and hooks; their one side effect is
            // the component's stylesheet, which follows it into whichever chunk uses it. Said so, importing one
            // component through the ui barrel no longer puts every other one into the importer's chunk: the entry
            // carried the menu, fields, switch and sheet that only pages use (docs/performance.md, first load).
            moduleSideEffects: (id: string) => !/[\\/]renderer[\\/]ui[\\/][A-Za-z]+\.tsx?$/.test(id),
          },
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
