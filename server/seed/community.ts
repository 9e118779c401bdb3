import { type Insertable as Row, sql } from 'kysely';
import type { Db } from '../db/index';
import { nowIso } from '../db/index';
import type { Database } from '../db/schema';

// The demo community interacts: the people of a fresh install watch, like and comment the demo clips (and answer
// each other), follow Mia and the creators, and some are Mia's friends, so counters, the trending clips, the
// rankings, the creators' statistics and the notifications show something from the first start. Everything is
// drawn from one seeded random sequence: every fresh install looks the same (relative to the day it starts).
// Written straight into the tables in one transaction, in batches; the counters are counted once from the rows
// afterwards, as the rest of the seed does. The clips are still rendering in the background when this runs: the
// rows belong to posts that exist (status processing) and show with their counts as each clip becomes ready.

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Rows per INSERT: far below the bound-parameter limits of SQLite and PostgreSQL. */
const BATCH = 400;

/** Who takes part (by e-mail): the community and the clip creators. The demo accounts people try out first (Mia,
 * Paul, Kreativa, Admina) start without likes, views or comments of their own, so nothing is pre-liked for them. */
const ACTORS = [
  'eule',
  'tilda',
  'ben',
  'pia',
  'stefan',
  'kim',
  'sophie',
  'hanna',
  'max',
  'greta',
  'vince',
  'ayla',
  'lena',
  'karl',
  'rike',
  'jonas',
].map((name) => `${name}@spielraum.example`);

/** New follows of the last days (follower → followed, by name): Mia gets her followers, the creators grow. */
const NEW_FOLLOWS: [string, string[]][] = [
  ['NachtEule', ['Mia_Zockt', 'JonasBaut']],
  ['KoopKim', ['Mia_Zockt', 'LenaRast']],
  ['PixelPia', ['Mia_Zockt', 'LenaRast']],
  ['HafenHanna', ['Mia_Zockt', 'RetroRike']],
  ['SoulsSophie', ['Mia_Zockt', 'KoopKarl', 'JonasBaut']],
  ['GartenGreta', ['Mia_Zockt', 'RetroRike']],
  ['TurboTilda', ['Mia_Zockt', 'JonasBaut', 'Kreativa']],
  ['ArcadeAyla', ['Mia_Zockt', 'KoopKarl']],
  ['KoopKarl', ['Mia_Zockt', 'LenaRast']],
  ['StratStefan', ['LenaRast', 'JonasBaut']],
  ['Bauherr_Ben', ['LenaRast', 'RetroRike']],
  ['Schachmatt_Max', ['Kreativa', 'JonasBaut']],
  ['VoidVince', ['KoopKarl', 'RetroRike']],
  ['LenaRast', ['JonasBaut', 'RetroRike']],
  ['RetroRike', ['LenaRast']],
];

/** Mia's friends (accepted): people who play, so "Was Freunde spielen" has something to show for her. */
const NEW_FRIENDS: [string, string][] = [
  ['KoopKim', 'Mia_Zockt'],
  ['Mia_Zockt', 'PixelPia'],
  ['SoulsSophie', 'Mia_Zockt'],
];

/**
 * What people say under a clip of a game of the catalogue (by the game's name), whichever clip of it that is; a
 * question comes with the creator's answer. Clips of other games get what fits any clip.
 */
