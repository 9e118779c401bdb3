import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type AuthFlow, authStepReducer, createAuthOverlayStore, initialAuthFlow } from './step-machine';

const at = (step: AuthFlow['step'], extra: Partial<AuthFlow> = {}): AuthFlow => ({ ...initialAuthFlow, step, ...extra });

describe('authStepReducer', () => {
  it('goes from welcome to e-mail, then to password for a registered address', () => {
    expect(authStepReducer(at(0), { type: 'chooseEmail' }).step).toBe(1);
    expect(authStepReducer(at(1), { type: 'emailChecked', email: 'a@b.de', isRegistered: true })).toMatchObject({
      step: 4,
      mode: 'login',
      email: 'a@b.de',
    });
  });

  it('sends an unregistered address to the registration choice', () => {
    expect(authStepReducer(at(1), { type: 'emailChecked', email: 'n@b.de', isRegistered: false })).toMatchObject({
      step: 500,
      mode: 'register',
    });
  });

  it('fast path: generated name, then 4, then 6, then 8 after registration', () => {
    let flow = at(500, { mode: 'register' });
    flow = authStepReducer(flow, { type: 'chooseFastRegistration', generatedName: 'FlinkerFuchs42' });
    expect(flow).toMatchObject({ step: 4, name: 'FlinkerFuchs42', nameGenerated: true });
    flow = authStepReducer(flow, { type: 'passwordEntered', password: 'geheim123' });
    expect(flow).toMatchObject({ step: 6, password: 'geheim123' });
    flow = authStepReducer(flow, { type: 'registered' });
    expect(flow).toMatchObject({ step: 8, password: '' });
  });

  it('personalised path: 2, then 4, then 6', () => {
    let flow = authStepReducer(at(500, { mode: 'register' }), { type: 'choosePersonalisedRegistration' });
    expect(flow.step).toBe(2);
    flow = authStepReducer(flow, { type: 'nameChosen', name: 'Mia' });
    expect(flow).toMatchObject({ step: 4, name: 'Mia' });
    expect(authStepReducer(flow, { type: 'passwordEntered', password: 'x' }).step).toBe(6);
  });

  it('moves back 4 → 500 (sign-up) or 1 (login), 2 → 500, 1 → 0, 6 → 4', () => {
    expect(authStepReducer(at(4, { mode: 'register' }), { type: 'back' }).step).toBe(500);
    expect(authStepReducer(at(4, { mode: 'login' }), { type: 'back' })).toMatchObject({ step: 1, mode: null });
    expect(authStepReducer(at(2, { mode: 'register' }), { type: 'back' }).step).toBe(500);
    expect(authStepReducer(at(1), { type: 'back' }).step).toBe(0);
    expect(authStepReducer(at(6, { mode: 'register' }), { type: 'back' }).step).toBe(4);
  });

  it('ignores events that do not belong to the current step', () => {
    const login = at(4, { mode: 'login' });
    expect(authStepReducer(login, { type: 'passwordEntered', password: 'x' })).toBe(login);
    const welcome = at(0);
    expect(authStepReducer(welcome, { type: 'back' })).toBe(welcome);
    expect(authStepReducer(welcome, { type: 'registered' })).toBe(welcome);
    const done = at(8, { mode: 'register' });
    expect(authStepReducer(done, { type: 'back' })).toBe(done);
  });
});

describe('useAuthOverlayStore', () => {
  let now: number;
  let scheduled: { callback: () => void; at: number }[];
  const reload = vi.fn();

  const newStore = () =>
    createAuthOverlayStore({
      now: () => now,
      schedule: (callback, ms) => {
        const entry = { callback, at: now + ms };
        scheduled.push(entry);
        return entry;
      },
      cancel: (handle) => {
        scheduled = scheduled.filter((entry) => entry !== handle);
      },
      reload,
    });

  const advance = (ms: number) => {
    now += ms;
    for (const entry of scheduled.filter((candidate) => candidate.at <= now)) {
      scheduled = scheduled.filter((candidate) => candidate !== entry);
      entry.callback();
    }
  };

  beforeEach(() => {
    now = 0;
    scheduled = [];
    reload.mockReset();
  });

  it('opens at the welcome step and ignores input while closed', () => {
    const store = newStore();
    expect(store.getState().chooseEmail()).toBe(false);
    store.getState().openOverlay();
    expect(store.getState()).toMatchObject({ open: true, step: 0 });
  });

  it('ignores input during the 900 ms transition after a step change', () => {
    const store = newStore();
    store.getState().openOverlay();
    expect(store.getState().chooseEmail()).toBe(true);
    expect(store.getState()).toMatchObject({ step: 1, transitioning: true });

    advance(899);
    expect(store.getState().back()).toBe(false);
    expect(store.getState()).toMatchObject({ step: 1, transitioning: true });
    advance(1);
    expect(store.getState().transitioning).toBe(false);
    expect(store.getState().back()).toBe(true);
    expect(store.getState().step).toBe(0);
  });

  it('runs the fast sign-up with a generated name that passes the username rule', () => {
    const store = newStore();
    store.getState().openOverlay();
    store.getState().chooseEmail();
    advance(900);
    store.getState().emailChecked('neu@example.de', false);
    advance(900);
    expect(store.getState().chooseFastRegistration(() => 0)).toBe(true);
    expect(store.getState()).toMatchObject({ step: 4, name: 'FlinkerDrache7', mode: 'register' });
    advance(900);
    store.getState().passwordEntered('geheim123');
    advance(900);
    store.getState().registered();
    expect(store.getState().step).toBe(8);
  });

  it('closes with everything cleared, and completing a login closes and reloads', () => {
    const store = newStore();
    store.getState().openOverlay();
    store.getState().chooseEmail();
    advance(900);
    store.getState().emailChecked('mia@example.de', true);
    store.getState().close();
    expect(store.getState()).toMatchObject({ open: false, step: 0, email: '', mode: null, transitioning: false });
    expect(scheduled).toEqual([]);

    store.getState().openOverlay();
    store.getState().completeLogin();
    expect(store.getState().open).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('queues an action taken during the transition and runs it once the step is ready', () => {
    const store = newStore();
    store.getState().openOverlay();
    const submitted = vi.fn();
    store.getState().whenReady(submitted);
    expect(submitted).toHaveBeenCalledTimes(1);

    store.getState().chooseEmail();
    const first = vi.fn();
    const latest = vi.fn();
    store.getState().whenReady(first);
    advance(400);
    store.getState().whenReady(latest);
    advance(499);
    expect(latest).not.toHaveBeenCalled();
    advance(1);
    expect(store.getState().transitioning).toBe(false);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('lets the queued action move to the next step (an Enter on the e-mail step lands on the password step)', () => {
    const store = newStore();
    store.getState().openOverlay();
    store.getState().chooseEmail();
    store.getState().whenReady(() => store.getState().emailChecked('mia@example.de', true));
    expect(store.getState().step).toBe(1);
    advance(900);
    expect(store.getState()).toMatchObject({ step: 4, mode: 'login', transitioning: true });
  });

  it('drops a queued action when the overlay closes', () => {
    const store = newStore();
    store.getState().openOverlay();
    store.getState().chooseEmail();
    const action = vi.fn();
    store.getState().whenReady(action);
    store.getState().close();
    advance(900);
    store.getState().whenReady(action);
    expect(action).not.toHaveBeenCalled();
  });
});
