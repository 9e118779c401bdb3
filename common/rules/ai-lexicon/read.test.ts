import { describe, expect, it } from 'vitest';
import { parseDescription } from '../ai-games';
import { candidateLanguages, readDescription, readIn } from './read';

// The reader on the descriptions that trip a keyword list: separable and infinitive verbs, negations, numbers
// written as words, plurals and cases, a figure that is also the obstacle, and scripts without spaces.

const roles = (text: string) => {
  const reading = readDescription(text);
  return { player: reading.player, items: reading.items, hazards: reading.hazards.map((hazard) => hazard.id) };
};

describe('description reader', () => {
  it('reads a separable verb as the obstacle it is: "weicht Ästen aus", "Ästen ausweichen"', () => {
    expect(roles('Ein Eichhörnchen sammelt Nüsse und weicht Ästen aus')).toEqual({ player: 'squirrel', items: ['nut'], hazards: ['branch'] });
    expect(roles('Als Eichhörnchen musst du Ästen ausweichen und Nüsse sammeln')).toEqual({ player: 'squirrel', items: ['nut'], hazards: ['branch'] });
    // A list takes the role of its verb: both are collected, both are avoided.
    expect(roles('Ein Eichhörnchen sammelt Nüsse und Eicheln und weicht Ästen und Steinen aus')).toEqual({ player: 'squirrel', items: ['nut', 'acorn'], hazards: ['branch', 'rock'] });
  });

  it('turns a negated collecting into something to avoid and drops what the game is without', () => {
    expect(roles('Ein Hase sammelt Karotten, aber keine faulen Eier')).toEqual({ player: 'rabbit', items: ['carrot'], hazards: ['egg'] });
    expect(roles('Ein Roboter sammelt Batterien, ohne von Lasern getroffen zu werden')).toEqual({ player: 'robot', items: ['battery'], hazards: ['laser'] });
    expect(roles('Ein gemütliches Spiel ohne Spinnen: ein Igel sammelt Äpfel')).toEqual({ player: 'hedgehog', items: ['apple'], hazards: [] });
    expect(roles('Don’t touch the spikes, collect the stars as a ninja')).toEqual({ player: 'ninja', items: ['star'], hazards: ['spike'] });
  });

  it('reads numbers written as words, glued or in several words, in every script', () => {
    const target = (text: string) => readDescription(text).goal;
    expect(target('Ein Eichhörnchen sammelt vierzig Nüsse')).toEqual({ kind: 'collect', target: 40 });
    expect(target('Ein Eichhörnchen sammelt Nüsse, zweiundvierzig Punkte')).toEqual({ kind: 'score', target: 42 });
    expect(target('A squirrel collects nuts, forty-two points')).toEqual({ kind: 'score', target: 42 });
    expect(target('Una ardilla recoge nueces, cuarenta y dos puntos')).toEqual({ kind: 'score', target: 42 });
    expect(target('Un écureuil ramasse des noisettes, quatre-vingt-dix points')).toEqual({ kind: 'score', target: 90 });
    expect(target('Um esquilo coleta nozes, quarenta e dois pontos')).toEqual({ kind: 'score', target: 42 });
    expect(target('Белка собирает сорок орехов')).toEqual({ kind: 'collect', target: 40 });
    expect(target('سنجاب يجمع البندق، خمسة وعشرين نقطة')).toEqual({ kind: 'score', target: 25 });
    expect(target('एक गिलहरी मेवे इकट्ठा करती है, चालीस अंक')).toEqual({ kind: 'score', target: 40 });
    expect(target('松鼠收集坚果，四十分')).toEqual({ kind: 'score', target: 40 });
    expect(target('リスが木の実を四十個集める')).toEqual({ kind: 'collect', target: 40 });
    expect(target('Ein Hase sammelt Karotten, 1.000 Punkte')).toEqual({ kind: 'score', target: 1000 });
  });

  it('finds plural, case and compound forms', () => {
    expect(roles('Ein Eichhörnchen frisst Haselnüssen und flieht vor Füchsen').items).toEqual(['nut']);
    expect(roles('Ein Eichhörnchen frisst Haselnüssen und flieht vor Füchsen').hazards).toEqual(['fox']);
    expect(roles('A cat catches mice and dodges berries').items).toEqual(['mouse']);
    expect(roles('Пингвин ловит рыбок и избегает белых медведей')).toEqual({ player: 'penguin', items: ['fish'], hazards: ['polarbear'] });
    expect(roles('एक गिलहरी मेवे इकट्ठा करती है और टहनियों से बचती है').hazards).toEqual(['branch']);
    expect(roles('سنجاب يجمع البندق ويتفادى الأغصان').hazards).toEqual(['branch']);
  });

  it('keeps the player apart from the same figure as an obstacle ("andere Autos")', () => {
    expect(roles('Ein Auto fährt durch die Stadt und weicht anderen Autos aus')).toEqual({ player: 'car', items: [], hazards: ['car'] });
    // Named again without "other", the player's figure is the player.
    expect(roles('Ein Auto fährt durch die Stadt. Das Auto sammelt Münzen')).toEqual({ player: 'car', items: ['coin'], hazards: [] });
  });

  it('tells a goal in seconds from a time limit and lives from points', () => {
    const survive = readDescription('Überlebe 90 Sekunden als Pinguin');
    expect([survive.goal, survive.timeLimit]).toEqual([{ kind: 'time', target: 90 }, null]);
    const limit = readDescription('Ein Pinguin sammelt 30 Fische in 60 Sekunden, drei Leben');
    expect([limit.goal, limit.timeLimit, limit.lives]).toEqual([{ kind: 'collect', target: 30 }, 60, 3]);
    const minutes = readDescription('Survive for two minutes as a penguin');
    expect(minutes.goal).toEqual({ kind: 'time', target: 120 });
    const ja = readDescription('ペンギンが魚を30匹集める。制限時間は60秒、ライフは3つ');
    expect([ja.goal, ja.timeLimit, ja.lives]).toEqual([{ kind: 'collect', target: 30 }, 60, 3]);
  });

  it('tells a figure from the same word used as a verb (a bird flies, a frog catches flies)', () => {
    expect(roles('A bird flies over the forest').items).toEqual([]);
    expect(roles('A frog catches flies').items).toEqual(['fly']);
  });

  it('leaves out what the player carries: "mit lila Lasern"', () => {
    expect(roles('Ein Raumschiff verteidigt die Erde gegen Aliens, sehr schnell und mit lila Lasern').hazards).toEqual(['alien']);
  });

  it('reads the language of the script and the words', () => {
    expect(candidateLanguages('リスが森で木の実を集める')).toEqual(['ja']);
    expect(candidateLanguages('松鼠在森林里')).toEqual(['zhCN', 'zhTW', 'ja']);
    expect(readDescription('宇宙飞船在太空中射击外星人').language).toBe('zhCN');
    expect(readDescription('太空船在太空中射擊外星人').language).toBe('zhTW');
    expect(readDescription('Un gato recoge peces en la ciudad y evita a los perros').language).toBe('es');
    expect(readDescription('Um gato pega peixes na cidade e foge dos cachorros').language).toBe('pt');
    expect(readDescription('Un chat attrape des poissons dans la ville').language).toBe('fr');
    expect(readIn('de', 'A squirrel collects nuts').player).toBeNull();
  });

  it('chooses the template whose mechanics match the action', () => {
    const genre = (text: string) => parseDescription(text).genre;
    expect(genre('Ein neonfarbenes Rennauto rast durch die Neonstadt und weicht anderen Autos aus')).toBe('racer');
    expect(genre('Ein Eichhörnchen sammelt Nüsse und weicht Ästen aus, 40 Punkte')).toBe('catcher');
    expect(genre('Ein Hase rennt endlos durch den Wald und springt über Baumstämme')).toBe('runner');
    expect(genre('Ein Frosch hüpft über Plattformen und sammelt Fliegen')).toBe('platformer');
    expect(genre('Eine Schlange frisst Äpfel und wird immer länger')).toBe('snake');
    expect(genre('Ein Raumschiff schießt auf Aliens')).toBe('shooter');
    expect(genre('Ein Ritter sucht den Ausgang aus dem Labyrinth')).toBe('maze');
  });
});
