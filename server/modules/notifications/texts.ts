import type { NotificationActor } from '../../../common/contract/notifications';
import type { ServerLanguage } from '../../http/messages';

// The server's texts of each notification type, German (source) and English: what GET /api/notifications
// answers as title and message (for any client), and what the e-mail digest says. The renderer words the same
// facts in all eleven languages from type and data; an admin's system notification is shown as written.

export interface TextFacts {
  type: string;
  actors: NotificationActor[];
  count: number;
  subject: Record<string, string | number>;
  title: string;
  message: string;
}

function who(facts: TextFacts, language: ServerLanguage): string {
  const first = facts.actors[0]?.name ?? (language === 'de' ? 'Jemand' : 'Someone');
  const others = facts.count - 1;
  if (others <= 0) return first;
  if (language === 'de') return others === 1 ? `${first} und 1 weitere Person` : `${first} und ${others} weitere`;
  return others === 1 ? `${first} and 1 other` : `${first} and ${others} others`;
}

const subjectText = (facts: TextFacts, key: string) => String(facts.subject[key] ?? '');

export function notificationText(facts: TextFacts, language: ServerLanguage): { title: string; message: string } {
  const de = language === 'de';
  const names = who(facts, language);
  const many = facts.count > 1;
  switch (facts.type) {
    case 'system':
      return { title: facts.title, message: facts.message };
    case 'follow':
      return { title: de ? 'Neue Follower' : 'New followers', message: de ? `${names} ${many ? 'folgen' : 'folgt'} dir jetzt.` : `${names} ${many ? 'follow' : 'follows'} you now.` };
    case 'friend_request':
      return {
        title: de ? 'Freundschaftsanfrage' : 'Friend request',
        message: de ? `${names} ${many ? 'möchten' : 'möchte'} mit dir befreundet sein.` : `${names} ${many ? 'want' : 'wants'} to be your friend.`,
      };
    case 'friend_accepted':
      return {
        title: de ? 'Anfrage angenommen' : 'Request accepted',
        message: de ? `${names} ${many ? 'haben' : 'hat'} deine Freundschaftsanfrage angenommen.` : `${names} accepted your friend request.`,
      };
    case 'like':
      return { title: de ? 'Neue Likes' : 'New likes', message: de ? `${names} ${many ? 'haben' : 'hat'} deinen Clip geliked.` : `${names} liked your clip.` };
    case 'comment':
      return {
        title: de ? 'Neue Kommentare' : 'New comments',
        message: de ? `${names} ${many ? 'haben' : 'hat'} deinen Clip kommentiert.` : `${names} commented on your clip.`,
      };
    case 'message':
      // Never the message itself: chats are end-to-end encrypted.
      return { title: de ? 'Neue Nachricht' : 'New message', message: de ? `${names} hat dir geschrieben.` : `${names} sent you a message.` };
    case 'update':
      return {
        title: de ? 'Spiel-Update' : 'Game update',
        message: de ? `${subjectText(facts, 'game') || 'Ein Lieblingsspiel'} hat ein Update: ${subjectText(facts, 'title')}` : `${subjectText(facts, 'game') || 'A favourite game'} has an update: ${subjectText(facts, 'title')}`,
      };
    case 'giveaway_won':
      return {
        title: de ? 'Gewonnen!' : 'You won!',
        message: de ? `Du hast das Gewinnspiel „${subjectText(facts, 'title')}“ gewonnen.` : `You won the giveaway “${subjectText(facts, 'title')}”.`,
      };
    case 'donation':
      return {
        title: de ? 'boostz erhalten' : 'boostz received',
        message: de ? `${names} ${many ? 'haben' : 'hat'} dir boostz geschenkt.` : `${names} gave you boostz.`,
      };
    case 'achievement':
      return {
        title: de ? 'Quest geschafft' : 'Quest completed',
        message: de ? `Du hast ${subjectText(facts, 'reward')} boostz für eine Quest erhalten.` : `You received ${subjectText(facts, 'reward')} boostz for a quest.`,
      };
    case 'warning':
      return {
        title: de ? 'Hinweis der Moderation' : 'Note from the moderators',
        message:
          facts.subject.action === 'suspend'
            ? de
              ? 'Dein Konto wurde nach einer Meldung wegen eines Regelverstoßes gesperrt.'
              : 'Your account was suspended after a report because it broke the rules.'
            : de
              ? 'Ein Inhalt von dir wurde nach einer Meldung entfernt, weil er gegen die Regeln verstößt.'
              : 'Content of yours was removed after a report because it breaks the rules.',
      };
    default:
      return { title: de ? 'Benachrichtigung' : 'Notification', message: facts.message };
  }
}

export function digestTexts(language: ServerLanguage, count: number) {
  const de = language === 'de';
  return {
    subject: de ? `Spielraum: ${count === 1 ? '1 neue Benachrichtigung' : `${count} neue Benachrichtigungen`}` : `Spielraum: ${count === 1 ? '1 new notification' : `${count} new notifications`}`,
    greeting: (name: string) => (de ? `Hallo ${name},` : `Hello ${name},`),
    intro: de ? 'das ist in Spielraum passiert, seit du zuletzt da warst:' : 'this happened on Spielraum since you last looked:',
    open: de ? 'Alle ansehen:' : 'See them all:',
    unsubscribe: de ? 'Keine solchen E-Mails mehr (ohne Anmeldung):' : 'No more of these e-mails (no sign-in needed):',
    settings: de ? 'Einstellungen je Art:' : 'Settings per type:',
  };
}
