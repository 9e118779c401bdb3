/**
 * A page that paints from its HTML and stylesheets (prerendered at build time, or rendered per request) needs its
 * JavaScript only to become interactive. So the app's module script and its preloads leave the head, and the
 * deferred /start-app.js (renderer/public) adds them after the first paint, instead of sharing a slow connection
 * with what the first paint needs. `extraScripts` are further chunks to preload with them (the page's own).
 */
export function deferApp(html: string, extraScripts: readonly string[]): string {
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entryScript) throw new Error('index.html has no module entry script: update server/http/defer-app.ts');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let stripped = html.replace(entryScript[0], '');
  for (const preload of preloads) stripped = stripped.replace(preload[0], '');
  const list = [...new Set([...preloads.map((preload) => preload[1]!), ...extraScripts])].join(' ');
  const starter = `<script defer src="/start-app.js" data-entry="${entryScript[1]}" data-preload="${list}"></script>`;
  return stripped.replace('</head>', () => `  ${starter}\n  </head>`);
}
