import { beforeEach, describe, expect, it, vi } from 'vitest';
import { create } from 'zustand';
import type { GamingGoal, GamingGoalsResponse } from '../../../common/contract/wellbeing';

// The imperative gate with its collaborators replaced: the goal and the session come from the test, the
// questions are answered through the real gate store, the toast store is the real one.

const api = vi.hoisted(() => ({
  getGoals: vi.fn<() => Promise<GamingGoalsResponse>>(),
  sendSessionFeedback: vi.fn(),
  markPlayed: vi.fn(),
}));
const session = vi.hoisted(() => ({ userId: 7 as number | null, age: null as number | null }));

// The typed client answers the gate's three calls by route (the contract's declarations, not paths).
vi.mock('../../api/client', async () => {
  const { wellbeingRoutes } = await import('../../../common/contract/wellbeing');
  return {
    api: vi.fn(async (route: unknown, request?: { body?: { game_id?: number } }) => {
      if (route === wellbeingRoutes.goals) return api.getGoals();
      if (route === wellbeingRoutes.sessionFeedback) return { feedback: await api.sendSessionFeedback(request?.body) };
      if (route === wellbeingRoutes.markPlayed) return { lastPlayed: await api.markPlayed(request?.body?.game_id) };
      throw new Error('unexpected call');
    }),
  };
});
vi.mock('../../i18n', () => ({ default: { loadNamespaces: vi.fn(async () => undefined) } }));
vi.mock('../session/store', () => ({
  useSessionStore: create(() => ({ get user() {
    return session.userId === null ? null : { id: session.userId, age: session.age };
  } })),
}));

const { queryClient } = await import('../../api/query-client');
const { finishPlay, requestPlay } = await import('./gate');
const { useGateStore } = await import('./gate-store');
const { useToastStore } = await import('../toasts/store');

function goal(goal_type: GamingGoal['goal_type'], settings: Partial<GamingGoal['settings']> = {}): GamingGoal {
  return {
    id: 1,
    goal_type,
    settings: { confirmBeforeStart: false, collectFeedback: false, ...settings },
    daily_minutes: 60,
    active: true,
    created_at: '2025-03-01T10:00:00.000Z',
  };
}

const game = { id: 4, name: 'Nebelwald' };

/** Waits until the gate store shows a question and returns it. */
async function nextPrompt() {
  await vi.waitFor(() => expect(useGateStore.getState().queue.length).toBeGreaterThan(0));
  return useGateStore.getState().queue[0]!;
}

beforeEach(() => {
  queryClient.clear();
  useToastStore.getState().dismissAll();
  session.userId = 7;
  session.age = null;
  api.getGoals.mockReset();
  api.sendSessionFeedback.mockReset().mockResolvedValue({ id: 1 });
  api.markPlayed.mockReset().mockResolvedValue([]);
});

