/**
 * The answers to a page's first reads, which the server puts into the HTML for a signed-in visitor (the pages
 * and addresses scripts/prerender.ts lists; server/http/renderer.ts asks them of itself with the visitor's
 * cookies): the page then renders with its data as soon as its code has run, instead of asking only then. The
 * typed client (api/client.ts) takes each one once, by its exact address, and checks it like any other answer.
 * Only while the page is starting: later the data would be old, and a call goes to the server as usual.
 */

/** The id of the data block (server/http/renderer.ts writes it). */
const FIRST_ANSWERS_ID = 'first-answers';
/** How long after the page began loading its first answers still stand in for a call. */
const FIRST_ANSWERS_MAX_AGE_MS = 30_000;

export interface FirstAnswer {
  status: number;
  body: unknown;
}

let answers: Map<string, FirstAnswer> | null = null;

/**
 * On the server (renderer/entry-prerender.tsx renders a signed-in page) the answers come from the request
 * being answered, and every render pass may ask for them again; an address without an answer is never asked
 * of the network there (the page shows it loading, as the browser's first render does).
 */
let serverAnswers: ReadonlyMap<string, FirstAnswer> | null = null;

/** Sets (or, with null, clears) the answers of the page the server is rendering. */
export function serveAnswersOnServer(source: ReadonlyMap<string, FirstAnswer> | null): void {
  serverAnswers = source;
}

/** While the server renders a page: its answer for the address, or 'unanswered'. Null in the browser. */
export function serverAnswer(address: string): FirstAnswer | 'unanswered' | null {
  if (!serverAnswers) return null;
  return serverAnswers.get(address) ?? 'unanswered';
}

/**
 * Forgets the page's answers but `keep`: a page the server rendered has them in its query cache already, and a
 * later call (a refetch when the realtime channel opens) must reach the server, not get them again.
 */
export function dropFirstAnswers(keep: readonly string[] = []): void {
  answers ??= read();
  for (const address of [...answers.keys()]) if (!keep.includes(address)) answers.delete(address);
}

/** The page's answer for this address without taking it (the session store reads the signed-in user so). */
export function peekFirstAnswer(address: string): FirstAnswer | undefined {
  answers ??= read();
  return answers.get(address);
}

function read(): Map<string, FirstAnswer> {
  const found = new Map<string, FirstAnswer>();
  const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return found;
  try {
    for (const [address, answer] of Object.entries(JSON.parse(text) as Record<string, FirstAnswer>)) found.set(address, answer);
  } catch {
    // A broken block only costs the head start: the page asks the server.
  }
  return found;
}

/** The page's answer for this address (path and query as the client sends them), once; else undefined. */
export function takeFirstAnswer(address: string): FirstAnswer | undefined {
  answers ??= read();
  if (answers.size === 0) return undefined;
  const answer = answers.get(address);
  answers.delete(address);
  return answer && performance.now() < FIRST_ANSWERS_MAX_AGE_MS ? answer : undefined;
}
