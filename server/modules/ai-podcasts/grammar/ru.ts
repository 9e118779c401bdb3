import { a, b, capitalize, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

// Casual Russian ("ты" to the listener, "вы" to the audience). Names, games and prizes sit in frames that need
// no case ending ("Сейчас в топе: A, B и C."); Lena speaks in the feminine, Tom in the masculine.

const list = (items: string[]) => joinWith(items, ', ', ' и ');
const QUOTES = ['«', '»'] as const;

export const ru: Phrases = {
  show: 'Радио Spielraum',
  segmentTitles: { intro: 'Приветствие', topic: 'Тема', trending: 'Популярные игры', clips: 'Новые клипы', giveaways: 'Розыгрыши', outro: 'Прощание' },
  moods: {
    horror: ['У меня уже мурашки по коже.', 'Свет выключен, наушники надеты, и главное — не оборачивайся.'],
    racing: ['Тут важна каждая десятая доля секунды.', 'Газ в пол на повороте — и остаётся надеяться, что шины выдержат.'],
    strategy: ['Сначала планируешь, потом строишь, а потом понимаешь, что забыл про дороги.', 'Тут важен каждый ход, и побеждает терпение.'],
    puzzle: ['Обожаю момент, когда вдруг всё встаёт на свои места.', 'Иногда лучше отложить до утра: утро вечера мудренее.'],
    coop: ['Вместе вдвое веселее, и проигрываешь хотя бы всей командой.', 'Главное, чтобы кто-то взял командование на себя, а остальные слушали.'],
    retro: ['Пиксели, пиликанье и рекорд, который никак не удаётся побить.', 'Как будто снова проводишь день в зале игровых автоматов.'],
    shooter: ['Быстрая реакция, хорошая связь и, пожалуйста, не лезь под ноги своей команде.', 'Часто всё решают первые полсекунды.'],
    rpg: ['Хорошая история, карта, полная тайн, — и три часа пролетают незаметно.', 'Я правда читаю каждую запись в дневнике, которую нахожу.'],
    cozy: ['Чашка чая — и вечер спасён.', 'Иногда просто нужна игра, которая ничего от тебя не требует.'],
    general: ['Тут всё интереснее, чем кажется на первый взгляд.', 'Как раз о таком мы здесь больше всего любим говорить.'],
  },
  list,
  newEpisode: 'Новый выпуск',
  fullEpisode: 'Весь выпуск',
  artist: (show, hosts) => `${show}, ведущие: ${hosts.a} и ${hosts.b}`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['Привет и добро пожаловать на Радио Spielraum!', 'Привет, как здорово, что ты снова с нами. Это Радио Spielraum!'])),
    b(pick(random, ['Я Том, рядом со мной Лена, и сегодня у нас много всего интересного.', 'Всем привет, я Том. У нас с Леной сегодня отличная тема.'])),
    a(`Наша тема сегодня: ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['Прочитай, что нам прислали.', 'Так о чём речь?'])), a(`Итак, просьба такая: ${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${capitalize(list(keywords))} — я в деле.`, `${capitalize(list(keywords))} — вот тут ты меня зацепила.`])));
    lines.push(a(ru.moods[mood][0]), b(ru.moods[mood][1]));
    lines.push(a(pick(random, ['Пишите в комментариях, что вы об этом думаете.', 'Мне очень интересно, что скажет сообщество.'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['Давай посмотрим, что сейчас популярно на Spielraum.', 'Пора взглянуть на тренды нашего сайта.'])),
      a(`Сейчас в топе: ${list(games.slice(0, 3).map((game) => game.name))}.`),
      b(top.categories.length > 0 ? `${top.name} — это ${list(top.categories.slice(0, 2))}, сейчас это очень в тему.` : `В ${top.name} я тоже играл на этой неделе.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['А ещё есть новые клипы от сообщества.', 'С клипами тоже много нового.']))];
    lines.push(b(`Например, ${quote(QUOTES, first!.title)} от ${first!.creator}.`));
    if (second) lines.push(a(`И обязательно посмотрите ${quote(QUOTES, second.title)} от ${second.creator}.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['Пока мы не ушли: сейчас идут розыгрыши.', 'Напоследок ещё совет: розыгрыши.'])),
      a(first.game ? `В розыгрыше по игре ${first.game} можно выиграть вот что: ${first.prize}.` : `Можно выиграть вот что: ${first.prize}.`),
      b(giveaways.length > 1 ? `Всего розыгрышей сейчас: ${giveaways.length}. Загляните, не пожалеете.` : 'Участвовать можно в один клик на странице розыгрышей.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['На сегодня всё. Спасибо, что слушали!', 'Вот и подошёл к концу этот выпуск.'])),
    b(pick(random, ['До встречи в Spielraum. Пока!', 'Берегите себя, услышимся в следующий раз. Пока!'])),
  ],
};
