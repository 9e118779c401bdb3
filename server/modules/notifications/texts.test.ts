// The notification texts as server/modules/notifications/texts.ts builds them from the locale files
// (serverNotifications.json, the digest's in serverMails.json): every language the product speaks has every text
// (none missing, none empty, none left in German), and the grouping ("Mia und 3 weitere") reads right in each.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { digestTexts, mailLanguage, NOTIFICATION_TEXTS, notificationText, type TextFacts } from './texts';

/** Arguments each text function is called with; a function without an entry here fails the test. */
const SAMPLES: Record<string, unknown[][]> = {
  who: [
    ['Mia', 0],
    ['Mia', 1],
    ['Mia', 2],
    ['Mia', 3],
    ['Mia', 11],
    ['Mia', 21],
    ['Mia', 100],
    [null, 0],
  ],
  ...Object.fromEntries(
    ['follow', 'friend_request', 'friend_accepted', 'like', 'comment', 'message', 'donation'].map((type) => [
      `messages.${type}`,
      [
        ['Mia', false],
        ['Mia +3', true],
      ],
    ]),
  ),
  'messages.forum_reply': [
    ['Mia', false, 'Koop-Abend'],
    ['Mia +3', true, 'Koop-Abend'],
  ],
  'messages.update': [
    ['Hollow Knight', 'Winter-Patch'],
    ['', 'Winter-Patch'],
  ],
  'messages.giveaway_won': [['Winter-Patch']],
  'messages.giveaway_drawn': [['Winter-Patch']],
  'messages.achievement': [['50']],
  'digest.subject': [[1], [2], [3], [5], [11], [21], [100], [1234]],
  'digest.greeting': [['Mia']],
  'digest.entry': [
    ['Titel', 'Nachricht'],
    ['Titel!', 'Nachricht'],
  ],
  'digest.more': [[1], [2], [3], [5], [11], [21], [100]],
};

/** Every text of one language as [path, text, words of its own]: strings as they are, functions with each of their samples. */
function textsOf(table: object, prefix = ''): Array<[string, string, string]> {
  return Object.entries(table).flatMap(([key, value]): Array<[string, string, string]> => {
    const path = prefix + key;
    if (typeof value === 'string') return [[path, value, value]];
    if (typeof value === 'function') {
      const samples = SAMPLES[path];
      if (!samples) throw new Error(`no samples for ${path}`);
      return samples.map((args) => {
        const text = (value as (...args: unknown[]) => unknown)(...args) as string;
        // What the text says beyond the facts it was given ("Mia" alone says nothing of its own).
        const own = args.reduce<string>((rest, arg) => (typeof arg === 'string' && arg ? rest.split(arg).join('') : rest), String(text));
        return [`${path}(${args.join(', ')})`, text, own];
      });
    }
    return textsOf(value as object, `${path}.`);
  });
}

