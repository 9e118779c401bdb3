import { describe, expect, it } from 'vitest';
import { toSiteGameRef } from './bridge';
import { addGameNotice, launchResultNotice } from './launch-messages';
import { isLaunchableGameId, launchLink } from './links';

describe('launchLink', () => {
  it('emits the canonical spielraum:// link the launcher accepts', () => {
    expect(launchLink(42)).toBe('spielraum://launch?game=42');
    expect(launchLink(999_999_999)).toBe('spielraum://launch?game=999999999');
  });

  it('refuses ids the launcher would refuse', () => {
    for (const id of [0, -1, 1.5, 1_000_000_000, Number.NaN]) {
      expect(isLaunchableGameId(id)).toBe(false);
      expect(launchLink(id)).toBeNull();
    }
  });
});

describe('launchResultNotice', () => {
  it('tells the user what happened, in the wellbeing namespace', () => {
    expect(launchResultNotice({ status: 'started', gameId: 1 }, 'Nebelwald')).toEqual({
      type: 'success',
      key: 'launcher.result.started',
      values: { game: 'Nebelwald' },
    });
    expect(launchResultNotice({ status: 'not_installed', gameId: 1 }, 'N')?.key).toBe('launcher.result.notInstalled');
    expect(launchResultNotice({ status: 'already_running', gameId: 1 }, 'N')?.type).toBe('info');
    expect(launchResultNotice({ status: 'failed', gameId: 1, message: 'EACCES' }, 'N')?.key).toBe('launcher.result.failed');
    expect(launchResultNotice({ status: 'refused', gameId: 1, reason: 'script_refused' }, 'N')?.key).toBe(
      'launcher.refusal.script_refused',
    );
  });

  it('says nothing when the user (or their gate) cancelled', () => {
    expect(launchResultNotice({ status: 'cancelled', gameId: 1, by: 'gate' }, 'N')).toBeNull();
    expect(launchResultNotice({ status: 'cancelled', gameId: 1, by: 'user' }, 'N')).toBeNull();
  });
});

describe('addGameNotice', () => {
  it('confirms a link, ignores a closed file picker and explains refusals', () => {
    expect(addGameNotice({ ok: true, gameId: 1, name: 'Nebelwald' }, 'x')).toMatchObject({ type: 'success', values: { game: 'Nebelwald' } });
    expect(addGameNotice({ ok: false, reason: 'cancelled' }, 'N')).toBeNull();
    expect(addGameNotice({ ok: false, reason: 'invalid_game' }, 'N')?.key).toBe('launcher.linkInvalidGame');
    expect(addGameNotice({ ok: false, reason: 'not_executable' }, 'N')?.key).toBe('launcher.refusal.not_executable');
  });
});

describe('toSiteGameRef', () => {
  it('passes the catalogue launch hints to the launcher', () => {
    expect(
      toSiteGameRef({ id: 3, name: 'Nebelwald', launch: { steam_app_id: 2_450_010, executable_name: 'Nebelwald.exe' } }),
    ).toEqual({ id: 3, name: 'Nebelwald', steam_app_id: 2_450_010, executable_name: 'Nebelwald.exe' });
  });
});