const GAME_COMMENTS: Record<string, (string | [string, string])[]> = {
  'Neon Drift 2088': [
    'Die Kurve am Hafen ist so fies',
    ['Welches Auto fährst du da?', 'Den Vektor GT, der driftet am saubersten'],
    'Bei Nacht sieht das Spiel einfach am besten aus 🔥',
  ],
  'Skyline Architects': [
    'Statik wird überbewertet 😂',
    ['Wie lange hast du an der Stadt gebaut?', 'Zwei Abende. Und eine halbe Nacht 😅'],
    'Der schiefe Turm links ist Kunst',
  ],
  Quantenschach: [
    'Ich verstehe Schach jetzt noch weniger',
    'Der Quantenspringer ist einfach broken lol',
    ['Wie lernt man das am besten?', 'Mit den Rätseln im Menü, die erklären es Schritt für Schritt'],
  ],
  'Ironclad Rally': [
    'Die Wüstenpiste ist mein Endgegner',
    ['Welche Abkürzung nimmst du am Canyon?', 'Nach der zweiten Brücke rechts über die Rampe. Psst!'],
    'Sauber gefahren, GG',
  ],
  'Die Letzte Schicht': [
    'Licht an, Nerven weg 😱',
    'Ich hätte nach fünf Minuten ausgemacht',
    ['Nehmt ihr noch jemanden mit? Freitag hätte ich Zeit', 'Klar, schreib im Forum unter Koop-Abend, dann planen wir'],
  ],
  'Moorhuhn Remix': [
    'Das Nachladegeräusch!! Kindheit pur',
    'Hab das früher heimlich im Computerraum der Schule gezockt',
    ['Wie viele Punkte waren es am Ende?', 'Knapp 2.800. Ayla liegt noch 60 Punkte vorn'],
  ],
  Pixelbäckerei: [
    'Die Backstube sieht richtig gemütlich aus',
    ['Wie hast du den dritten Ofen so schnell bekommen?', 'Brezeln verkaufen, Brezeln verkaufen, Brezeln verkaufen 🥨'],
    'Ich krieg Hunger beim Zuschauen',
  ],
  'Turbo Kiosk': [
    'Speedrunner finden einfach alles 😄',
    ['Ist das ein Glitch oder Absicht?', 'Ein Glitch. Die Entwickler wissen es schon'],
    'Das will ich auch können',
  ],
  Gartenfreunde: ['Die Kürbisse sind riesig 🎃', 'Genau mein Feierabend-Vibe', ['Was pflanzt du als Nächstes?', 'Tomaten. Ganz viele Tomaten']],
  Klingenherz: [
    'Respekt für die Geduld',
    ['Wie lernt man das Parieren?', 'Viel sterben und das Muster auswendig lernen 😅'],
    'Ich zittere schon beim Zuschauen',
  ],
  'Starfall Tactics': [
    ['Klappt das auch gegen einen frühen Rush?', 'Dann zieh die Späher zurück und warte hinter dem Hügel'],
    'Solider Eröffnungszug 👍',
    'Was für ein Comeback',
  ],
  'Harbor Lights': ['So schön, da will ich Urlaub machen', 'Der Screenshot-Modus ist das beste Feature', 'Wallpaper-Material'],
  'Void Harvesters': [
    'Erst Frachtraum, dann Laser – hätte ich das mal früher gewusst',
    ['Wie heißt dein Schiff?', 'Noch namenlos. Vorschläge?'],
    'Sieht richtig stark aus im Asteroidenfeld',
  ],
  Nebelwald: [
    'Der Nebel sieht so gut aus',
    ['Wie kommt man am Wächter vorbei?', 'Hinter den Wurzeln schleichen, dann hört er dich nicht'],
    'Gänsehaut bei der Musik',
  ],
};

/** What anyone says under any clip. A few in other languages: the community is not only German. */
const ANY_COMMENTS = [
  'Stark! 🔥',
  'Wie geil ist das denn',
  'Mega Clip',
  'Haha, zu gut',
  'GG!',
  'Sauber gespielt',
  'Das muss ich auch mal ausprobieren',
  'Ich feier das',
  'Bester Clip heute',
  'Sieht super aus 👀',
  'Respekt 👏',
  'Direkt gespeichert',
  'Mehr davon bitte',
  'Ich hab so gelacht',
  'Läuft bei dir',
  'Clean 😎',
  'Das will ich auch können',
  'Suchtgefahr…',
  'Wow, the timing 👌',
  'Trop bien !',
  '¡Qué bueno!',
];

/** Someone agreeing with a comment, or with a question. */
const REPLIES = [
  'Sehe ich genauso',
  'Haha, ja!',
  'Same 😂',
  'Geht mir auch so',
  'Absolut',
  'Dito',
  'Stimmt!',
  'Eben!',
  'Wollte ich auch gerade schreiben',
];
const QUESTION_REPLIES = ['Würde mich auch interessieren', 'Das frage ich mich auch', 'Gute Frage 👀'];

/** The clip's creator thanking for a comment (a question gets its own answer). */
const CREATOR_REPLIES = [
  'Danke dir! 😊',
  'Haha, danke!',
  'Freut mich, dass es dir gefällt',
  'Danke, das motiviert!',
  'Sag Bescheid, ob es bei dir klappt',
  'Danke 🙏',
  'War ehrlich gesagt viel Glück dabei 😅',
  'Teil 2 kommt bald!',
];

/** A small, fast generator (mulberry32): the same seed gives the same sequence everywhere. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Insertable<T extends keyof Database> = Row<Database[T]>;

async function insertInBatches<T extends keyof Database>(db: Db, table: T, rows: Insertable<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH) as never)
      .execute();
  }
}

interface Interaction {
  postId: number;
  author: number;
  actor: number;
  at: number;
}

/**
 * Seeds the interactions of the demo community into a freshly seeded database (after the demo clips' posts were
 * written). `now` is the moment the install starts; everything happens before it.
 */
