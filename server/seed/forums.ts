import type { Db } from '../db/index';
import { nowIso } from '../db/index';

// Demo forums: a few lively German threads by the demo community, so /foren looks alive on a fresh
// install: a pinned house-rules thread, questions about the seeded games with answers nested under what they
// answer, a quote, an edited post, Markdown (bold, lists, code, links) and a locked thread.

interface SeedPost {
  key: string;
  by: string;
  text: string;
  replyTo?: string;
  /** Hours after the thread was opened. */
  after: number;
  edited?: boolean;
}

interface SeedThread {
  title: string;
  game: string | null;
  daysAgo: number;
  pinned?: boolean;
  locked?: boolean;
  posts: SeedPost[];
}

const THREADS: SeedThread[] = [
  {
    title: 'Willkommen in den Foren – bitte kurz lesen',
    game: null,
    daysAgo: 20,
    pinned: true,
    posts: [
      {
        key: 'rules',
        by: 'Admina',
        after: 0,
        text: 'Schön, dass du da bist! Ein paar Regeln, damit es hier gemütlich bleibt:\n\n- **Sei nett.** Hinter jedem Namen sitzt ein Mensch.\n- Keine Spoiler ohne Warnung im Titel.\n- Werbung und Spam fliegen raus.\n\nWenn dir etwas komisch vorkommt, melde den Beitrag – wir schauen es uns an.',
      },
      { key: 'thanks', by: 'Mia_Zockt', after: 5, text: 'Danke! Endlich ein Ort für lange Koop-Diskussionen. 🎮', replyTo: 'rules' },
    ],
  },
  {
    title: 'Nebelwald: Wie schafft ihr den Wächter im dritten Kapitel?',
    game: 'Nebelwald',
    daysAgo: 1,
    posts: [
      { key: 'q', by: 'NachtEule', after: 0, text: 'Ich hänge seit zwei Abenden am **Wächter**. Sobald er die Laterne löscht, sehe ich nichts mehr und bin weg. Tipps?' },
      {
        key: 'a1',
        by: 'SoulsSophie',
        after: 1,
        replyTo: 'q',
        edited: true,
        text: 'Der Trick: Bleib *hinter* den Wurzeln, wenn es dunkel wird. Er hört dich nur, wenn du rennst.\n\n1. Laterne an der Säule abstellen\n2. Schleichen, bis er an dir vorbei ist\n3. Dann von hinten zuschlagen',
      },
      { key: 'a1r', by: 'NachtEule', after: 3, replyTo: 'a1', text: '> Er hört dich nur, wenn du rennst.\n\nDAS war es. Beim ersten Versuch geschafft, danke!!' },
      { key: 'a2', by: 'LenaRast', after: 4, replyTo: 'q', text: 'Alternativ für Speedruns: mit Doppelsprung über die linke Wurzel, spart 20 Sekunden. Ist aber fummelig.' },
      { key: 'a2r', by: 'SoulsSophie', after: 6, replyTo: 'a2', text: 'Fummelig ist untertrieben 😅 Ich bin dabei fünfmal in den Abgrund gefallen.' },
    ],
  },
  {
    title: 'Koop-Abend am Freitag – wer ist dabei?',
    game: 'Die Letzte Schicht',
    daysAgo: 2,
    posts: [
      { key: 'q', by: 'KoopKim', after: 0, text: 'Freitag ab **20 Uhr** eine Runde *Die Letzte Schicht*? Wir sind zu zweit und suchen noch zwei Leute. Voice ist Pflicht, gute Laune auch.' },
      { key: 'a1', by: 'KoopKarl', after: 1, replyTo: 'q', text: 'Bin dabei! Ich bringe Snacks mit (virtuell).' },
      { key: 'a2', by: 'Mia_Zockt', after: 2, replyTo: 'q', text: 'Ich auch, wenn ich bis 20:30 Uhr nachkommen darf.' },
      { key: 'a2r', by: 'KoopKim', after: 3, replyTo: 'a2', text: 'Klar, wir warten in der Kantine auf dich.' },
      { key: 'a3', by: 'NachtEule', after: 9, replyTo: 'q', text: 'Falls ihr nach Mitternacht noch spielt, sagt Bescheid. Das ist meine Uhrzeit.' },
    ],
  },
  {
    title: 'Pixelbäckerei: Meine Bäckerei nach 40 Stunden',
    game: 'Pixelbäckerei',
    daysAgo: 4,
    posts: [
      { key: 'q', by: 'JonasBaut', after: 0, text: 'Ich habe endlich alle drei Öfen freigeschaltet. Mein Ablauf für die Morgenschicht:\n\n- Brezeln zuerst (brauchen am längsten)\n- dann Brötchen im Doppelofen\n- Kuchen erst ab 10 Uhr\n\nWie macht ihr das?' },
      { key: 'a1', by: 'PixelPia', after: 2, replyTo: 'q', text: 'Ich mache es genau andersherum und verkaufe morgens nur Kuchen. Die Katze im Laden mag das 🐈' },
      { key: 'a2', by: 'GartenGreta', after: 5, replyTo: 'a1', text: 'Kuchen zum Frühstück ist die einzig richtige Antwort.' },
    ],
  },
  {
    title: 'Quantenschach: Eröffnungen, die wirklich funktionieren',
    game: 'Quantenschach',
    daysAgo: 6,
    posts: [
      { key: 'q', by: 'Schachmatt_Max', after: 0, text: 'Ich sammle Eröffnungen. Meine liebste: Springer in Überlagerung auf `c3` *und* `f3`. Der Gegner muss raten.' },
      { key: 'a1', by: 'StratStefan', after: 3, replyTo: 'q', text: 'Funktioniert gut, bis jemand misst. Dann stehst du mit einem halben Springer da. Ich spiele lieber die Damen-Verschränkung.' },
      { key: 'a1r', by: 'Schachmatt_Max', after: 4, replyTo: 'a1', text: '> Dann stehst du mit einem halben Springer da.\n\nEin halber Springer ist immer noch ein Springer. Revanche?' },
    ],
  },
  {
    title: 'Retro-Ecke: Eure ersten Spiele überhaupt',
    game: null,
    daysAgo: 9,
    posts: [
      { key: 'q', by: 'RetroRike', after: 0, text: 'Erzählt mal: Was war euer allererstes Spiel? Bei mir ein Hüpfspiel auf dem Rechner meines Onkels, Diskette inklusive.' },
      { key: 'a1', by: 'ArcadeAyla', after: 1, replyTo: 'q', text: 'Ein Automat im Freibad. Eine Mark pro Spiel, und ich war sehr, sehr schlecht.' },
      { key: 'a2', by: 'PixelPaul', after: 2, replyTo: 'q', text: 'Ein Rennspiel mit vier Farben. Ich fahre bis heute lieber mit Pixeln als mit echten Autos.' },
      { key: 'a2r', by: 'TurboTilda', after: 3, replyTo: 'a2', text: 'Same! Heute sind es halt 4K-Pixel.' },
    ],
  },
  {
    title: 'Sammelthread: Fehler im Kartenmenü (erledigt)',
    game: null,
    daysAgo: 14,
    locked: true,
    posts: [
      { key: 'q', by: 'VoidVince', after: 0, text: 'Beim Zoomen im Kartenmenü springt die Ansicht manchmal zurück. Passiert das noch jemandem?' },
      { key: 'a1', by: 'Admina', after: 20, replyTo: 'q', text: 'Danke für die Meldung! Ist mit dem letzten Update behoben. Ich schließe den Thread.' },
    ],
  },
];

