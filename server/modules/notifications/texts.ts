import type { TOptions } from 'i18next';
import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '../../../common/constants';
import type { NotificationActor } from '../../../common/contract/notifications';
import { isLanguage } from '../../../common/rules/language';
import { serverText, type TextKey } from '../../platform/i18n';

// The server's texts of each notification type in every language the product speaks (German is the source):
// what the e-mail digest says, in the recipient's language, and what GET /api/notifications answers as title
// and message (in German or English: the renderer words the same facts itself from type and data). An admin's
// system notification is shown as written. The words live in the locale files (serverNotifications.json, the
// digest's in serverMails.json); this module puts the facts into them.

export interface TextFacts {
  type: string;
  actors: NotificationActor[];
  count: number;
  subject: Record<string, string | number>;
  title: string;
  message: string;
}

/** A sentence about the people of an entry: `names` is who() of them, `many` whether they are more than one. */
type AboutPeople = (names: string, many: boolean) => string;

export interface NotificationTexts {
  /** "Mia", "Mia und 1 weitere Person", "Mia und 3 weitere": the first person named, the others counted; null for someone unknown. */
  who: (first: string | null, others: number) => string;
  titles: {
    follow: string;
    friend_request: string;
    friend_accepted: string;
    like: string;
    comment: string;
    forum_reply: string;
    message: string;
    update: string;
    giveaway_won: string;
    giveaway_drawn: string;
    donation: string;
    achievement: string;
    warning: string;
    /** A type this table does not know. */
    other: string;
  };
  messages: {
    follow: AboutPeople;
    friend_request: AboutPeople;
    friend_accepted: AboutPeople;
    like: AboutPeople;
    comment: AboutPeople;
    /** `title` is the thread's. */
    forum_reply: (names: string, many: boolean, title: string) => string;
    /** Never the message itself: chats are end-to-end encrypted. */
    message: AboutPeople;
    /** `amount`: the boostz of this gift (of the latest one when several are grouped, which then say none). */
    donation: (names: string, many: boolean, amount: number) => string;
    /** `game` is empty when the notification does not name it. */
    update: (game: string, title: string) => string;
    giveaway_won: (title: string) => string;
    /** To those who took part and did not win. */
    giveaway_drawn: (title: string) => string;
    achievement: (reward: string) => string;
    warning: string;
    warningSuspend: string;
  };
  digest: {
    subject: (count: number) => string;
    greeting: (name: string) => string;
    intro: string;
    /** One line of the list: a notification's title and message. */
    entry: (title: string, message: string) => string;
    /** The notifications beyond the listed ones. */
    more: (count: number) => string;
    open: string;
    signature: string;
    settings: string;
    unsubscribe: string;
  };
}

type NotificationKey = TextKey<typeof import('../../../locales/de/serverNotifications.json')>;
type DigestKey = TextKey<typeof import('../../../locales/de/serverMails.json')>;

/**
 * A language's texts, read from the namespaces serverNotifications and serverMails (digest.*). The verbs follow
 * one person or several through the i18next context "group" (x and x_group): "Mia hat …", "Mia und 3 weitere
 * haben …"; counts pick their plural forms (x_one, x_other, …) by the language's plural rules.
 */
