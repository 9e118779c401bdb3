import { nowIso } from '../db/index';
import type { Db } from '../db/index';


// Demo data of the games side: the demo creators each own the games that fit their profile, their
// games have a history of updates, and the last weeks have plays, so /updates, a game's page and the
// leaderboard look alive on a fresh install. Deterministic: every install looks the same.

/** Which demo creator made which seeded game (the rest stay with Kreativa). */
const MADE_BY: Record<string, string[]> = {
  LenaRast: ['Ironclad Rally', 'Neon Drift 2088'],
  KoopKarl: ['Die Letzte Schicht', 'Void Harvesters'],
  RetroRike: ['Moorhuhn Remix'],
  JonasBaut: ['Skyline Architects', 'Pixelbäckerei'],
};

// The shipped browser games' updates speak of what is in those games (resources/games): a game page must not
// promise a photo mode, co-op or a soundtrack the game does not have.
const UPDATES: { game: string; daysAgo: number; version: string | null; title: string; content: string }[] = [
  { game: 'Moorhuhn Remix', daysAgo: 1, version: '1.3', title: 'Goldene Hühner', content: 'Ab und zu fliegt jetzt ein goldenes Huhn vorbei: schneller als die anderen und besonders viel wert.\nAußerdem trifft man jetzt auch am Bildschirmrand zuverlässig.' },
  { game: 'Nebelwald', daysAgo: 2, version: '0.9', title: 'Doppelsprung', content: 'In der Luft geht jetzt ein zweiter Sprung. Lässt du früh los, bleibt der Sprung kurz – praktisch vor Dornen.\nDer Nebel ist auf schwächeren Geräten jetzt flüssiger.' },
  { game: 'Neon Drift 2088', daysAgo: 3, version: '2.1', title: 'Der Rivale denkt mit', content: 'Der blaue Rivale plant seine Züge jetzt ein paar Felder voraus und lässt sich nicht mehr so leicht in deine Spur drängen.\nSchaffst du es trotzdem, gibt es weiter 50 Bonuspunkte.' },
  { game: 'Pixelbäckerei', daysAgo: 4, version: '1.1', title: 'Franzbrötchen in der Auslage', content: 'Neue Backware: Franzbrötchen. Links steht jetzt, wie viele Stück der aktuellen Bestellung noch fehlen – eine fertige Bestellung bringt 100 Punkte.' },
  { game: 'Skyline Architects', daysAgo: 6, version: '1.4', title: 'Perfekte Serien', content: 'Ab dem dritten perfekten Treffer in Folge wird der Turm wieder ein Stück breiter.\nDie Steuerung per Touch reagiert schneller.' },
  { game: 'Void Harvesters', daysAgo: 8, version: '0.7', title: 'Leerenkristalle', content: 'Neu in der Tiefe: violette Leerenkristalle, 40 Punkte das Stück. Dafür rückt die Leere schneller nach, je tiefer du kommst.' },
  { game: 'Ironclad Rally', daysAgo: 10, version: '1.2', title: 'Dampfschub', content: 'Neu: der Dampfschub. Halte Pfeil hoch oder „Schub“, solange der Kessel Druck hat – danach füllt er sich langsam wieder auf.' },
  { game: 'Harbor Lights', daysAgo: 12, version: '1.0', title: 'Version 1.0 ist da', content: 'Nach einem Jahr Early Access ist Harbor Lights fertig. Danke an alle, die mitgeangelt haben!' },
  { game: 'Die Letzte Schicht', daysAgo: 15, version: '1.0.3', title: 'Fehlerbehebungen', content: 'Die Taschenlampe flackert nicht mehr ohne Grund. Speicherstände laden schneller.' },
  { game: 'Moorhuhn Remix', daysAgo: 20, version: '1.2', title: 'Serienbonus', content: 'Ab dem dritten Treffer in Folge bringt jedes Huhn fünf Punkte extra. Ein Fehlschuss beendet die Serie.' },
  { game: 'Nebelwald', daysAgo: 25, version: '0.8', title: 'Irrlichter', content: 'Irrlichter füllen jetzt dein Licht wieder auf. Geht es aus, verschluckt dich der Nebel – sammle also, was du kriegen kannst.' },
  { game: 'Neon Drift 2088', daysAgo: 30, version: '2.0', title: 'Großes Update 2.0', content: 'Datenchips machen dich jetzt schneller und deine Lichtspur länger. Wie schnell du bist, steht oben links.' },
];

