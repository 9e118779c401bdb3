import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The shipped browser games draw their HUD (time, lives, speed) over the running scene: a white line vanished on
// a bright sky or a lit harbour. Every HUD text goes through the kit's g.hudText, which strokes a dark outline
// under the fill; the AI templates' HUD too.

const gamesDir = path.resolve('resources/games');
const shipped = readdirSync(gamesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

/** The body of a game's `hud: function (g, ctx) { … }`, up to the end of the object entry. */
function hudOf(source: string): string {
  const start = source.indexOf('hud: function');
  if (start < 0) return '';
  const end = source.indexOf('\n    },', start);
  return source.slice(start, end < 0 ? undefined : end);
}

describe('game HUDs', () => {
  it('the kit outlines a HUD text before filling it', () => {
    const kit = readFileSync(path.join(gamesDir, '_kit/kit.js'), 'utf8');
    const helper = kit.slice(kit.indexOf('g.hudText = function'), kit.indexOf('g.floater = function'));
    expect(helper).toMatch(/strokeStyle = 'rgba\(0,0,0,0\.\d+\)'/);
    expect(helper.indexOf('strokeText(')).toBeGreaterThan(0);
    expect(helper.indexOf('strokeText(')).toBeLessThan(helper.indexOf('fillText('));
  });

  it.each(shipped)('%s draws every HUD text with the outline', (slug) => {
    const hud = hudOf(readFileSync(path.join(gamesDir, slug, 'game.js'), 'utf8'));
    expect(hud, `${slug} has a HUD`).not.toBe('');
    expect(hud).not.toContain('ctx.fillText(');
    expect(hud).toContain('g.hudText(ctx, ');
  });

  it('the AI templates draw their HUD lines with the outline', () => {
    const common = readFileSync(path.join(gamesDir, '_ai/common.js'), 'utf8');
    const hud = common.slice(common.indexOf('function hud('), common.indexOf('function checkGoal('));
    expect(hud).not.toContain('ctx.fillText(');
    expect(hud).toContain('g.hudText(ctx, ');
  });
});
