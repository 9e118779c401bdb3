import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

/** A signed-in page rendered by the build's server render (renderer/entry-prerender.tsx `renderSignedInPage`). */
export interface RenderedPage {
  html: string;
  hydrationData: string;
  queries: string;
  namespaces: string[];
  title: string | null;
  lang: string;
  dir: string;
}

export interface PageRenderer {
  /** The page, or null when it cannot be rendered now (busy, too slow, would redirect, failed): the browser renders it. */
  render(url: string, language: string, answers: Record<string, unknown>): Promise<RenderedPage | null>;
  close(): Promise<void>;
}

/** Renders waiting at most; more and the browser renders the page itself, as it would without a server render. */
const MAX_WAITING = 4;
/** A render slower than this is not waited for (the page is still served at once, rendered by the browser). */
const RENDER_TIMEOUT_MS = 1_500;
/** The worker moves on from a render after this long (it waits for something that never comes). */
const RENDER_GIVE_UP_MS = 5_000;

/**
 * The worker: loads the server render and renders one page after another. One at a time, because the renderer's
 * modules hold one session, one query cache and one language. Plain JavaScript, so it runs with or without tsx.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const entry = import(pathToFileURL(workerData.file).href);
let queue = Promise.resolve();
parentPort.on('message', ({ id, url, language, answers }) => {
  queue = queue.then(async () => {
    try {
      // A render that never ends must not hold up every later one.
      let timer;
      const late = new Promise((resolve) => { timer = setTimeout(() => resolve(null), workerData.giveUpMs); });
      const page = await Promise.race([(await entry).renderSignedInPage(url, language, answers), late]);
      clearTimeout(timer);
      parentPort.postMessage({ id, page });
    } catch (error) {
      parentPort.postMessage({ id, page: null, error: String((error && error.stack) || error) });
    }
  });
});
`;

interface Waiting {
  resolve(page: RenderedPage | null): void;
  timer: NodeJS.Timeout;
}

/**
 * Signed-in pages rendered in a worker thread (server/http/renderer.ts), so that a render (tens of milliseconds
 * of CPU) never holds up the API's event loop. Null when the build has no server render.
 */
export function createPageRenderer(file: string): PageRenderer | null {
  if (!existsSync(file)) return null;
  let worker: Worker | null = null;
  let nextId = 1;
  const waiting = new Map<number, Waiting>();

  const settle = (id: number, page: RenderedPage | null) => {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    clearTimeout(entry.timer);
    entry.resolve(page);
  };
  const settleAll = () => {
    for (const id of [...waiting.keys()]) settle(id, null);
  };
  const start = () => {
    const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, giveUpMs: RENDER_GIVE_UP_MS } });
    started.unref();
    started.on('message', (message: { id: number; page: RenderedPage | null; error?: string }) => {
      if (message.error) console.error(`[renderer] Seite konnte nicht auf dem Server gerendert werden: ${message.error}`);
      settle(message.id, message.page);
    });
    started.on('error', (error) => {
      console.error('[renderer] Der Seiten-Renderer ist ausgefallen', error);
    });
    started.on('exit', () => {
      if (worker === started) worker = null;
      settleAll();
    });
    return started;
  };

  return {
    render(url, language, answers) {
      if (waiting.size >= MAX_WAITING) return Promise.resolve(null);
      worker ??= start();
      const id = nextId++;
      return new Promise((resolve) => {
        waiting.set(id, { resolve, timer: setTimeout(() => settle(id, null), RENDER_TIMEOUT_MS).unref() });
        worker!.postMessage({ id, url, language, answers });
      });
    },
    async close() {
      settleAll();
      const running = worker;
      worker = null;
      await running?.terminate();
    },
  };
}
