import { describe, expect, it } from 'vitest';
import { parseSteamAccount, validRobloxUsername } from './gaming-accounts';

describe('parseSteamAccount', () => {
  it('takes a SteamID64 and a profile address', () => {
    expect(parseSteamAccount('76561198000000001')).toEqual({ ok: true, steamId: '76561198000000001' });
    expect(parseSteamAccount(' https://steamcommunity.com/profiles/76561198000000001/ ')).toEqual({ ok: true, steamId: '76561198000000001' });
    expect(parseSteamAccount('steamcommunity.com/profiles/76561198000000001?l=german')).toEqual({ ok: true, steamId: '76561198000000001' });
  });

  it('says that a custom address cannot be resolved offline', () => {
    expect(parseSteamAccount('https://steamcommunity.com/id/gabelogannewell')).toEqual({ ok: false, reason: 'steamVanityUnsupported' });
  });

  it('refuses anything else', () => {
    for (const input of ['', '12345', '7656119800000000', '86561198000000001', 'https://evil.example/profiles/76561198000000001', 'abc']) {
      expect(parseSteamAccount(input)).toEqual({ ok: false, reason: 'invalidSteamId' });
    }
  });
});

describe('validRobloxUsername', () => {
  it('follows Roblox rules', () => {
    expect(validRobloxUsername('Builderman')).toBe(true);
    expect(validRobloxUsername('cool_kid42')).toBe(true);
    expect(validRobloxUsername('ab')).toBe(false);
    expect(validRobloxUsername('_start')).toBe(false);
    expect(validRobloxUsername('two__under')).toBe(false);
    expect(validRobloxUsername('a_b_c')).toBe(false);
    expect(validRobloxUsername('x'.repeat(21))).toBe(false);
  });
});