/** `community`: the names of the community members whose plays are seeded. */
export async function seedGameUpdates(db: Db, community: readonly string[], now = Date.now()): Promise<void> {
  const communityNames = new Set(community);
  const users = await db.selectFrom('users').select(['id', 'name']).execute();
  const userOf = new Map(users.map((user) => [user.name, user.id]));
  for (const [name, games] of Object.entries(MADE_BY)) {
    const id = userOf.get(name);
    if (id) await db.updateTable('games').set({ creator_id: id }).where('name', 'in', games).execute();
  }
  const games = await db.selectFrom('games').select(['id', 'name', 'creator_id']).execute();
  const gameOf = new Map(games.map((game) => [game.name, game]));
  const rows = UPDATES.flatMap((update) => {
    const game = gameOf.get(update.game);
    if (!game) return [];
    const at = nowIso(new Date(now - update.daysAgo * 86_400_000));
    return [{ game_id: game.id, author_id: game.creator_id, title: update.title, content: update.content, version: update.version, created_at: at }];
  });
  if (rows.length) await db.insertInto('game_updates').values(rows).execute();

  // Sessions of the last weeks by the community (not the demo accounts people sign in with, whose statistics
  // start empty): the leaderboard and the trends count them.
  const players = users.filter((user) => communityNames.has(user.name));
  const sessions = players.flatMap((player, index) =>
    games
      .filter((_, gameIndex) => (index + gameIndex) % 4 === 0)
      .map((game, round) => ({
        user_id: player.id,
        game_id: game.id,
        session_duration_minutes: 10 + ((index * 7 + round * 11) % 50),
        mood_before: 3,
        mood_after: 4,
        created_at: nowIso(new Date(now - (((index + round) % 20) + 1) * 86_400_000)),
      })),
  );
  if (sessions.length) await db.insertInto('session_feedback').values(sessions).execute();
}

/**
 * What the updates above said before they described the games as they are: a demo database seeded earlier gets
 * the update of the same game and version instead (server/seed/corrections.ts), where the old text is untouched.
 */
export const FORMER_UPDATES: { game: string; version: string; title: string; content: string }[] = [
  { game: 'Moorhuhn Remix', version: '1.3', title: 'Neuer Wintermodus', content: 'Schnee fällt, die Hühner tragen Mützen und es gibt einen eigenen Highscore für den Winter.\nAußerdem trifft man jetzt auch am Bildschirmrand zuverlässig.' },
  { game: 'Nebelwald', version: '0.9', title: 'Zwei neue Lichtungen', content: 'Hinter dem alten Brunnen warten zwei neue Lichtungen mit Rätseln.\nDer Nebel ist auf schwächeren Geräten jetzt flüssiger.' },
  { game: 'Neon Drift 2088', version: '2.1', title: 'Nachtstrecke „Hafenbogen“', content: 'Eine neue Strecke durch den Hafen von Neo-Hamburg, mit engen Kurven und Regen.\nBestzeiten der alten Strecken bleiben erhalten.' },
  { game: 'Pixelbäckerei', version: '1.1', title: 'Franzbrötchen im Ofen', content: 'Neues Rezept: Franzbrötchen. Bestellungen kommen jetzt auch zur Mittagszeit, und die Kasse rundet richtig.' },
  { game: 'Skyline Architects', version: '1.4', title: 'Wind und Wetter', content: 'Bei Sturm schwanken hohe Türme jetzt sichtbar – plant Gegengewichte ein!\nDie Steuerung per Touch reagiert schneller.' },
  { game: 'Void Harvesters', version: '0.7', title: 'Koop für vier', content: 'Ab jetzt baut ihr zu viert ab. Geteilte Schätze werden fair aufgeteilt.' },
  { game: 'Ironclad Rally', version: '1.2', title: 'Alpenpass freigeschaltet', content: 'Der Alpenpass ist da: Serpentinen, Tunnel und ein Dampfkessel, der bei Vollgas pfeift.' },
  { game: 'Moorhuhn Remix', version: '1.2', title: 'Bestenliste pro Woche', content: 'Neben der ewigen Bestenliste gibt es jetzt eine Wochenwertung.' },
  { game: 'Nebelwald', version: '0.8', title: 'Musik von Lichtung Studios', content: 'Ein neuer Soundtrack mit Harfe und Regen. Lautstärke lässt sich im Menü einstellen.' },
  { game: 'Neon Drift 2088', version: '2.0', title: 'Großes Update 2.0', content: 'Neue Fahrzeuge, ein Fotomodus und Ghost-Rennen gegen deine eigene Bestzeit.' },
];

/** The seeded update of a game and version (what replaces a former one). */
export function seededUpdate(game: string, version: string) {
  return UPDATES.find((update) => update.game === game && update.version === version) ?? null;
}
