import { a, b, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

const list = (items: string[]) => joinWith(items, ', ', ' and ');
const QUOTES = ['"', '"'] as const;

export const en: Phrases = {
  show: 'Spielraum Radio',
  segmentTitles: { intro: 'Welcome', topic: 'The topic', trending: 'Trending games', clips: 'New clips', giveaways: 'Giveaways', outro: 'Goodbye' },
  moods: {
    horror: ['I already have goosebumps.', 'Lights off, headphones on, and whatever you do, do not turn around.'],
    racing: ['Every tenth of a second counts there.', 'Full throttle into the corner and hope the tyres hold.'],
    strategy: ['Plan first, build second, then notice you forgot the roads.', 'Every move counts, and patience wins.'],
    puzzle: ['I love the moment when it suddenly clicks.', 'Sometimes it helps to sleep on it.'],
    coop: ['It is twice the fun together, and at least you fail as a team.', 'As long as someone takes charge and everyone listens.'],
    retro: ['Pixels, beeps and a high score that simply will not fall.', 'It feels like an afternoon at the arcade.'],
    shooter: ['Quick reflexes, good communication, and please do not run into your own team.', 'Often the first half second decides it.'],
    rpg: ['A good story, a map full of secrets, and three hours are gone.', 'I really read every diary entry I find.'],
    cozy: ['Add a cup of tea and the evening is saved.', 'Sometimes you just need a game that asks nothing of you.'],
    general: ['There is more to it than meets the eye.', 'This is exactly what we love to talk about here.'],
  },
  list,
  newEpisode: 'New episode',
  fullEpisode: 'Full episode',
  artist: (show, hosts) => `${show} with ${hosts.a} and ${hosts.b}`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['Hello and welcome to Spielraum Radio!', 'Hey, great to have you back. This is Spielraum Radio!'])),
    b(pick(random, ['I am Tom, Lena is here with me, and we have a lot planned today.', 'Hi everyone, I am Tom. Lena and I have a really good topic today.'])),
    a(`Our topic today: ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['Read out what we were sent.', 'So what is it about?'])), a(`Here is the request: ${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${list(keywords)}, count me in.`, `${list(keywords)}, now you have my attention.`])));
    lines.push(a(en.moods[mood][0]), b(en.moods[mood][1]));
    lines.push(a(pick(random, ['Tell us in the comments what you think.', 'I wonder what the community thinks about it.'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['Let us see what is trending on Spielraum right now.', 'Time for a look at the trends on our site.'])),
      a(`Right at the top are ${list(games.slice(0, 3).map((game) => game.name))}.`),
      b(top.categories.length > 0 ? `${top.name} is ${list(top.categories.slice(0, 2))}, which fits really well right now.` : `I played ${top.name} this week too.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['And there are new clips from the community.', 'A lot has happened in the clips, too.']))];
    lines.push(b(`For example ${quote(QUOTES, first!.title)} by ${first!.creator}.`));
    if (second) lines.push(a(`And you should also watch ${quote(QUOTES, second.title)} by ${second.creator}.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['Before we go: there are giveaways running.', 'One last tip: the giveaways.'])),
      a(first.game ? `For ${first.game} you can win ${first.prize}.` : `You can win ${first.prize}.`),
      b(giveaways.length > 1 ? `There are ${giveaways.length} giveaways right now. Worth a look.` : 'Entering takes one click on the giveaways page.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['That is it for today. Thanks for listening!', 'And that brings us to the end of this episode.'])),
    b(pick(random, ['See you next time in Spielraum. Bye!', 'Take care, and talk to you next time. Bye!'])),
  ],
};
