import type { WorkerCall, WorkerCalls, WorkerRequest, WorkerResponse } from './worker-protocol';

// The page's side of the crypto worker: one worker per tab, started on first use, calls answered by id.

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function started(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./crypto.worker.ts', import.meta.url), { type: 'module', name: 'chat-crypto' });
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    pending.delete(event.data.id);
    if ('error' in event.data) waiting.reject(new Error(event.data.error));
    else waiting.resolve(event.data.result);
  };
  worker.onerror = () => {
    for (const waiting of pending.values()) waiting.reject(new Error('crypto-worker-failed'));
    pending.clear();
  };
  return worker;
}

export function cryptoCall<K extends WorkerCall>(call: K, args: WorkerCalls[K]['args'], transfer: Transferable[] = []): Promise<WorkerCalls[K]['result']> {
  const id = nextId++;
  const request: WorkerRequest<K> = { id, call, args };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    started().postMessage(request, transfer);
  });
}