describe('requestPlay', () => {
  it('refuses a USK 16/18 title to a person younger than the rating, with a toast; others and unknown ages play', async () => {
    api.getGoals.mockResolvedValue({ goal: null, history: [] });
    session.age = 15;
    await expect(requestPlay({ ...game, age_rating: 16 })).resolves.toEqual({ proceed: false, moodBefore: null, intervention: 'ageGate' });
    expect(useToastStore.getState().toasts.map((toast) => [toast.message, toast.values])).toEqual([['wellbeing:gate.tooYoung', { age: 16 }]]);
    expect(api.getGoals).not.toHaveBeenCalled();
    await expect(requestPlay({ ...game, age_rating: 12 })).resolves.toMatchObject({ proceed: true });
    session.age = 18;
    await expect(requestPlay({ ...game, age_rating: 18 })).resolves.toMatchObject({ proceed: true });
    session.age = null;
    await expect(requestPlay({ ...game, age_rating: 18 })).resolves.toMatchObject({ proceed: true });
  });


  it('goal "more": resolves at once without a question', async () => {
    api.getGoals.mockResolvedValue({ goal: goal('more', { confirmBeforeStart: true, collectFeedback: true }), history: [] });
    await expect(requestPlay(game)).resolves.toEqual({ proceed: true, moodBefore: null, intervention: 'none' });
    expect(useGateStore.getState().queue).toEqual([]);
  });

  it('no goal or logged out: no question', async () => {
    api.getGoals.mockResolvedValue({ goal: null, history: [] });
    await expect(requestPlay(game)).resolves.toMatchObject({ proceed: true, intervention: 'none' });
    session.userId = null;
    await expect(requestPlay(game)).resolves.toMatchObject({ proceed: true, intervention: 'none' });
    expect(api.getGoals).toHaveBeenCalledTimes(1);
  });

  it('goal "less" with confirmBeforeStart: asks, and cancelling does not proceed', async () => {
    api.getGoals.mockResolvedValue({ goal: goal('less', { confirmBeforeStart: true }), history: [] });
    const permission = requestPlay(game);
    const { id, prompt } = await nextPrompt();
    expect(prompt).toMatchObject({ kind: 'confirm', game });
    useGateStore.getState().reply(id, { kind: 'confirm', proceed: false });
    await expect(permission).resolves.toEqual({ proceed: false, moodBefore: null, intervention: 'confirm' });
  });

  it('goal "less" with confirmBeforeStart: confirming proceeds', async () => {
    api.getGoals.mockResolvedValue({ goal: goal('less', { confirmBeforeStart: true }), history: [] });
    const permission = requestPlay(game);
    const { id } = await nextPrompt();
    useGateStore.getState().reply(id, { kind: 'confirm', proceed: true });
    await expect(permission).resolves.toEqual({ proceed: true, moodBefore: null, intervention: 'confirm' });
  });

  it('goal "fulfilling" with collectFeedback: asks the mood before and passes it on', async () => {
    api.getGoals.mockResolvedValue({ goal: goal('fulfilling', { collectFeedback: true }), history: [] });
    const permission = requestPlay(game);
    const { id, prompt } = await nextPrompt();
    expect(prompt.kind).toBe('moodBefore');
    useGateStore.getState().reply(id, { kind: 'moodBefore', proceed: true, mood: 4 });
    await expect(permission).resolves.toEqual({ proceed: true, moodBefore: 4, intervention: 'moodBefore' });
  });

  it('a withdrawn question (the launcher stopped waiting) does not proceed and leaves no dialog open', async () => {
    api.getGoals.mockResolvedValue({ goal: goal('less', { confirmBeforeStart: true }), history: [] });
    const controller = new AbortController();
    const permission = requestPlay(game, { signal: controller.signal });
    await nextPrompt();
    controller.abort();
    await expect(permission).resolves.toMatchObject({ proceed: false });
    expect(useGateStore.getState().queue).toEqual([]);
  });

  it('when the goal cannot be loaded the start is not held back, and a toast says why', async () => {
    api.getGoals.mockRejectedValue(Object.assign(new Error('offline'), { name: 'ApiError', status: 'network' }));
    await expect(requestPlay(game)).resolves.toEqual({ proceed: true, moodBefore: null, intervention: 'none' });
    expect(useToastStore.getState().toasts).toMatchObject([
      { type: 'warning', title: 'wellbeing:gate.skippedTitle', message: 'wellbeing:errors.networkError' },
    ]);
  });

  it('questions queue up: the second waits until the first is answered', async () => {
    api.getGoals.mockResolvedValue({ goal: goal('less', { confirmBeforeStart: true }), history: [] });
    const first = requestPlay(game);
    const second = requestPlay({ id: 5, name: 'Turbo Kiosk' });
    await vi.waitFor(() => expect(useGateStore.getState().queue).toHaveLength(2));
    const [a, b] = useGateStore.getState().queue;
    useGateStore.getState().reply(a!.id, { kind: 'confirm', proceed: true });
    await expect(first).resolves.toMatchObject({ proceed: true });
    expect(useGateStore.getState().queue[0]?.id).toBe(b!.id);
    useGateStore.getState().reply(b!.id, { kind: 'confirm', proceed: false });
    await expect(second).resolves.toMatchObject({ proceed: false });
  });
});

describe('finishPlay', () => {
  it('fulfilling + collectFeedback: asks the mood after and notes, then records session and last played', async () => {
    api.getGoals.mockResolvedValue({ goal: goal('fulfilling', { collectFeedback: true }), history: [] });
    const done = finishPlay({ game, minutes: 42.4, moodBefore: 2 });
    const { id, prompt } = await nextPrompt();
    expect(prompt).toMatchObject({ kind: 'afterPlay', minutes: 42, moodBefore: 2 });
    useGateStore.getState().reply(id, { kind: 'afterPlay', moodAfter: 4, notes: 'Schöne Runde' });
    await done;
    expect(api.sendSessionFeedback).toHaveBeenCalledWith({
      game_id: 4,
      mood_before: 2,
      mood_after: 4,
      session_duration_minutes: 42,
      additional_notes: 'Schöne Runde',
    });
    expect(api.markPlayed).toHaveBeenCalledWith(4);
    expect(useToastStore.getState().toasts).toMatchObject([{ type: 'success', message: 'wellbeing:afterPlay.saved' }]);
  });

  it('other goals: records the session without asking', async () => {
    api.getGoals.mockResolvedValue({ goal: goal('less', { confirmBeforeStart: true }), history: [] });
    await finishPlay({ game, minutes: 15, moodBefore: null });
    expect(useGateStore.getState().queue).toEqual([]);
    expect(api.sendSessionFeedback).toHaveBeenCalledWith({
      game_id: 4,
      mood_before: null,
      mood_after: null,
      session_duration_minutes: 15,
      additional_notes: null,
    });
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('logged out: nothing is asked or sent', async () => {
    session.userId = null;
    await finishPlay({ game, minutes: 15, moodBefore: null });
    expect(api.sendSessionFeedback).not.toHaveBeenCalled();
    expect(api.markPlayed).not.toHaveBeenCalled();
  });

  it('a failed save shows "Fehler beim Speichern"', async () => {
    api.getGoals.mockResolvedValue({ goal: null, history: [] });
    api.sendSessionFeedback.mockRejectedValue(Object.assign(new Error('x'), { name: 'ApiError', status: 500 }));
    await finishPlay({ game, minutes: 15, moodBefore: null });
    expect(useToastStore.getState().toasts).toMatchObject([{ type: 'error', message: 'wellbeing:errors.saveFailed' }]);
  });
});
