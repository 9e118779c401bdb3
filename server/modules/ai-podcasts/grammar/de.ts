import { a, b, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

const list = (items: string[]) => joinWith(items, ', ', ' und ');
const QUOTES = ['„', '“'] as const;

export const de: Phrases = {
  show: 'Spielraum Funk',
  segmentTitles: { intro: 'Begrüßung', topic: 'Das Thema', trending: 'Angesagte Spiele', clips: 'Neue Clips', giveaways: 'Gewinnspiele', outro: 'Verabschiedung' },
  moods: {
    horror: ['Mir läuft jetzt schon ein Schauer über den Rücken.', 'Licht aus, Kopfhörer auf, und dann bloß nicht umdrehen.'],
    racing: ['Da kommt es auf jede Zehntelsekunde an.', 'Vollgas in die Kurve und hoffen, dass die Reifen halten.'],
    strategy: ['Erst planen, dann bauen, dann merken, dass man die Straßen vergessen hat.', 'Da zählt jeder Zug, und Geduld gewinnt.'],
    puzzle: ['Ich liebe den Moment, wenn es plötzlich klick macht.', 'Manchmal hilft es, eine Nacht drüber zu schlafen.'],
    coop: ['Zusammen macht das doppelt so viel Spaß, und man scheitert wenigstens gemeinsam.', 'Hauptsache, jemand übernimmt das Kommando und alle hören zu.'],
    retro: ['Pixel, Piepstöne und ein Highscore, der einfach nicht fallen will.', 'Das fühlt sich an wie ein Nachmittag in der Spielhalle.'],
    shooter: ['Schnelle Reflexe, gute Kommunikation, und bitte nicht ins eigene Team laufen.', 'Da entscheidet oft die erste halbe Sekunde.'],
    rpg: ['Eine gute Geschichte, eine Karte voller Geheimnisse, und schon sind drei Stunden weg.', 'Ich lese wirklich jeden Tagebucheintrag, den ich finde.'],
    cozy: ['Eine Tasse Tee dazu, und der Abend ist gerettet.', 'Manchmal braucht man einfach ein Spiel, das nichts von einem will.'],
    general: ['Da steckt mehr drin, als man auf den ersten Blick denkt.', 'Genau über so etwas reden wir hier am liebsten.'],
  },
  list,
  newEpisode: 'Neue Folge',
  fullEpisode: 'Ganze Folge',
  artist: (show, hosts) => `${show} mit ${hosts.a} und ${hosts.b}`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['Hallo und herzlich willkommen beim Spielraum Funk!', 'Hey, schön, dass du wieder reinhörst. Hier ist der Spielraum Funk!'])),
    b(pick(random, ['Ich bin Tom, neben mir sitzt Lena, und heute haben wir einiges vor.', 'Hallo zusammen, ich bin Tom. Lena und ich haben heute ein richtig gutes Thema.'])),
    a(`Unser Thema heute: ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['Lies doch mal vor, was uns da geschickt wurde.', 'Worum geht es genau?'])), a(`Also, der Wunsch lautet: ${description}`)];
    // The words come as the listener wrote them ("gruseliger", "Freunden"): quoted, no sentence has to decline them.
    const terms = list(keywords.map((keyword) => quote(QUOTES, keyword)));
    if (keywords.length > 0) lines.push(b(pick(random, [`${terms} – da bin ich sofort dabei.`, `Stichworte wie ${terms}: Da werde ich hellhörig.`])));
    lines.push(a(de.moods[mood][0]), b(de.moods[mood][1]));
    lines.push(a(pick(random, ['Schreibt uns gern in die Kommentare, wie ihr das seht.', 'Ich bin gespannt, was die Community dazu sagt.'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['Schauen wir mal, was auf Spielraum gerade angesagt ist.', 'Zeit für einen Blick auf die Trends bei uns auf der Seite.'])),
      a(`Ganz vorne liegen im Moment ${list(games.slice(0, 3).map((game) => game.name))}.`),
      b(top.categories.length > 0 ? `${top.name} ist ${list(top.categories.slice(0, 2))}, das passt gerade richtig gut.` : `${top.name} habe ich diese Woche auch gespielt.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['Und es gibt neue Clips aus der Community.', 'Bei den Clips hat sich auch einiges getan.']))];
    lines.push(b(`Zum Beispiel ${quote(QUOTES, first!.title)} von ${first!.creator}.`));
    if (second) lines.push(a(`Und ${quote(QUOTES, second.title)} von ${second.creator} solltet ihr euch auch anschauen.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['Bevor wir gehen: Es laufen gerade Gewinnspiele.', 'Noch ein Tipp zum Schluss: die Gewinnspiele.'])),
      a(first.game ? `Zu ${first.game} gibt es ${first.prize} zu gewinnen.` : `Zu gewinnen gibt es ${first.prize}.`),
      b(giveaways.length > 1 ? `Insgesamt sind es gerade ${giveaways.length} Gewinnspiele. Reinschauen lohnt sich.` : 'Mitmachen geht mit einem Klick auf der Gewinnspielseite.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['Das war es für heute. Danke fürs Zuhören!', 'Und damit sind wir schon am Ende dieser Folge.'])),
    b(pick(random, ['Bis zum nächsten Mal im Spielraum. Tschüss!', 'Macht es gut, und wir hören uns beim nächsten Mal. Tschüss!'])),
  ],
};
