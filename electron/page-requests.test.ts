import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFeedbackAnswer, parseGameId, parseGateAnswer, parseSiteGameRefs } from './ipc-validation';
import { PageRequestBroker } from './page-requests';

interface Sent {
  requestId: string;
  payload: { gameId: number };
}

function broker(options: { answerTimeoutMs?: number; handlerWaitMs?: number; deliverable?: boolean } = {}) {
  const sent: Sent[] = [];
  const instance = new PageRequestBroker<{ gameId: number }, { proceed: boolean; moodBefore?: number }>({
    send: (requestId, payload) => {
      sent.push({ requestId, payload });
      return options.deliverable ?? true;
    },
    parseAnswer: parseGateAnswer,
    fallback: { proceed: true },
    answerTimeoutMs: options.answerTimeoutMs ?? 120_000,
    handlerWaitMs: options.handlerWaitMs ?? 0,
  });
  return { instance, sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PageRequestBroker', () => {
  it('answers with the fallback at once when the page has no handler', async () => {
    const { instance, sent } = broker();
    expect(await instance.request({ gameId: 1 })).toEqual({ proceed: true });
    expect(sent).toEqual([]);
  });

  it('delivers the page’s answer, parsed', async () => {
    const { instance, sent } = broker();
    instance.setHandlerAvailable(true);
    const answer = instance.request({ gameId: 2 });
    expect(sent).toHaveLength(1);
    expect(instance.answer(sent[0]?.requestId, { proceed: false, moodBefore: 3, extra: 'x' })).toBe(true);
    expect(await answer).toEqual({ proceed: false, moodBefore: 3 });
    expect(instance.answer(sent[0]?.requestId, { proceed: true })).toBe(false);
  });

  it('falls back after two minutes without an answer', async () => {
    vi.useFakeTimers();
    const { instance } = broker();
    instance.setHandlerAvailable(true);
    const answer = instance.request({ gameId: 3 });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void answer.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ proceed: true });
  });

  it('falls back for unusable answers, undeliverable requests and pages that go away', async () => {
    const { instance, sent } = broker();
    instance.setHandlerAvailable(true);
    const unusable = instance.request({ gameId: 4 });
    instance.answer(sent[0]?.requestId, { proceed: 'yes' });
    expect(await unusable).toEqual({ proceed: true });

    const navigatedAway = instance.request({ gameId: 5 });
    instance.pageGone();
    expect(await navigatedAway).toEqual({ proceed: true });
    expect(instance.hasHandler).toBe(false);

    const { instance: noWindow } = broker({ deliverable: false });
    noWindow.setHandlerAvailable(true);
    expect(await noWindow.request({ gameId: 6 })).toEqual({ proceed: true });
  });

  it('waits for a page that is still loading to register its handler', async () => {
    const { instance, sent } = broker({ handlerWaitMs: 5_000 });
    const answer = instance.request({ gameId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    instance.setHandlerAvailable(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    instance.answer(sent[0]?.requestId, { proceed: false });
    expect(await answer).toEqual({ proceed: false });
  });
});

describe('IPC input validation', () => {
  it('accepts only valid game ids', () => {
    expect(parseGameId(12)).toBe(12);
    for (const invalid of [0, -3, 1.5, '12', null, 1e9, Number.NaN]) expect(parseGameId(invalid)).toBeNull();
  });

  it('keeps valid site games, drops the rest, refuses non-lists', () => {
    expect(
      parseSiteGameRefs([
        { id: 1, name: 'Portal', steam_app_id: 400, executable_name: null },
        { id: 'x' },
        { id: 2, steam_app_id: -1, executable_name: 5 },
      ]),
    ).toEqual([
      { id: 1, name: 'Portal', steam_app_id: 400, executable_name: null },
      { id: 2, steam_app_id: null, executable_name: null },
    ]);
    expect(parseSiteGameRefs('nope')).toBeNull();
    expect(parseSiteGameRefs(Array.from({ length: 501 }, (_, index) => ({ id: index + 1 })))).toBeNull();
  });

  it('keeps moods only in range', () => {
    expect(parseGateAnswer({ proceed: true, moodBefore: 9 })).toEqual({ proceed: true });
    expect(parseGateAnswer({ moodBefore: 3 })).toBeNull();
    expect(parseFeedbackAnswer({ moodAfter: 5, notes: 'ok' })).toEqual({ moodAfter: 5, notes: 'ok' });
    expect(parseFeedbackAnswer({ moodAfter: 0, notes: 7 })).toEqual({});
    expect(parseFeedbackAnswer(null)).toBeNull();
  });
});
