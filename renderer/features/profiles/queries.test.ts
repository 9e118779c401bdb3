import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProfileAnswer } from '../../../common/contract/profiles';
import { patchProfile, profileKeys, restoreProfiles } from './queries';

function answer(id: number, followers: number): ProfileAnswer {
  return {
    user: [
      {
        id,
        name: `Person ${id}`,
        bio: null,
        boostz: 0,
        steam_id: null,
        steam_verified: false,
        credits: 0,
        followers: [],
        apperance: 0,
        language: 'de',
        image: null,
        profile_border: null,
        role: 'user',
        created_at: '2026-01-01T00:00:00.000Z',
        followers_count: followers,
        following_count: 0,
        total_likes: 0,
        posts_count: 0,
      },
    ],
    posts: [],
    hasMore: false,
    nextCursor: null,
    games: [],
    favorite_games: [],
    relationship: {
      is_self: false,
      following: null,
      follows_you: false,
      friendship: 'none',
      request_id: null,
      blocked: false,
      muted: false,
      can_request_friendship: true,
      can_message: true,
    },
    restricted: false,
  };
}

describe('patchProfile', () => {
  it('changes every viewer’s copy of one profile and no other profile, and restores them', () => {
    const client = new QueryClient();
    client.setQueryData(profileKeys.detail(7, 1), answer(7, 3));
    client.setQueryData(profileKeys.detail(7, null), answer(7, 3));
    client.setQueryData(profileKeys.detail(70, 1), answer(70, 5));

    const before = patchProfile(client, 7, {
      user: (user) => ({ ...user, followers_count: user.followers_count + 1 }),
      relationship: (relationship) => ({ ...relationship, friendship: 'request_sent', request_id: 12 }),
    });

    for (const viewer of [1, null]) {
      const copy = client.getQueryData<ProfileAnswer>(profileKeys.detail(7, viewer))!;
      expect(copy.user[0]!.followers_count).toBe(4);
      expect(copy.relationship).toMatchObject({ friendship: 'request_sent', request_id: 12 });
    }
    // Another profile stays as it was.
    expect(client.getQueryData<ProfileAnswer>(profileKeys.detail(70, 1))!.user[0]!.followers_count).toBe(5);

    restoreProfiles(client, before);
    expect(client.getQueryData<ProfileAnswer>(profileKeys.detail(7, 1))!.user[0]!.followers_count).toBe(3);
    expect(client.getQueryData<ProfileAnswer>(profileKeys.detail(7, 1))!.relationship.friendship).toBe('none');
  });
});