/** The shape of a language's table: every key path, functions and strings alike. */
function keysOf(table: object, prefix = ''): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}:${typeof value}`],
  );
}

const facts = (type: string, count: number, subject: TextFacts['subject'] = {}): TextFacts => ({
  type,
  actors: [{ id: 1, name: 'Mia', image: null }],
  count,
  subject,
  title: 'Admin-Titel',
  message: 'Admin-Text',
});

describe('notification texts', () => {
  it('has every text in every language: the same keys as German, each a non-empty string with its facts filled in', () => {
    expect(Object.keys(NOTIFICATION_TEXTS).sort()).toEqual([...LANGUAGES].sort());
    const german = new Map(textsOf(NOTIFICATION_TEXTS.de).map(([path, text]) => [path, text]));
    for (const language of LANGUAGES) {
      const table = NOTIFICATION_TEXTS[language];
      expect(keysOf(table), language).toEqual(keysOf(NOTIFICATION_TEXTS.de));
      for (const [path, text, own] of textsOf(table)) {
        expect(typeof text, `${language} ${path}`).toBe('string');
        expect(text.trim(), `${language} ${path}`).not.toBe('');
        expect(text, `${language} ${path}`).not.toMatch(/undefined|null|NaN|\{n\}|\[object/);
        if (language !== 'de' && /\p{L}/u.test(own)) expect(text, `${language} ${path} is still German`).not.toBe(german.get(path));
      }
    }
  });

  it('puts the names, titles, amounts and counts into every language’s sentences', () => {
    for (const language of LANGUAGES) {
      const { messages, digest, who } = NOTIFICATION_TEXTS[language];
      for (const type of ['follow', 'friend_request', 'friend_accepted', 'like', 'comment', 'message'] as const) {
        expect(messages[type]('Mia', false), `${language} ${type}`).toContain('Mia');
      }
      // A gift says how much, in the language's digits and grouping: "Mia hat dir 1.500 boostz geschenkt."
      const amount = new Intl.NumberFormat(language === 'zhCN' ? 'zh-CN' : language === 'zhTW' ? 'zh-TW' : language).format(1500);
      expect(messages.donation('Mia', false, 1500), `${language} donation`).toMatch(new RegExp(`Mia.*${amount.replace('.', '\\.')}|${amount.replace('.', '\\.')}.*Mia`));
      expect(messages.update('Hollow Knight', 'Winter-Patch'), language).toMatch(/Hollow Knight.*Winter-Patch/);
      expect(messages.update('', 'Winter-Patch'), language).toContain('Winter-Patch');
      expect(messages.giveaway_won('Winter-Patch'), language).toContain('Winter-Patch');
      expect(messages.giveaway_drawn('Winter-Patch'), language).toContain('Winter-Patch');
      expect(messages.achievement('50'), language).toContain('50');
      expect(messages.forum_reply('Mia', false, 'Koop-Abend'), language).toMatch(/Mia.*Koop-Abend/);
      expect(digest.greeting('Mia'), language).toContain('Mia');
      expect(digest.subject(7), language).toContain('Spielraum');
      expect(digest.subject(7), language).toContain('7');
      expect(digest.more(7), language).toContain('7');
      expect(who('Mia', 0), language).toContain('Mia');
      expect(who('Mia', 3), language).toMatch(/Mia.*3/);
      // One other person and several read differently.
      expect(who('Mia', 1), language).not.toBe(who('Mia', 0));
    }
  });

  it('groups in each language’s own words', () => {
    const like = (language: (typeof LANGUAGES)[number], count: number) => notificationText(facts('like', count), language).message;
    expect(like('de', 4)).toBe('Mia und 3 weitere haben deinen Clip geliked.');
    expect(like('de', 2)).toBe('Mia und 1 weitere Person haben deinen Clip geliked.');
    expect(like('en', 4)).toBe('Mia and 3 others liked your clip.');
    expect(like('en', 2)).toBe('Mia and 1 other liked your clip.');
    expect(like('fr', 4)).toBe('Mia et 3 autres ont aimé ton clip.');
    expect(like('fr', 1)).toBe('Mia a aimé ton clip.');
    expect(like('es', 4)).toBe('Mia y otras 3 personas dieron me gusta a tu clip.');
    expect(like('pt', 2)).toBe('Mia e mais 1 pessoa curtiram seu clipe.');
    expect(like('ru', 3)).toBe('Mia и ещё 2 человека лайкнули твой клип.');
    expect(like('ru', 6)).toBe('Mia и ещё 5 человек лайкнули твой клип.');
    expect(like('ar', 2)).toBe('أُعجب Mia وشخص آخر بمقطعك.');
    expect(like('ar', 3)).toBe('أُعجب Mia وشخصان آخران بمقطعك.');
    expect(like('ar', 4)).toBe('أُعجب Mia و3 أشخاص آخرين بمقطعك.');
    expect(like('ar', 12)).toBe('أُعجب Mia و11 شخصًا آخر بمقطعك.');
    expect(like('ja', 4)).toBe('Miaさんほか 3 人があなたのクリップにいいねしました。');
    expect(like('zhCN', 4)).toBe('Mia 和另外 3 人赞了你的短片。');
    expect(like('zhTW', 1)).toBe('Mia 對你的短片按讚。');
    expect(like('hi', 4)).toBe('Mia और 3 अन्य ने आपकी क्लिप लाइक की।');
    const reply = (language: (typeof LANGUAGES)[number], count: number) => notificationText(facts('forum_reply', count, { title: 'Koop-Abend' }), language).message;
    expect(reply('de', 1)).toBe('Mia hat im Thema „Koop-Abend“ geantwortet.');
    expect(reply('de', 3)).toBe('Mia und 2 weitere haben im Thema „Koop-Abend“ geantwortet.');
    expect(reply('fr', 2)).toBe('Mia et 1 autre personne ont répondu dans « Koop-Abend ».');
    // A person who is gone is "someone", in the same sentence.
    expect(notificationText({ ...facts('follow', 1), actors: [] }, 'fr').message).toBe('Quelqu’un te suit maintenant.');
    expect(notificationText({ ...facts('like', 1), actors: [] }, 'zhCN').message).toBe('有人赞了你的短片。');
  });

  it('counts the notifications of the subject in each language’s plural', () => {
    expect(digestTexts('de', 1).subject).toBe('Spielraum: 1 neue Benachrichtigung');
    expect(digestTexts('de', 3).subject).toBe('Spielraum: 3 neue Benachrichtigungen');
    expect(digestTexts('fr', 1).subject).toBe('Spielraum : 1 nouvelle notification');
    expect(digestTexts('fr', 3).subject).toBe('Spielraum : 3 nouvelles notifications');
    expect(digestTexts('ru', 2).subject).toBe('Spielraum: 2 новых уведомления');
    expect(digestTexts('ru', 21).subject).toBe('Spielraum: 21 новое уведомление');
    expect(digestTexts('ar', 1).subject).toBe('إشعار جديد في Spielraum');
    expect(digestTexts('ar', 2).subject).toBe('إشعاران جديدان في Spielraum');
    expect(digestTexts('ar', 3).subject).toBe('3 إشعارات جديدة في Spielraum');
    expect(digestTexts('ar', 11).subject).toBe('11 إشعارًا جديدًا في Spielraum');
  });

  it('keeps an admin’s system notification as written, and words the other types in the language asked for', () => {
    expect(notificationText(facts('system', 1), 'ja')).toEqual({ title: 'Admin-Titel', message: 'Admin-Text' });
    expect(notificationText(facts('warning', 1, { action: 'suspend' }), 'en').message).toBe('Your account was suspended after a report because it broke the rules.');
    expect(notificationText(facts('update', 1, { title: 'Winter-Patch' }), 'de').message).toBe('Ein Lieblingsspiel hat ein Update: Winter-Patch');
    expect(notificationText(facts('unknown', 1), 'es')).toEqual({ title: 'Notificación', message: 'Admin-Text' });
  });

  it('mails in the stored interface language, German for anything it does not know', () => {
    for (const language of LANGUAGES) expect(mailLanguage(language)).toBe(language);
    expect(mailLanguage('it')).toBe('de');
    expect(mailLanguage('zh')).toBe('de');
    expect(mailLanguage('')).toBe('de');
    expect(mailLanguage(null)).toBe('de');
    expect(mailLanguage(undefined)).toBe('de');
  });
});