export async function seedForums(db: Db, now = Date.now()): Promise<void> {
  const [users, games] = await Promise.all([
    db.selectFrom('users').select(['id', 'name']).execute(),
    db.selectFrom('games').select(['id', 'name']).execute(),
  ]);
  const userId = new Map(users.map((user) => [user.name, user.id]));
  const gameId = new Map(games.map((game) => [game.name, game.id]));
  await db.transaction().execute(async (trx) => {
    for (const thread of THREADS) {
      const opened = now - thread.daysAgo * 86_400_000;
      const at = (hours: number) => nowIso(new Date(Math.min(opened + hours * 3_600_000, now - 60_000)));
      const last = at(Math.max(...thread.posts.map((post) => post.after)));
      const forum = await trx
        .insertInto('forums')
        .values({
          title: thread.title,
          user_id: userId.get(thread.posts[0]!.by) ?? null,
          game_id: thread.game === null ? null : (gameId.get(thread.game) ?? null),
          pinned: thread.pinned ? 1 : 0,
          locked: thread.locked ? 1 : 0,
          messages_count: thread.posts.length,
          created_at: at(0),
          last_activity_at: last,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const ids = new Map<string, number>();
      for (const post of thread.posts) {
        const row = await trx
          .insertInto('forum_messages')
          .values({
            forum_id: forum.id,
            user_id: userId.get(post.by) ?? null,
            reply_to: post.replyTo ? (ids.get(post.replyTo) ?? null) : null,
            text: post.text,
            created_at: at(post.after),
            edited_at: post.edited ? at(post.after + 0.5) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(post.key, row.id);
      }
    }
  });
}
