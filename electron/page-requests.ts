// Main asks the site page something (the pre-play gate, the after-play feedback) and waits for its answer,
// without ever hanging: no handler on the page, a page that does not answer in time, or a page that
// navigates away all end in the fallback answer.
import { randomUUID } from 'node:crypto';

export interface PageRequestBrokerOptions<TPayload, TAnswer> {
  /** Delivers the request to the page; returns false when there is no page to deliver to. */
  send(requestId: string, payload: TPayload): boolean;
  /** Turns whatever the page sent into a valid answer, or null when it is unusable. */
  parseAnswer(raw: unknown): TAnswer | null;
  fallback: TAnswer;
  answerTimeoutMs: number;
  /** How long to wait for a handler when none is registered yet (a page still loading). */
  handlerWaitMs: number;
  log?: (message: string) => void;
}

interface Pending<TAnswer> {
  resolve(answer: TAnswer): void;
  timer: ReturnType<typeof setTimeout>;
}

export class PageRequestBroker<TPayload, TAnswer> {
  private handlerAvailable = false;
  private readonly pending = new Map<string, Pending<TAnswer>>();
  private readonly handlerWaiters = new Set<(available: boolean) => void>();

  constructor(private readonly options: PageRequestBrokerOptions<TPayload, TAnswer>) {}

  get hasHandler(): boolean {
    return this.handlerAvailable;
  }

  setHandlerAvailable(available: boolean): void {
    this.handlerAvailable = available;
    if (available) {
      for (const wake of this.handlerWaiters) wake(true);
      this.handlerWaiters.clear();
    }
  }

  /** The page went away (reload, navigation, crash): its handler is gone and nobody will answer. */
  pageGone(): void {
    this.handlerAvailable = false;
    for (const [requestId, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.resolve(this.options.fallback);
      this.pending.delete(requestId);
    }
  }

  async request(payload: TPayload): Promise<TAnswer> {
    if (!this.handlerAvailable && !(await this.waitForHandler())) {
      this.options.log?.('no handler on the page; going on without asking');
      return this.options.fallback;
    }
    const requestId = randomUUID();
    return new Promise<TAnswer>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        this.options.log?.(`page did not answer request ${requestId} in time`);
        resolve(this.options.fallback);
      }, this.options.answerTimeoutMs);
      this.pending.set(requestId, { resolve, timer });
      if (!this.options.send(requestId, payload)) {
        clearTimeout(timer);
        this.pending.delete(requestId);
        resolve(this.options.fallback);
      }
    });
  }

  /** Returns false for unknown or already settled requests. */
  answer(requestId: unknown, raw: unknown): boolean {
    if (typeof requestId !== 'string') return false;
    const pending = this.pending.get(requestId);
    if (!pending) return false;
    clearTimeout(pending.timer);
    this.pending.delete(requestId);
    pending.resolve(this.options.parseAnswer(raw) ?? this.options.fallback);
    return true;
  }

  private waitForHandler(): Promise<boolean> {
    if (this.options.handlerWaitMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const wake = (available: boolean) => {
        clearTimeout(timer);
        resolve(available);
      };
      const timer = setTimeout(() => {
        this.handlerWaiters.delete(wake);
        resolve(false);
      }, this.options.handlerWaitMs);
      this.handlerWaiters.add(wake);
    });
  }
}
