import { describe, expect, it } from 'vitest';
import { ageHours, commentRecencyTerm, commentScore } from './comment-ranking';

describe('commentScore (spec §9)', () => {
  it('gives a new comment without reactions the full recency term 0.1 × 5', () => {
    expect(commentScore({ likes: 0, replies: 0, authorFollowers: 0, ageHours: 0 })).toBe(0.5);
  });

  it('adds 0.1 per like, 0.15 per reply and 0.01 per follower of the author', () => {
    expect(commentScore({ likes: 1, replies: 0, authorFollowers: 0, ageHours: 0 })).toBe(0.6);
    expect(commentScore({ likes: 0, replies: 1, authorFollowers: 0, ageHours: 0 })).toBe(0.65);
    expect(commentScore({ likes: 0, replies: 0, authorFollowers: 1, ageHours: 0 })).toBe(0.51);
    expect(commentScore({ likes: 3, replies: 2, authorFollowers: 10, ageHours: 0 })).toBe(1.2);
  });

  it('lets the recency term fall by 0.001 per hour down to 0.1 after 400 hours', () => {
    expect(commentRecencyTerm(100)).toBeCloseTo(0.4, 12);
    expect(commentRecencyTerm(250)).toBeCloseTo(0.25, 12);
    expect(commentRecencyTerm(400)).toBeCloseTo(0.1, 12);
    expect(commentRecencyTerm(10_000)).toBeCloseTo(0.1, 12);
    expect(commentScore({ likes: 2, replies: 1, authorFollowers: 5, ageHours: 24 })).toBe(0.876);
    expect(commentScore({ likes: 0, replies: 0, authorFollowers: 0, ageHours: 1_000 })).toBe(0.1);
  });

  it('treats a comment from the future (clock skew) and negative counts as zero', () => {
    expect(commentScore({ likes: -4, replies: -1, authorFollowers: -9, ageHours: -5 })).toBe(0.5);
  });

  it('ranks a liked old comment above a fresh one once the likes outweigh the recency', () => {
    const fresh = commentScore({ likes: 0, replies: 0, authorFollowers: 0, ageHours: 0 });
    const old = commentScore({ likes: 5, replies: 0, authorFollowers: 0, ageHours: 500 });
    expect(old).toBe(0.6);
    expect(old).toBeGreaterThan(fresh);
  });

  it('measures the age in hours', () => {
    expect(ageHours('2025-01-01T00:00:00.000Z', Date.parse('2025-01-02T06:00:00.000Z'))).toBe(30);
  });
});
