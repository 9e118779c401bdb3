import { COMMENT_SCORE } from '../constants';

// Spec §9: a comment's ranking score is 0.1 per like, 0.15 per reply, 0.01 per follower of its author,
// plus a recency term of 0.1 × max(1, 5 − 0.01 × age in hours). The server computes it; the client
// only shows the order.

export interface CommentScoreInput {
  likes: number;
  replies: number;
  authorFollowers: number;
  /** Age of the comment in hours (negative ages, a clock skew, count as 0). */
  ageHours: number;
}

/** Recency term: 0.5 for a brand-new comment, falling by 0.001 per hour, never below 0.1 (after 400 h). */
export function commentRecencyTerm(ageHours: number): number {
  const age = Math.max(0, ageHours);
  return COMMENT_SCORE.recencyWeight * Math.max(1, COMMENT_SCORE.recencyBase - COMMENT_SCORE.recencyDecayPerHour * age);
}

export function commentScore({ likes, replies, authorFollowers, ageHours }: CommentScoreInput): number {
  const score =
    COMMENT_SCORE.perLike * Math.max(0, likes) +
    COMMENT_SCORE.perReply * Math.max(0, replies) +
    COMMENT_SCORE.perAuthorFollower * Math.max(0, authorFollowers) +
    commentRecencyTerm(ageHours);
  // Rounded to 1e-9 so sums of tenths compare equal (0.1 + 0.2) and a cursor carries the same number back.
  return Math.round(score * 1e9) / 1e9;
}

/** Age in hours between an ISO timestamp and `nowMs`. */
export function ageHours(createdAtIso: string, nowMs: number): number {
  return (nowMs - Date.parse(createdAtIso)) / 3_600_000;
}
