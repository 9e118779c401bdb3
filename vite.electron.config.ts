import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

// The desktop launcher: electron/main.ts (ES module, dist-electron/main.js, matching package.json "main" and
// "type": "module") and electron/preload.ts (CommonJS, dist-electron/preload.cjs, because a sandboxed
// window's preload cannot be an ES module). Everything except Electron and Node's built-ins is bundled:
// the packaged app ships dist-electron/ without node_modules.
// `vite build --config vite.electron.config.ts` only builds; it never starts Electron.

const external = ['electron', /^electron\/.+/, ...builtinModules, ...builtinModules.map((name) => `node:${name}`)];
const OUT_DIR = 'dist-electron';

export default defineConfig({
  publicDir: false,
  builder: {
    async buildApp(builder) {
      const { electron_main, electron_preload } = builder.environments;
      if (!electron_main || !electron_preload) throw new Error('electron environments missing');
      await builder.build(electron_main);
      await builder.build(electron_preload);
    },
  },
  environments: {
    electron_main: {
      consumer: 'server',
      resolve: { noExternal: true, external: ['electron'] },
      build: {
        outDir: OUT_DIR,
        emptyOutDir: true,
        target: 'node20',
        minify: false,
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: {
          input: { main: 'electron/main.ts' },
          external,
          output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      },
    },
    electron_preload: {
      consumer: 'server',
      resolve: { noExternal: true, external: ['electron'] },
      build: {
        outDir: OUT_DIR,
        emptyOutDir: false,
        target: 'node20',
        minify: false,
        sourcemap: 'inline',
        copyPublicDir: false,
        rolldownOptions: {
          input: { preload: 'electron/preload.ts' },
          external,
          output: { format: 'cjs', entryFileNames: '[name].cjs' },
        },
      },
    },
  },
});
