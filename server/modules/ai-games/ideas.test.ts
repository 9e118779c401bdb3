import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { parseDescription } from '../../../common/rules/ai-games';

// The three ideas under the game maker's field (locales/<lang>/aiGames.json, form.example1–3) are what a visitor
// clicks into it: in every language they must make the same game as the German ones, or the idea promises a game
// the generator does not build.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ideas = (language: string) => {
  const form = (JSON.parse(readFileSync(path.join(root, 'locales', language, 'aiGames.json'), 'utf8')) as { form: Record<string, string> }).form;
  return [form.example1!, form.example2!, form.example3!];
};
const game = (text: string) => {
  const spec = parseDescription(text);
  return { genre: spec.genre, theme: spec.theme, player: spec.player.name, enemy: spec.enemy.name, goal: spec.goal };
};

describe('the game ideas in every language', () => {
  const german = ideas('de').map(game);
  it.each(LANGUAGES.filter((language) => language !== 'de'))('%s: each idea makes the game its German one makes', (language) => {
    expect(ideas(language).map(game)).toEqual(german);
  });
});
