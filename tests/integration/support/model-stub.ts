import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local OpenAI-compatible chat-completions server for the AI features' tests. It is the only fake of those
// tests: it stands in for a paid model service behind the same HTTP interface the real adapter speaks
// (server/modules/assistant/model.ts). Each test sets what it answers next and reads what it was asked.

export interface ModelRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: unknown;
  /** The Authorization header the adapter sent. */
  authorization: string | undefined;
}

export interface ModelReply {
  /** 200 unless set. */
  status?: number;
  /** The assistant message's text. */
  content: string;
  /** Answers this much later (a model that is too slow). */
  delayMs?: number;
}

export interface ModelStub {
  /** `http://127.0.0.1:<port>/v1`, what LLM_BASE_URL is set to. */
  baseUrl: string;
  /** Every chat-completions request, oldest first. */
  requests: ModelRequest[];
  /** What the next requests get (a function decides per request). */
  reply(next: ModelReply | ((request: ModelRequest) => ModelReply)): void;
  close(): Promise<void>;
}

export async function startModelStub(): Promise<ModelStub> {
  let decide: (request: ModelRequest) => ModelReply = () => ({ content: '' });
  const requests: ModelRequest[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const asked: ModelRequest = { ...(JSON.parse(raw) as Omit<ModelRequest, 'authorization'>), authorization: request.headers.authorization };
      requests.push(asked);
      const { status = 200, content, delayMs = 0 } = decide(asked);
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      }, delayMs).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    reply(next) {
      decide = typeof next === 'function' ? next : () => next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