export async function seedCommunityInteractions(db: Db, now = Date.now()): Promise<void> {
  const random = randomFrom(20_260_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const users = await db.selectFrom('users').select(['id', 'name', 'email']).execute();
  const idOfName = new Map(users.map((user) => [user.name, user.id]));
  const idOfEmail = new Map(users.map((user) => [user.email, user.id]));
  const actors = ACTORS.flatMap((email) => idOfEmail.get(email) ?? []);
  const posts = await db.selectFrom('posts').select(['id', 'user_id', 'game_id', 'duration_ms', 'created_at']).orderBy('id').execute();
  const games = await db.selectFrom('games').select(['id', 'name']).execute();
  const gameName = new Map(games.map((game) => [game.id, game.name]));

  const iso = (at: number) => nowIso(new Date(Math.min(at, now - 60_000)));
  const notifications: Insertable<'notifications'>[] = [];
  /** Older than this, a notification was seen already; the last day and a half is new on the first start. */
  const readBefore = now - 36 * HOUR_MS;
  const readAt = (at: number) => (at < readBefore ? iso(at + 2 * HOUR_MS) : null);

  await db.transaction().execute(async (trx) => {
    // ------------------------------------------------------------------------------- follows and friends
    const existing = await trx.selectFrom('follows').select(['user_id', 'account_id']).execute();
    const taken = new Set(existing.map((row) => `${row.user_id}:${row.account_id}`));
    const follows: Insertable<'follows'>[] = [];
    for (const [follower, accounts] of NEW_FOLLOWS) {
      const userId = idOfName.get(follower);
      for (const account of accounts) {
        const accountId = idOfName.get(account);
        if (!userId || !accountId || userId === accountId || taken.has(`${userId}:${accountId}`)) continue;
        taken.add(`${userId}:${accountId}`);
        // Over the last ten days, more of them lately: the creators are rising.
        const at = now - Math.floor(random() ** 2 * 10 * DAY_MS) - 10 * 60_000;
        follows.push({ user_id: userId, account_id: accountId, created_at: iso(at) });
      }
    }
    if (follows.length) {
      const rows = await trx.insertInto('follows').values(follows).returning(['id', 'user_id', 'account_id', 'created_at']).execute();
      await insertInBatches(
        trx,
        'social_events',
        rows.map((row) => ({
          user_id: row.account_id,
          actor_id: row.user_id,
          type: 'follow' as const,
          subject_id: row.id,
          created_at: row.created_at,
        })),
      );
      for (const row of rows) {
        const at = Date.parse(row.created_at);
        notifications.push({
          user_id: row.account_id,
          actor_id: row.user_id,
          type: 'follow',
          data: null,
          link: `/profile/${row.user_id}`,
          group_key: 'follow',
          source: `follow:${row.id}:${row.user_id}`,
          read_at: readAt(at),
          emailed_at: null,
          created_at: row.created_at,
        });
      }
    }
    const friendships = NEW_FRIENDS.flatMap(([asker, accepter], index) => {
      const userId = idOfName.get(asker);
      const friendId = idOfName.get(accepter);
      return userId && friendId
        ? [{ user_id: userId, friend_id: friendId, status: 'accepted' as const, created_at: iso(now - (12 + index * 3) * DAY_MS) }]
        : [];
    });
    if (friendships.length) await trx.insertInto('friendships').values(friendships).execute();

    // ------------------------------------------------------------------------ views, watch time and likes
    const views: Insertable<'post_views'>[] = [];
    const watched: Insertable<'watch_time'>[] = [];
    const likes: Interaction[] = [];
    /** Per post: who watched it and when first. */
    const viewers = new Map<number, Map<number, number>>();
    for (const post of posts) {
      const created = Date.parse(post.created_at);
      if (!(created < now)) continue;
      // Some clips catch on, most do fine, a few stay quiet.
      const appeal = 0.25 + 0.7 * random();
      const firstDay = Math.floor(created / DAY_MS);
      const today = Math.floor(now / DAY_MS);
      const seen = new Map<number, number>();
      for (const actor of actors) {
        if (actor === post.user_id) continue;
        for (let day = firstDay; day <= today; day += 1) {
          const age = day - firstDay;
          // Most people see a clip in its first two days; some come back to it later.
          const chance = appeal * (age === 0 ? 0.75 : age === 1 ? 0.55 : 0.18);
          if (random() >= chance) continue;
          const from = Math.max(day * DAY_MS, created + 5 * 60_000);
          const to = Math.min((day + 1) * DAY_MS - 1, now - 2 * 60_000);
          if (from >= to) continue;
          const at = from + Math.floor(random() * (to - from));
          const when = iso(at);
          views.push({ user_id: actor, post_id: post.id, day: when.slice(0, 10), created_at: when });
          const duration = post.duration_ms ?? 10_000;
          // Watched part of it, all of it, or on a loop.
          watched.push({
            user_id: actor,
            post_id: post.id,
            day: when.slice(0, 10),
            watch_ms: Math.round(duration * (0.35 + random() * 1.4)),
            updated_at: when,
          });
          if (!seen.has(actor)) seen.set(actor, at);
        }
      }
      viewers.set(post.id, seen);
      for (const [actor, at] of seen) {
        if (random() < 0.2 + 0.55 * appeal)
          likes.push({ postId: post.id, author: post.user_id, actor, at: at + 30_000 + Math.floor(random() * 5 * 60_000) });
      }
    }
    await insertInBatches(trx, 'post_views', views);
    await insertInBatches(trx, 'watch_time', watched);
    await insertInBatches(
      trx,
      'likes',
      likes.map((like) => ({ user_id: like.actor, post_id: like.postId, created_at: iso(like.at) })),
    );
    for (const like of likes) {
      notifications.push({
        user_id: like.author,
        actor_id: like.actor,
        type: 'like',
        data: null,
        link: `/post/${like.postId}`,
        group_key: `post:${like.postId}`,
        source: `like:${like.postId}:${like.actor}`,
        read_at: readAt(like.at),
        emailed_at: null,
        created_at: iso(like.at),
      });
    }

    // --------------------------------------------------------------------------- comments and replies
    const commentLikes: Insertable<'comment_likes'>[] = [];
    const comment = async (post: { id: number; user_id: number }, actor: number, text: string, at: number, parentId: number | null) => {
      const row = await trx
        .insertInto('comments')
        .values({ post_id: post.id, user_id: actor, parent_id: parentId, text, created_at: iso(at) })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The clip's author hears of every comment and reply but their own, as createComment tells them.
      if (actor !== post.user_id) {
        notifications.push({
          user_id: post.user_id,
          actor_id: actor,
          type: 'comment',
          data: null,
          link: `/post/${post.id}`,
          group_key: `post:${post.id}`,
          source: `comment:${row.id}`,
          read_at: readAt(at),
          emailed_at: null,
          created_at: iso(at),
        });
      }
      return row.id;
    };
    for (const post of posts) {
      const seen = [...(viewers.get(post.id) ?? new Map<number, number>())];
      if (seen.length === 0) continue;
      // The game's own remarks first, in an order of this clip's (two clips of one game differ), then what fits any clip.
      const own = [...(GAME_COMMENTS[gameName.get(post.game_id ?? 0) ?? ''] ?? [])];
      for (let index = own.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [own[index], own[other]] = [own[other]!, own[index]!];
      }
      const said = new Set<string>();
      for (const [actor, firstSeen] of seen) {
        if (random() >= 0.3) continue;
        // Nobody repeats what was said under the clip.
        const next = own.shift();
        const answer = Array.isArray(next) ? next[1] : undefined;
        let text = Array.isArray(next) ? next[0] : next;
        while (!text || said.has(text)) text = pick(ANY_COMMENTS);
        said.add(text);
        const at = Math.min(firstSeen + 60_000 + Math.floor(random() * 20 * 60_000), now - 90_000);
        const id = await comment(post, actor, text, at, null);
        for (const [other] of seen) {
          if (other !== actor && random() < 0.25) commentLikes.push({ user_id: other, comment_id: id, created_at: iso(at + 30 * 60_000) });
        }
        const question = answer !== undefined;
        if (random() < 0.25) {
          const [other] = pick(seen);
          if (other !== actor)
            await comment(post, other, pick(question ? QUESTION_REPLIES : REPLIES), at + 10 * 60_000 + Math.floor(random() * HOUR_MS), id);
        }
        if (question || random() < 0.4)
          await comment(post, post.user_id, answer ?? pick(CREATOR_REPLIES), at + 2 * HOUR_MS + Math.floor(random() * 4 * HOUR_MS), id);
      }
    }
    await insertInBatches(trx, 'comment_likes', commentLikes);
    await insertInBatches(trx, 'notifications', notifications);

    // ------------------------------------------------------------------ the counters, from the rows once
    await sql`UPDATE posts SET
        likes_count = (SELECT count(*) FROM likes WHERE likes.post_id = posts.id),
        comments_count = (SELECT count(*) FROM comments WHERE comments.post_id = posts.id),
        views_count = (SELECT count(*) FROM post_views WHERE post_views.post_id = posts.id),
        watch_ms_total = (SELECT coalesce(sum(watch_ms), 0) FROM watch_time WHERE watch_time.post_id = posts.id)`.execute(trx);
    await sql`UPDATE comments SET
        likes_count = (SELECT count(*) FROM comment_likes WHERE comment_likes.comment_id = comments.id),
        replies_count = (SELECT count(*) FROM comments replies WHERE replies.parent_id = comments.id)`.execute(trx);
    await sql`UPDATE users SET
        likes_received = (SELECT count(*) FROM likes INNER JOIN posts ON posts.id = likes.post_id WHERE posts.user_id = users.id),
        followers_count = (SELECT count(*) FROM follows WHERE follows.account_id = users.id),
        following_count = (SELECT count(*) FROM follows WHERE follows.user_id = users.id)`.execute(trx);
  });
}
