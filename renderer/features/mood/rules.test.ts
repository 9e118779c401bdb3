import { describe, expect, it } from 'vitest';
import { countPost, initialTracker, questionClosed, questionDue } from './rules';

describe('mood question (§4, §9: every 90 s after 4 posts, 5 questions in rotation)', () => {
  it('starts with a random question, due at once after 4 posts', () => {
    const tracker = initialTracker(() => 0.5);
    expect(tracker.nextQuestion).toBe(2);
    expect(initialTracker(() => 0.9999).nextQuestion).toBe(4);
    let seen = tracker;
    for (let i = 0; i < 3; i += 1) seen = countPost(seen);
    expect(questionDue(seen, 1_000)).toBe(false);
    seen = countPost(seen);
    expect(questionDue(seen, 1_000)).toBe(true);
  });
  it('waits 90 s and 4 posts after an answer, then asks the next one in rotation', () => {
    let tracker = { ...initialTracker(() => 0.99), postCounter: 4 };
    expect(tracker.nextQuestion).toBe(4);
    tracker = questionClosed(tracker, 10_000);
    expect(tracker.nextQuestion).toBe(0);
    expect(tracker.postCounter).toBe(0);
    for (let i = 0; i < 4; i += 1) tracker = countPost(tracker);
    expect(questionDue(tracker, 10_000 + 89_999)).toBe(false);
    expect(questionDue(tracker, 10_000 + 90_000)).toBe(true);
  });
  it('asks nothing while disabled', () => {
    const tracker = { ...initialTracker(), postCounter: 10, enabled: false };
    expect(questionDue(tracker, Date.now())).toBe(false);
  });
});
