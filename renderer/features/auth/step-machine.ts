import { create } from 'zustand';
import { SIGN_IN_STEP_TRANSITION_MS } from '../../../common/constants';
import { generateName } from './name-generator';

// Spec §4 "Sign-in overlay steps": 0 welcome, 1 e-mail, 2 username, 4 password, 6 confirm password,
// 8 check your inbox, 500 registration choice (fast or personalised).

export type AuthStep = 0 | 1 | 2 | 4 | 6 | 8 | 500;
export type AuthMode = 'login' | 'register' | null;

export interface AuthFlow {
  step: AuthStep;
  mode: AuthMode;
  email: string;
  name: string;
  /** True when the fast path generated the name. */
  nameGenerated: boolean;
  /** Held between steps 4 and 6 of the sign-up; in memory only, cleared on close. */
  password: string;
}

export type AuthEvent =
  | { type: 'chooseEmail' }
  | { type: 'emailChecked'; email: string; isRegistered: boolean }
  | { type: 'chooseFastRegistration'; generatedName: string }
  | { type: 'choosePersonalisedRegistration' }
  | { type: 'nameChosen'; name: string }
  | { type: 'passwordEntered'; password: string }
  | { type: 'registered' }
  | { type: 'back' };

export const initialAuthFlow: AuthFlow = {
  step: 0,
  mode: null,
  email: '',
  name: '',
  nameGenerated: false,
  password: '',
};

/** The pure transition function; an event that does not apply to the current step returns the same state. */
export function authStepReducer(state: AuthFlow, event: AuthEvent): AuthFlow {
  switch (event.type) {
    case 'chooseEmail':
      return state.step === 0 ? { ...state, step: 1 } : state;
    case 'emailChecked':
      if (state.step !== 1) return state;
      return event.isRegistered
        ? { ...state, step: 4, mode: 'login', email: event.email }
        : { ...state, step: 500, mode: 'register', email: event.email };
    case 'chooseFastRegistration':
      return state.step === 500 ? { ...state, step: 4, name: event.generatedName, nameGenerated: true } : state;
    case 'choosePersonalisedRegistration':
      return state.step === 500 ? { ...state, step: 2, name: state.nameGenerated ? '' : state.name, nameGenerated: false } : state;
    case 'nameChosen':
      return state.step === 2 ? { ...state, step: 4, name: event.name, nameGenerated: false } : state;
    case 'passwordEntered':
      return state.step === 4 && state.mode === 'register' ? { ...state, step: 6, password: event.password } : state;
    case 'registered':
      return state.step === 6 ? { ...state, step: 8, password: '' } : state;
    case 'back':
      return backFrom(state);
  }
}

function backFrom(state: AuthFlow): AuthFlow {
  switch (state.step) {
    case 4:
      return state.mode === 'register'
        ? { ...state, step: 500, password: '' }
        : { ...state, step: 1, mode: null, password: '' };
    case 2:
      return { ...state, step: 500 };
    case 1:
      return { ...state, step: 0 };
    case 6:
      return { ...state, step: 4 };
    default:
      return state;
  }
}

export interface AuthOverlayState extends AuthFlow {
  open: boolean;
  /** True for ~900 ms after each step change; input is ignored meanwhile (a submit waits, see whenReady). */
  transitioning: boolean;
  openOverlay(): void;
  close(): void;
  /** Applies an event; false when it was ignored (during a transition, or not valid on this step). */
  dispatch(event: AuthEvent): boolean;
  chooseEmail(): boolean;
  emailChecked(email: string, isRegistered: boolean): boolean;
  /** The fast path: a generated name, then the password steps. */
  chooseFastRegistration(random?: () => number): boolean;
  choosePersonalisedRegistration(): boolean;
  nameChosen(name: string): boolean;
  passwordEntered(password: string): boolean;
  registered(): boolean;
  back(): boolean;
  /** After a successful login the overlay closes and the page reloads (spec §4). */
  completeLogin(): void;
  /**
   * Runs `action` at once when the step is ready, or when the running transition ends: an Enter pressed while
   * the next step slides in is applied, not dropped. Only the latest waiting action runs; closing drops it.
   */
  whenReady(action: () => void): void;
}

export interface AuthOverlayDeps {
  now(): number;
  schedule(callback: () => void, ms: number): unknown;
  cancel(handle: unknown): void;
  reload(): void;
}

const browserDeps: AuthOverlayDeps = {
  now: () => Date.now(),
  schedule: (callback, ms) => setTimeout(callback, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  reload: () => window.location.reload(),
};

function flowOf(state: AuthOverlayState): AuthFlow {
  const { step, mode, email, name, nameGenerated, password } = state;
  return { step, mode, email, name, nameGenerated, password };
}

export function createAuthOverlayStore(deps: AuthOverlayDeps = browserDeps) {
  let transitionEndsAt = Number.NEGATIVE_INFINITY;
  let transitionTimer: unknown;
  let waiting: (() => void) | undefined;

  const stopTransition = () => {
    if (transitionTimer !== undefined) deps.cancel(transitionTimer);
    transitionTimer = undefined;
    transitionEndsAt = Number.NEGATIVE_INFINITY;
  };

  return create<AuthOverlayState>()((set, get) => {
    const dispatch = (event: AuthEvent): boolean => {
      const state = get();
      if (!state.open || deps.now() < transitionEndsAt) return false;
      const current = flowOf(state);
      const next = authStepReducer(current, event);
      if (next === current) return false;
      stopTransition();
      transitionEndsAt = deps.now() + SIGN_IN_STEP_TRANSITION_MS;
      set({ ...next, transitioning: true });
      transitionTimer = deps.schedule(() => {
        transitionTimer = undefined;
        set({ transitioning: false });
        const action = waiting;
        waiting = undefined;
        action?.();
      }, SIGN_IN_STEP_TRANSITION_MS);
      return true;
    };

    return {
      ...initialAuthFlow,
      open: false,
      transitioning: false,

      openOverlay() {
        stopTransition();
        waiting = undefined;
        set({ ...initialAuthFlow, open: true, transitioning: false });
      },

      close() {
        stopTransition();
        waiting = undefined;
        set({ ...initialAuthFlow, open: false, transitioning: false });
      },

      dispatch,
      chooseEmail: () => dispatch({ type: 'chooseEmail' }),
      emailChecked: (email, isRegistered) => dispatch({ type: 'emailChecked', email, isRegistered }),
      chooseFastRegistration: (random) => dispatch({ type: 'chooseFastRegistration', generatedName: generateName(random) }),
      choosePersonalisedRegistration: () => dispatch({ type: 'choosePersonalisedRegistration' }),
      nameChosen: (name) => dispatch({ type: 'nameChosen', name }),
      passwordEntered: (password) => dispatch({ type: 'passwordEntered', password }),
      registered: () => dispatch({ type: 'registered' }),
      back: () => dispatch({ type: 'back' }),

      completeLogin() {
        get().close();
        deps.reload();
      },

      whenReady(action) {
        if (!get().open) return;
        if (get().transitioning && transitionTimer !== undefined) waiting = action;
        else action();
      },
    };
  });
}

export const useAuthOverlayStore = createAuthOverlayStore();
