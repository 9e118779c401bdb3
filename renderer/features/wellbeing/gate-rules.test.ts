import { describe, expect, it } from 'vitest';
import type { GamingGoal } from '../../../common/contract/wellbeing';
import {
  decideAfterPlay,
  decideGate,
  defaultSettings,
  isMood,
  moodChange,
  moodEmoji,
  parseDailyMinutes,
  sessionMinutes,
  settingsForSave,
  todayFacts,
  visibleSettings,
  wellbeingErrorKey,
} from './gate-rules';

function goal(overrides: Partial<GamingGoal> & Pick<GamingGoal, 'goal_type'>): GamingGoal {
  return {
    id: 1,
    settings: { confirmBeforeStart: false, collectFeedback: false },
    daily_minutes: 60,
    active: true,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const both = { confirmBeforeStart: true, collectFeedback: true };
const none = { confirmBeforeStart: false, collectFeedback: false };

describe('decideGate (spec §4 "Gaming goal before play")', () => {
  it('less + confirmBeforeStart: the user must confirm the start', () => {
    expect(decideGate({ loggedIn: true, goal: goal({ goal_type: 'less', settings: { ...none, confirmBeforeStart: true } }) })).toEqual({
      kind: 'confirm',
    });
  });

  it('fulfilling + collectFeedback: the mood is asked before play', () => {
    expect(
      decideGate({ loggedIn: true, goal: goal({ goal_type: 'fulfilling', settings: { ...none, collectFeedback: true } }) }),
    ).toEqual({ kind: 'moodBefore' });
  });

  it('more: no intervention, whatever the settings say', () => {
    expect(decideGate({ loggedIn: true, goal: goal({ goal_type: 'more', settings: both }) })).toEqual({
      kind: 'none',
      reason: 'more',
    });
  });

  it('no goal, an inactive goal or a logged-out visitor: no intervention', () => {
    expect(decideGate({ loggedIn: true, goal: null })).toEqual({ kind: 'none', reason: 'noGoal' });
    expect(decideGate({ loggedIn: true, goal: goal({ goal_type: 'less', settings: both, active: false }) })).toEqual({
      kind: 'none',
      reason: 'noGoal',
    });
    expect(decideGate({ loggedIn: false, goal: goal({ goal_type: 'less', settings: both }) })).toEqual({
      kind: 'none',
      reason: 'loggedOut',
    });
  });

  it('the switch that belongs to the goal decides; the other one does not trigger anything', () => {
    expect(decideGate({ loggedIn: true, goal: goal({ goal_type: 'less', settings: { ...none, collectFeedback: true } }) })).toEqual({
      kind: 'none',
      reason: 'settingOff',
    });
    expect(
      decideGate({ loggedIn: true, goal: goal({ goal_type: 'fulfilling', settings: { ...none, confirmBeforeStart: true } }) }),
    ).toEqual({ kind: 'none', reason: 'settingOff' });
  });
});

describe('decideAfterPlay', () => {
  it('records every session of a logged-in user and asks only with fulfilling + collectFeedback', () => {
    expect(decideAfterPlay({ loggedIn: true, goal: null })).toEqual({ record: true, ask: false });
    expect(decideAfterPlay({ loggedIn: true, goal: goal({ goal_type: 'less', settings: both }) })).toEqual({
      record: true,
      ask: false,
    });
    expect(decideAfterPlay({ loggedIn: true, goal: goal({ goal_type: 'more', settings: both }) })).toEqual({
      record: true,
      ask: false,
    });
    expect(
      decideAfterPlay({ loggedIn: true, goal: goal({ goal_type: 'fulfilling', settings: { ...none, collectFeedback: true } }) }),
    ).toEqual({ record: true, ask: true });
  });

  it('logged out: nothing is asked or recorded', () => {
    expect(decideAfterPlay({ loggedIn: false, goal: goal({ goal_type: 'fulfilling', settings: both }) })).toEqual({
      record: false,
      ask: false,
    });
  });
});

describe('goal settings', () => {
  it('turns on the switch that matters for the picked goal type', () => {
    expect(defaultSettings('less')).toEqual({ confirmBeforeStart: true, collectFeedback: false });
    expect(defaultSettings('fulfilling')).toEqual({ confirmBeforeStart: false, collectFeedback: true });
    expect(defaultSettings('more')).toEqual(none);
  });

  it('shows and saves only the switch of the goal type', () => {
    expect(visibleSettings('less')).toEqual(['confirmBeforeStart']);
    expect(visibleSettings('fulfilling')).toEqual(['collectFeedback']);
    expect(visibleSettings('more')).toEqual([]);
    expect(settingsForSave('less', both)).toEqual({ confirmBeforeStart: true, collectFeedback: false });
    expect(settingsForSave('fulfilling', both)).toEqual({ confirmBeforeStart: false, collectFeedback: true });
    expect(settingsForSave('more', both)).toEqual(none);
    expect(settingsForSave('less', none)).toEqual(none);
  });

  it('accepts daily minutes from 15 to 720 as whole numbers only', () => {
    expect(parseDailyMinutes('15')).toBe(15);
    expect(parseDailyMinutes(' 720 ')).toBe(720);
    expect(parseDailyMinutes('90')).toBe(90);
    for (const bad of ['', '14', '721', '60.5', '-30', 'abc', '1e2', '00015x']) expect(parseDailyMinutes(bad)).toBeNull();
  });
});

describe('session minutes and moods', () => {
  it('clamps played minutes to whole numbers in 0…1440', () => {
    expect(sessionMinutes(12.4)).toBe(12);
    expect(sessionMinutes(12.6)).toBe(13);
    expect(sessionMinutes(-3)).toBe(0);
    expect(sessionMinutes(Number.NaN)).toBe(0);
    expect(sessionMinutes(5000)).toBe(1440);
  });

  it('knows the 1–5 scale and its emoji', () => {
    expect([0, 1, 3, 5, 6, 2.5].map(isMood)).toEqual([false, true, true, true, false, false]);
    expect(moodEmoji(1)).toBe('😞');
    expect(moodEmoji(5)).toBe('😄');
    expect(moodEmoji(3.6)).toBe('🙂');
  });

  it('computes the mood change with one decimal', () => {
    expect(moodChange(2.5, 3.75)).toBe(1.3);
    expect(moodChange(4, 3)).toBe(-1);
    expect(moodChange(null, 3)).toBeNull();
  });
});

describe('todayFacts', () => {
  const days = (minutes: number[]) => ({
    days: minutes.map((value, index) => ({ date: `2025-03-0${index + 1}`, minutes: value, sessions: 1, within_goal: true })),
  });

  it("takes today's minutes from the last day of the statistics", () => {
    expect(todayFacts(days([200, 10, 45]), { daily_minutes: 60 })).toEqual({
      playedToday: 45,
      dailyGoal: 60,
      remaining: 15,
      over: 0,
    });
  });

  it('reports minutes beyond the goal', () => {
    expect(todayFacts(days([0, 95]), { daily_minutes: 60 })).toEqual({ playedToday: 95, dailyGoal: 60, remaining: 0, over: 35 });
    expect(todayFacts({ days: [] }, { daily_minutes: 60 })).toEqual({ playedToday: 0, dailyGoal: 60, remaining: 60, over: 0 });
  });
});

describe('wellbeingErrorKey (spec §8 German messages)', () => {
  const apiError = (status: number | 'network' | 'timeout') => Object.assign(new Error('x'), { name: 'ApiError', status });

  it('network failures and timeouts are network errors', () => {
    expect(wellbeingErrorKey(apiError('network'), 'save')).toBe('errors.networkError');
    expect(wellbeingErrorKey(apiError('timeout'), 'stats')).toBe('errors.networkError');
    expect(wellbeingErrorKey(new TypeError('Failed to fetch'), 'goals')).toBe('errors.networkError');
  });

  it('answers of the wrong shape are invalid answers', () => {
    expect(wellbeingErrorKey(Object.assign(new Error('x'), { name: 'InvalidAnswerError' }), 'stats')).toBe(
      'errors.invalidAnswer',
    );
    expect(wellbeingErrorKey(new SyntaxError('Unexpected token <'), 'goals')).toBe('errors.invalidAnswer');
  });

  it('404 without a goal is "Ziel nicht gefunden"', () => {
    expect(wellbeingErrorKey(apiError(404), 'alternatives')).toBe('errors.goalNotFound');
    expect(wellbeingErrorKey(apiError(404), 'goals')).toBe('errors.goalNotFound');
  });

  it('other failures get the message of the call', () => {
    expect(wellbeingErrorKey(apiError(422), 'save')).toBe('errors.saveFailed');
    expect(wellbeingErrorKey(apiError(500), 'feedback')).toBe('errors.saveFailed');
    expect(wellbeingErrorKey(apiError(500), 'stats')).toBe('errors.statsFailed');
    expect(wellbeingErrorKey(apiError(500), 'alternatives')).toBe('errors.noAlternatives');
    expect(wellbeingErrorKey(apiError(500), 'goals')).toBe('errors.unknownError');
    expect(wellbeingErrorKey(apiError(404), 'save')).toBe('errors.saveFailed');
  });

  it('anything else is an unknown error', () => {
    expect(wellbeingErrorKey(new Error('boom'), 'save')).toBe('errors.unknownError');
    expect(wellbeingErrorKey('text', 'stats')).toBe('errors.unknownError');
    expect(wellbeingErrorKey(null, 'stats')).toBe('errors.unknownError');
  });
});