function textsIn(language: Language): NotificationTexts {
  const text = (key: NotificationKey, options?: TOptions) => serverText('serverNotifications', key, language, options);
  const mail = (key: DigestKey, options?: TOptions) => serverText('serverMails', key, language, options);
  const about = (type: 'follow' | 'friend_request' | 'friend_accepted' | 'like' | 'comment' | 'message'): AboutPeople => {
    return (names, many) => text(`messages.${type}`, { names, ...(many ? { context: 'group' } : {}) });
  };
  const titleOf = (type: keyof NotificationTexts['titles']) => text(`titles.${type}`);
  return {
    who: (first, others) => {
      const name = first === null ? text('who.someone') : text('who.person', { name: first });
      return others <= 0 ? name : text('who.others', { name, count: others });
    },
    titles: {
      follow: titleOf('follow'),
      friend_request: titleOf('friend_request'),
      friend_accepted: titleOf('friend_accepted'),
      like: titleOf('like'),
      comment: titleOf('comment'),
      forum_reply: titleOf('forum_reply'),
      message: titleOf('message'),
      update: titleOf('update'),
      giveaway_won: titleOf('giveaway_won'),
      giveaway_drawn: titleOf('giveaway_drawn'),
      donation: titleOf('donation'),
      achievement: titleOf('achievement'),
      warning: titleOf('warning'),
      other: titleOf('other'),
    },
    messages: {
      follow: about('follow'),
      friend_request: about('friend_request'),
      friend_accepted: about('friend_accepted'),
      like: about('like'),
      comment: about('comment'),
      forum_reply: (names, many, title) => text('messages.forum_reply', { names, title, ...(many ? { context: 'group' } : {}) }),
      message: about('message'),
      donation: (names, many, amount) => text('messages.donation', { names, amount, ...(many ? { context: 'group' } : {}) }),
      update: (game, title) => (game ? text('messages.update', { game, title }) : text('messages.update_unnamed', { title })),
      giveaway_won: (title) => text('messages.giveaway_won', { title }),
      giveaway_drawn: (title) => text('messages.giveaway_drawn', { title }),
      achievement: (reward) => text('messages.achievement', { reward }),
      warning: text('messages.warning'),
      warningSuspend: text('messages.warningSuspend'),
    },
    digest: {
      subject: (count) => mail('digest.subject', { count }),
      greeting: (name) => mail('digest.greeting', { name }),
      intro: mail('digest.intro'),
      // After a title that ends in ! or ? the message follows without a colon: "Gewonnen! Du hast …".
      entry: (title, message) => mail('digest.entry', { title, message, ...(/[!?！？]$/.test(title) ? { context: 'exclaimed' } : {}) }),
      more: (count) => mail('digest.more', { count }),
      open: mail('digest.open'),
      signature: mail('digest.signature'),
      settings: mail('digest.settings'),
      unsubscribe: mail('digest.unsubscribe'),
    },
  };
}

/** Every text of the notifications in every language; German is the source, informal ("du") as the product. */
export const NOTIFICATION_TEXTS = Object.fromEntries(LANGUAGES.map((language) => [language, textsIn(language)])) as Record<Language, NotificationTexts>;

/** The language of a mail to a person: their stored interface language, German for anything unknown. */
export function mailLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : SOURCE_LANGUAGE;
}

const subjectText = (facts: TextFacts, key: string) => String(facts.subject[key] ?? '');

export function notificationText(facts: TextFacts, language: Language): { title: string; message: string } {
  const texts = NOTIFICATION_TEXTS[language] ?? NOTIFICATION_TEXTS[SOURCE_LANGUAGE];
  const names = texts.who(facts.actors[0]?.name ?? null, facts.count - 1);
  const many = facts.count > 1;
  const { titles, messages } = texts;
  switch (facts.type) {
    case 'system':
      return { title: facts.title, message: facts.message };
    case 'follow':
    case 'friend_request':
    case 'friend_accepted':
    case 'like':
    case 'comment':
    case 'message':
      return { title: titles[facts.type], message: messages[facts.type](names, many) };
    case 'donation':
      return { title: titles.donation, message: messages.donation(names, many, Number(facts.subject.amount ?? 0)) };
    case 'forum_reply':
      return { title: titles.forum_reply, message: messages.forum_reply(names, many, subjectText(facts, 'title')) };
    case 'update':
      return { title: titles.update, message: messages.update(subjectText(facts, 'game'), subjectText(facts, 'title')) };
    case 'giveaway_won':
      return { title: titles.giveaway_won, message: messages.giveaway_won(subjectText(facts, 'title')) };
    case 'giveaway_drawn':
      return { title: titles.giveaway_drawn, message: messages.giveaway_drawn(subjectText(facts, 'title')) };
    case 'achievement':
      return { title: titles.achievement, message: messages.achievement(subjectText(facts, 'reward')) };
    case 'warning':
      return { title: titles.warning, message: facts.subject.action === 'suspend' ? messages.warningSuspend : messages.warning };
    default:
      return { title: titles.other, message: facts.message };
  }
}

export function digestTexts(language: Language, count: number) {
  const { digest } = NOTIFICATION_TEXTS[language] ?? NOTIFICATION_TEXTS[SOURCE_LANGUAGE];
  return { ...digest, subject: digest.subject(count) };
}
