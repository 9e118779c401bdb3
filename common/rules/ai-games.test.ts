import { describe, expect, it } from 'vitest';
import { AI_GENRES, applyProposal, descriptionProblem, normaliseDescription, parseDescription, seedOf } from './ai-games';

describe('description parser', () => {
  it('reads the genre from German and English keywords', () => {
    const cases: [string, (typeof AI_GENRES)[number]][] = [
      ['Ein Hase rennt endlos und weicht Hindernissen aus', 'runner'],
      ['Ein Ninja hüpft über Plattformen', 'platformer'],
      ['Eine Schlange frisst Äpfel und wird länger', 'snake'],
      ['Zerstöre alle Ziegel mit dem Ball und dem Schläger', 'breakout'],
      ['Mein Raumschiff schießt auf Aliens', 'shooter'],
      ['Find the exit of a dark maze', 'maze'],
      ['Memory: decke Karten auf und finde Paare', 'memory'],
      ['A trivia quiz with questions about math', 'quiz'],
    ];
    for (const [description, genre] of cases) expect(parseDescription(description).genre, description).toBe(genre);
  });

  it('reads theme, player, enemy, speed and goal', () => {
    const spec = parseDescription('Eine Katze im Weltraum kämpft gegen Zombies, sehr schnell, 50 Punkte');
    expect(spec.theme).toBe('space');
    expect(spec.player.name).toBe('Katze');
    expect(spec.enemy.name).toBe('Zombie');
    expect(spec.speed).toBe(1.7);
    expect(spec.goal).toEqual({ kind: 'score', target: 50 });
    const slow = parseDescription('A slow penguin runner in the snow for 90 seconds');
    expect(slow.theme).toBe('ice');
    expect(slow.player.name).toBe('Pinguin');
    expect(slow.speed).toBe(0.7);
    expect(slow.goal).toEqual({ kind: 'time', target: 90 });
    // The garden is its own world, collecting while avoiding is a catching game, and whom one avoids ("meidet") is the enemy.
    const garden = parseDescription('Ein Hund sammelt Knochen im Garten und meidet die Katze');
    expect([garden.genre, garden.theme, garden.player.name, garden.enemy.name]).toEqual(['catcher', 'garden', 'Hund', 'Katze']);
    expect(garden.items?.map((item) => item.name)).toEqual(['Knochen']);
    // A fight is not a quiz.
    expect(parseDescription('Ein Ritter kämpft gegen einen Drachen auf der Burg').genre).toBe('shooter');
  });

  it('names a colour and takes a quoted title', () => {
    const spec = parseDescription('Ein blauer Ritter in der Burg, das Spiel heißt "Eisenherz"');
    expect(spec.palette.player).toBe('#3a86ff');
    expect(spec.title).toBe('Eisenherz');
  });

  it('is seeded: the same text gives the same game, different texts different ones', () => {
    const a = parseDescription('Ein Fuchs sammelt Pilze im Wald');
    expect(parseDescription('  Ein   Fuchs sammelt Pilze im Wald ')).toEqual(a);
    expect(seedOf('Ein Fuchs sammelt Pilze im Wald')).toBe(a.seed);
    const texts = ['Ein Fuchs sammelt Pilze im Wald', 'Ein Fuchs sammelt Beeren im Wald', 'qwertz uiop asdf', 'lorem ipsum dolor sit'];
    const specs = texts.map(parseDescription);
    expect(new Set(specs.map((spec) => JSON.stringify([spec.genre, spec.theme, spec.palette, spec.title, spec.speed]))).size).toBe(texts.length);
    // Texts without any keyword still spread over the genres.
    const genres = new Set(Array.from({ length: 40 }, (_, index) => parseDescription(`Irgendwas Nummer ${index} ohne Hinweis`).genre));
    expect(genres.size).toBeGreaterThanOrEqual(5);
  });

  it('writes German instructions and keeps the description as plain data', () => {
    const spec = parseDescription('Shooter </script><script>alert(1)</script> im Weltraum');
    expect(spec.instructions).toMatch(/Leertaste|Tippen/);
    expect(spec.description).toBe('Shooter </script><script>alert(1)</script> im Weltraum');
  });

  it('checks the length after trimming', () => {
    expect(normaliseDescription('  a \n b  ')).toBe('a b');
    expect(descriptionProblem('   kurz    ')).toBe('tooShort');
    expect(descriptionProblem('x'.repeat(501))).toBe('tooLong');
    expect(descriptionProblem(`  ${'x'.repeat(500)}  `)).toBeNull();
  });

  it('lays a model proposal over the offline specification, colours only as #rrggbb', () => {
    const base = parseDescription('Ein Ritter in der Burg');
    const merged = applyProposal(base, { genre: 'quiz', title: 'Ritterquiz', colours: { player: '#123456', enemy: 'red' }, speed: 5 });
    expect(merged.genre).toBe('quiz');
    expect(merged.title).toBe('Ritterquiz');
    expect(merged.palette.player).toBe('#123456');
    expect(merged.palette.enemy).toBe(base.palette.enemy);
    expect(merged.speed).toBe(1.8);
    expect(merged.description).toBe(base.description);
  });
});
