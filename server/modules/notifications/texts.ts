import { type Language, SOURCE_LANGUAGE } from '../../../common/constants';
import type { NotificationActor } from '../../../common/contract/notifications';
import { isLanguage } from '../../../common/rules/language';

// The server's texts of each notification type in every language the product speaks (German is the source):
// what the e-mail digest says, in the recipient's language, and what GET /api/notifications answers as title
// and message (in German or English: the renderer words the same facts itself from type and data). An admin's
// system notification is shown as written.

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
    /** Never the message itself: chats are end-to-end encrypted. */
    message: AboutPeople;
    donation: AboutPeople;
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

const arabicPlural = new Intl.PluralRules('ar');
const russianPlural = new Intl.PluralRules('ru');

/** Arabic words for a count by its plural category: one, two, 3–10 (few), 11–99 (many), 100… (other). */
function arabic(count: number, forms: { one: string; two: string; few: string; many: string; other: string }): string {
  const category = arabicPlural.select(count);
  const form = category === 'one' || category === 'two' || category === 'few' || category === 'many' ? forms[category] : forms.other;
  return form.replace('{n}', String(count));
}

/** The Russian noun form for a count: 1, 21 (one); 2–4, 22 (few); 5–20, 25 (many). */
function russian(count: number, one: string, few: string, many: string): string {
  const category = russianPlural.select(count);
  return category === 'one' ? one : category === 'few' ? few : many;
}

/** Chinese and Japanese put no space between their own characters, but one beside Latin letters and digits. */
function joinCjk(left: string, right: string): string {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]$/u.test(left) ? left + right : `${left} ${right}`;
}

/** A line of the digest, "Titel: Nachricht"; after a title that ends in ! or ? the message follows without a colon. */
function entryWith(colon: string, space = ' ') {
  return (title: string, message: string) => (/[!?！？]$/.test(title) ? `${title}${space}${message}` : `${title}${colon}${message}`);
}

/** Every text of the notifications in every language; German is the source, informal ("du") as the product. */
export const NOTIFICATION_TEXTS: Record<Language, NotificationTexts> = {
  de: {
    who: (first, others) => {
      const name = first ?? 'Jemand';
      if (others <= 0) return name;
      return others === 1 ? `${name} und 1 weitere Person` : `${name} und ${others} weitere`;
    },
    titles: {
      follow: 'Neue Follower',
      friend_request: 'Freundschaftsanfrage',
      friend_accepted: 'Anfrage angenommen',
      like: 'Neue Likes',
      comment: 'Neue Kommentare',
      message: 'Neue Nachricht',
      update: 'Spiel-Update',
      giveaway_won: 'Gewonnen!',
      giveaway_drawn: 'Gewinnspiel ausgelost',
      donation: 'boostz erhalten',
      achievement: 'Quest geschafft',
      warning: 'Hinweis der Moderation',
      other: 'Benachrichtigung',
    },
    messages: {
      follow: (names, many) => `${names} ${many ? 'folgen' : 'folgt'} dir jetzt.`,
      friend_request: (names, many) => `${names} ${many ? 'möchten' : 'möchte'} mit dir befreundet sein.`,
      friend_accepted: (names, many) => `${names} ${many ? 'haben' : 'hat'} deine Freundschaftsanfrage angenommen.`,
      like: (names, many) => `${names} ${many ? 'haben' : 'hat'} deinen Clip geliked.`,
      comment: (names, many) => `${names} ${many ? 'haben' : 'hat'} deinen Clip kommentiert.`,
      message: (names, many) => `${names} ${many ? 'haben' : 'hat'} dir geschrieben.`,
      donation: (names, many) => `${names} ${many ? 'haben' : 'hat'} dir boostz geschenkt.`,
      update: (game, title) => `${game || 'Ein Lieblingsspiel'} hat ein Update: ${title}`,
      giveaway_won: (title) => `Du hast das Gewinnspiel „${title}“ gewonnen.`,
      giveaway_drawn: (title) => `„${title}“ ist ausgelost. Diesmal hat es nicht geklappt – viel Glück beim nächsten Mal!`,
      achievement: (reward) => `Du hast ${reward} boostz für eine Quest erhalten.`,
      warning: 'Ein Inhalt von dir wurde nach einer Meldung entfernt, weil er gegen die Regeln verstößt.',
      warningSuspend: 'Dein Konto wurde nach einer Meldung wegen eines Regelverstoßes gesperrt.',
    },
    digest: {
      subject: (count) => `Spielraum: ${count === 1 ? '1 neue Benachrichtigung' : `${count} neue Benachrichtigungen`}`,
      greeting: (name) => `Hallo ${name},`,
      intro: 'das ist in Spielraum passiert, seit du zuletzt da warst:',
      entry: entryWith(': '),
      more: (count) => (count === 1 ? '… und 1 weitere Benachrichtigung' : `… und ${count} weitere Benachrichtigungen`),
      open: 'Alle ansehen:',
      signature: 'Dein Spielraum-Team',
      settings: 'Welche Benachrichtigungen per E-Mail kommen, stellst du hier ein:',
      unsubscribe: 'Keine solchen E-Mails mehr (ohne Anmeldung):',
    },
  },
  en: {
    who: (first, others) => {
      const name = first ?? 'Someone';
      if (others <= 0) return name;
      return others === 1 ? `${name} and 1 other` : `${name} and ${others} others`;
    },
    titles: {
      follow: 'New followers',
      friend_request: 'Friend request',
      friend_accepted: 'Request accepted',
      like: 'New likes',
      comment: 'New comments',
      message: 'New message',
      update: 'Game update',
      giveaway_won: 'You won!',
      giveaway_drawn: 'Giveaway drawn',
      donation: 'boostz received',
      achievement: 'Quest completed',
      warning: 'Note from the moderators',
      other: 'Notification',
    },
    messages: {
      follow: (names, many) => `${names} ${many ? 'follow' : 'follows'} you now.`,
      friend_request: (names, many) => (many ? `${names} want to be friends with you.` : `${names} wants to be your friend.`),
      friend_accepted: (names, many) => `${names} accepted your friend ${many ? 'requests' : 'request'}.`,
      like: (names) => `${names} liked your clip.`,
      comment: (names) => `${names} commented on your clip.`,
      message: (names, many) => `${names} sent you ${many ? 'messages' : 'a message'}.`,
      donation: (names) => `${names} gave you boostz.`,
      update: (game, title) => `${game || 'A favourite game'} has an update: ${title}`,
      giveaway_won: (title) => `You won the giveaway “${title}”.`,
      giveaway_drawn: (title) => `“${title}” has been drawn. No luck this time – good luck next time!`,
      achievement: (reward) => `You received ${reward} boostz for a quest.`,
      warning: 'Content of yours was removed after a report because it breaks the rules.',
      warningSuspend: 'Your account was suspended after a report because it broke the rules.',
    },
    digest: {
      subject: (count) => `Spielraum: ${count === 1 ? '1 new notification' : `${count} new notifications`}`,
      greeting: (name) => `Hi ${name},`,
      intro: 'Here’s what happened on Spielraum since you last looked:',
      entry: entryWith(': '),
      more: (count) => (count === 1 ? '… and 1 more notification' : `… and ${count} more notifications`),
      open: 'See them all:',
      signature: 'The Spielraum team',
      settings: 'Choose which notifications come by e-mail:',
      unsubscribe: 'Stop these e-mails (no sign-in needed):',
    },
  },
  es: {
    who: (first, others) => {
      const name = first ?? 'Alguien';
      if (others <= 0) return name;
      return others === 1 ? `${name} y otra persona` : `${name} y otras ${others} personas`;
    },
    titles: {
      follow: 'Nuevos seguidores',
      friend_request: 'Solicitud de amistad',
      friend_accepted: 'Solicitud aceptada',
      like: 'Nuevos me gusta',
      comment: 'Nuevos comentarios',
      message: 'Nuevo mensaje',
      update: 'Actualización de juego',
      giveaway_won: '¡Has ganado!',
      giveaway_drawn: 'Sorteo realizado',
      donation: 'boostz recibidos',
      achievement: 'Misión completada',
      warning: 'Aviso de moderación',
      other: 'Notificación',
    },
    messages: {
      follow: (names, many) => `${names} ${many ? 'empezaron' : 'empezó'} a seguirte.`,
      friend_request: (names, many) =>
        many ? `${names} te enviaron solicitudes de amistad.` : `${names} te envió una solicitud de amistad.`,
      friend_accepted: (names, many) =>
        many ? `${names} aceptaron tus solicitudes de amistad.` : `${names} aceptó tu solicitud de amistad.`,
      like: (names, many) => `${names} ${many ? 'dieron' : 'dio'} me gusta a tu clip.`,
      comment: (names, many) => `${names} ${many ? 'comentaron' : 'comentó'} tu clip.`,
      message: (names, many) => `${names} te ${many ? 'escribieron' : 'escribió'}.`,
      donation: (names, many) => `${names} te ${many ? 'regalaron' : 'regaló'} boostz.`,
      update: (game, title) => `${game || 'Uno de tus juegos favoritos'} tiene una actualización: ${title}`,
      giveaway_won: (title) => `Has ganado el sorteo «${title}».`,
      giveaway_drawn: (title) => `El sorteo «${title}» ya se ha realizado. Esta vez no ha habido suerte, ¡suerte en el próximo!`,
      achievement: (reward) => `Has recibido ${reward} boostz por completar una misión.`,
      warning: 'Se eliminó un contenido tuyo tras una denuncia porque infringe las normas.',
      warningSuspend: 'Tu cuenta fue suspendida tras una denuncia por infringir las normas.',
    },
    digest: {
      subject: (count) => `Spielraum: ${count === 1 ? '1 notificación nueva' : `${count} notificaciones nuevas`}`,
      greeting: (name) => `Hola, ${name}:`,
      intro: 'Esto es lo que ha pasado en Spielraum desde tu última visita:',
      entry: entryWith(': '),
      more: (count) => (count === 1 ? '… y 1 notificación más' : `… y ${count} notificaciones más`),
      open: 'Verlas todas:',
      signature: 'El equipo de Spielraum',
      settings: 'Elige qué notificaciones te llegan por correo:',
      unsubscribe: 'Dejar de recibir estos correos (sin iniciar sesión):',
    },
  },
  fr: {
    who: (first, others) => {
      const name = first ?? 'Quelqu’un';
      if (others <= 0) return name;
      return others === 1 ? `${name} et 1 autre personne` : `${name} et ${others} autres`;
    },
    titles: {
      follow: 'Nouveaux abonnés',
      friend_request: 'Demande d’ami',
      friend_accepted: 'Demande acceptée',
      like: 'Nouveaux j’aime',
      comment: 'Nouveaux commentaires',
      message: 'Nouveau message',
      update: 'Mise à jour de jeu',
      giveaway_won: 'Tu as gagné !',
      giveaway_drawn: 'Tirage effectué',
      donation: 'boostz reçus',
      achievement: 'Quête réussie',
      warning: 'Avis de la modération',
      other: 'Notification',
    },
    messages: {
      follow: (names, many) => `${names} ${many ? 'te suivent' : 'te suit'} maintenant.`,
      friend_request: (names, many) => (many ? `${names} t’ont envoyé des demandes d’ami.` : `${names} t’a envoyé une demande d’ami.`),
      friend_accepted: (names, many) => (many ? `${names} ont accepté tes demandes d’ami.` : `${names} a accepté ta demande d’ami.`),
      like: (names, many) => `${names} ${many ? 'ont' : 'a'} aimé ton clip.`,
      comment: (names, many) => `${names} ${many ? 'ont' : 'a'} commenté ton clip.`,
      message: (names, many) => `${names} ${many ? 't’ont' : 't’a'} écrit.`,
      donation: (names, many) => `${names} ${many ? 't’ont' : 't’a'} offert des boostz.`,
      update: (game, title) => `${game || 'Un de tes jeux préférés'} a une mise à jour : ${title}`,
      giveaway_won: (title) => `Tu as gagné le concours « ${title} ».`,
      giveaway_drawn: (title) => `Le tirage de « ${title} » a eu lieu. Pas de chance cette fois – bonne chance pour le prochain !`,
      achievement: (reward) => `Tu as reçu ${reward} boostz pour une quête.`,
      warning: 'Un de tes contenus a été retiré après un signalement, car il enfreint les règles.',
      warningSuspend: 'Ton compte a été suspendu après un signalement pour non-respect des règles.',
    },
    digest: {
      subject: (count) => `Spielraum : ${count === 1 ? '1 nouvelle notification' : `${count} nouvelles notifications`}`,
      greeting: (name) => `Salut ${name},`,
      intro: 'Voici ce qui s’est passé sur Spielraum depuis ta dernière visite :',
      entry: entryWith(' : '),
      more: (count) => (count === 1 ? '… et 1 autre notification' : `… et ${count} autres notifications`),
      open: 'Tout voir :',
      signature: 'L’équipe Spielraum',
      settings: 'Choisis les notifications que tu reçois par e-mail :',
      unsubscribe: 'Ne plus recevoir ces e-mails (sans connexion) :',
    },
  },
  ar: {
    // Every sentence puts the verb first, so it stays singular however many people follow it.
    who: (first, others) => {
      const name = first ?? 'شخص ما';
      if (others <= 0) return name;
      return arabic(others, {
        one: `${name} وشخص آخر`,
        two: `${name} وشخصان آخران`,
        few: `${name} و{n} أشخاص آخرين`,
        many: `${name} و{n} شخصًا آخر`,
        other: `${name} و{n} شخص آخر`,
      });
    },
    titles: {
      follow: 'متابِعون جدد',
      friend_request: 'طلب صداقة',
      friend_accepted: 'تم قبول الطلب',
      like: 'إعجابات جديدة',
      comment: 'تعليقات جديدة',
      message: 'رسالة جديدة',
      update: 'تحديث لعبة',
      giveaway_won: 'لقد فزت!',
      giveaway_drawn: 'تم السحب',
      donation: 'وصلتك boostz',
      achievement: 'أنجزت مهمة',
      warning: 'تنبيه من الإشراف',
      other: 'إشعار',
    },
    messages: {
      follow: (names) => `بدأ ${names} متابعتك.`,
      friend_request: (names, many) => `أرسل إليك ${names} ${many ? 'طلبات صداقة' : 'طلب صداقة'}.`,
      friend_accepted: (names, many) => `قبل ${names} ${many ? 'طلبات صداقتك' : 'طلب صداقتك'}.`,
      like: (names) => `أُعجب ${names} بمقطعك.`,
      comment: (names) => `علّق ${names} على مقطعك.`,
      message: (names, many) => `أرسل إليك ${names} ${many ? 'رسائل' : 'رسالة'}.`,
      donation: (names) => `أهداك ${names} boostz.`,
      update: (game, title) => (game ? `تحديث جديد للعبة ${game}: ${title}` : `تحديث جديد لإحدى ألعابك المفضلة: ${title}`),
      giveaway_won: (title) => `فزت في السحب «${title}».`,
      giveaway_drawn: (title) => `تم السحب في «${title}». لم يحالفك الحظ هذه المرة، حظًا أوفر في المرة القادمة!`,
      achievement: (reward) => `حصلت على ${reward} boostz لإنجازك مهمة.`,
      warning: 'أُزيل محتوى لك بعد بلاغ لأنه يخالف القواعد.',
      warningSuspend: 'عُلّق حسابك بعد بلاغ بسبب مخالفة القواعد.',
    },
    digest: {
      subject: (count) =>
        arabic(count, {
          one: 'إشعار جديد في Spielraum',
          two: 'إشعاران جديدان في Spielraum',
          few: '{n} إشعارات جديدة في Spielraum',
          many: '{n} إشعارًا جديدًا في Spielraum',
          other: '{n} إشعار جديد في Spielraum',
        }),
      greeting: (name) => `مرحبًا ${name}،`,
      intro: 'إليك ما حدث في Spielraum منذ زيارتك الأخيرة:',
      entry: entryWith(': '),
      more: (count) =>
        arabic(count, {
          one: '… وإشعار آخر',
          two: '… وإشعاران آخران',
          few: '… و{n} إشعارات أخرى',
          many: '… و{n} إشعارًا آخر',
          other: '… و{n} إشعار آخر',
        }),
      open: 'عرض الكل:',
      signature: 'فريق Spielraum',
      settings: 'اختر الإشعارات التي تصلك بالبريد الإلكتروني:',
      unsubscribe: 'إيقاف هذه الرسائل (دون تسجيل الدخول):',
    },
  },
  hi: {
    // Past tenses with ने agree with the object, so one sentence fits one person and many.
    who: (first, others) => {
      const name = first ?? 'किसी';
      return others <= 0 ? name : `${name} और ${others} अन्य`;
    },
    titles: {
      follow: 'नए फ़ॉलोअर',
      friend_request: 'मित्रता अनुरोध',
      friend_accepted: 'अनुरोध स्वीकार हुआ',
      like: 'नए लाइक',
      comment: 'नई टिप्पणियाँ',
      message: 'नया संदेश',
      update: 'गेम अपडेट',
      giveaway_won: 'आप जीत गए!',
      giveaway_drawn: 'गिवअवे का ड्रॉ हो गया',
      donation: 'boostz मिले',
      achievement: 'क्वेस्ट पूरा हुआ',
      warning: 'मॉडरेशन की सूचना',
      other: 'सूचना',
    },
    messages: {
      follow: (names) => `${names} ने आपको फ़ॉलो करना शुरू किया।`,
      friend_request: (names, many) => `${names} ने आपको मित्रता अनुरोध ${many ? 'भेजे' : 'भेजा'}।`,
      friend_accepted: (names, many) => (many ? `${names} ने आपके मित्रता अनुरोध स्वीकार किए।` : `${names} ने आपका मित्रता अनुरोध स्वीकार किया।`),
      like: (names) => `${names} ने आपकी क्लिप लाइक की।`,
      comment: (names) => `${names} ने आपकी क्लिप पर टिप्पणी की।`,
      message: (names, many) => `${names} ने आपको ${many ? 'संदेश भेजे' : 'संदेश भेजा'}।`,
      donation: (names) => `${names} ने आपको boostz तोहफ़े में दिए।`,
      update: (game, title) => `${game ? `${game} का` : 'आपके एक पसंदीदा गेम का'} नया अपडेट आया है: ${title}`,
      giveaway_won: (title) => `आपने गिवअवे “${title}” जीत लिया।`,
      giveaway_drawn: (title) => `गिवअवे “${title}” का ड्रॉ हो गया। इस बार किस्मत ने साथ नहीं दिया – अगली बार के लिए शुभकामनाएँ!`,
      achievement: (reward) => `एक क्वेस्ट पूरा करने पर आपको ${reward} boostz मिले।`,
      warning: 'एक रिपोर्ट के बाद आपकी एक सामग्री हटा दी गई, क्योंकि वह नियमों का उल्लंघन करती है।',
      warningSuspend: 'एक रिपोर्ट के बाद नियम उल्लंघन के कारण आपका खाता निलंबित कर दिया गया।',
    },
    digest: {
      subject: (count) => `Spielraum: ${count === 1 ? '1 नई सूचना' : `${count} नई सूचनाएँ`}`,
      greeting: (name) => `नमस्ते ${name},`,
      intro: 'पिछली बार के बाद से Spielraum पर यह हुआ:',
      entry: entryWith(': '),
      more: (count) => (count === 1 ? '… और 1 सूचना' : `… और ${count} सूचनाएँ`),
      open: 'सब देखें:',
      signature: 'आपकी Spielraum टीम',
      settings: 'चुनें कि कौन-सी सूचनाएँ ईमेल से आएँ:',
      unsubscribe: 'ये ईमेल बंद करें (साइन इन की ज़रूरत नहीं):',
    },
  },
  ja: {
    who: (first, others) => {
      const name = first === null ? '誰か' : `${first}さん`;
      return others <= 0 ? name : `${name}ほか ${others} 人`;
    },
    titles: {
      follow: '新しいフォロワー',
      friend_request: 'フレンド申請',
      friend_accepted: 'フレンド申請が承認されました',
      like: '新しいいいね',
      comment: '新しいコメント',
      message: '新しいメッセージ',
      update: 'ゲームのアップデート',
      giveaway_won: '当選しました！',
      giveaway_drawn: '抽選が行われました',
      donation: 'boostz が届きました',
      achievement: 'クエスト達成',
      warning: '運営からのお知らせ',
      other: 'お知らせ',
    },
    messages: {
      follow: (names) => `${names}があなたをフォローしました。`,
      friend_request: (names) => `${names}からフレンド申請が届きました。`,
      friend_accepted: (names) => `${names}があなたのフレンド申請を承認しました。`,
      like: (names) => `${names}があなたのクリップにいいねしました。`,
      comment: (names) => `${names}があなたのクリップにコメントしました。`,
      message: (names) => `${names}からメッセージが届きました。`,
      donation: (names) => `${names}から boostz が贈られました。`,
      update: (game, title) => joinCjk(game || 'お気に入りのゲーム', `のアップデート：${title}`),
      giveaway_won: (title) => `プレゼント企画「${title}」に当選しました。`,
      giveaway_drawn: (title) => `プレゼント企画「${title}」の抽選が行われました。今回は残念ながら当選しませんでした。次回に期待しましょう！`,
      achievement: (reward) => `クエストを達成して ${reward} boostz を獲得しました。`,
      warning: '通報を受けて確認した結果、規約に違反していたため、あなたのコンテンツを削除しました。',
      warningSuspend: '通報を受けて確認した結果、規約違反のため、あなたのアカウントを停止しました。',
    },
    digest: {
      subject: (count) => `Spielraum：新しいお知らせが ${count} 件あります`,
      greeting: (name) => `${name} さん`,
      intro: '前回のアクセス以降、Spielraum で次のようなことがありました。',
      entry: entryWith('：', ''),
      more: (count) => `…ほか ${count} 件`,
      open: 'すべて見る：',
      signature: 'Spielraum チーム',
      settings: 'メールで受け取るお知らせの設定：',
      unsubscribe: 'このメールの配信を停止する（ログイン不要）：',
    },
  },
  pt: {
    who: (first, others) => {
      const name = first ?? 'Alguém';
      if (others <= 0) return name;
      return others === 1 ? `${name} e mais 1 pessoa` : `${name} e mais ${others} pessoas`;
    },
    titles: {
      follow: 'Novos seguidores',
      friend_request: 'Pedido de amizade',
      friend_accepted: 'Pedido aceito',
      like: 'Novas curtidas',
      comment: 'Novos comentários',
      message: 'Nova mensagem',
      update: 'Atualização de jogo',
      giveaway_won: 'Você ganhou!',
      giveaway_drawn: 'Sorteio realizado',
      donation: 'boostz recebidos',
      achievement: 'Missão concluída',
      warning: 'Aviso da moderação',
      other: 'Notificação',
    },
    messages: {
      follow: (names, many) => `${names} ${many ? 'começaram' : 'começou'} a seguir você.`,
      friend_request: (names, many) => (many ? `${names} te enviaram pedidos de amizade.` : `${names} te enviou um pedido de amizade.`),
      friend_accepted: (names, many) => (many ? `${names} aceitaram seus pedidos de amizade.` : `${names} aceitou seu pedido de amizade.`),
      like: (names, many) => `${names} ${many ? 'curtiram' : 'curtiu'} seu clipe.`,
      comment: (names, many) => `${names} ${many ? 'comentaram' : 'comentou'} seu clipe.`,
      message: (names, many) => (many ? `${names} te mandaram mensagens.` : `${names} te mandou uma mensagem.`),
      donation: (names, many) => `${names} te ${many ? 'deram' : 'deu'} boostz.`,
      update: (game, title) => `${game || 'Um dos seus jogos favoritos'} tem uma atualização: ${title}`,
      giveaway_won: (title) => `Você ganhou o sorteio “${title}”.`,
      giveaway_drawn: (title) => `O sorteio “${title}” foi realizado. Desta vez não deu – boa sorte no próximo!`,
      achievement: (reward) => `Você recebeu ${reward} boostz por uma missão.`,
      warning: 'Um conteúdo seu foi removido após uma denúncia por violar as regras.',
      warningSuspend: 'Sua conta foi suspensa após uma denúncia por violar as regras.',
    },
    digest: {
      subject: (count) => `Spielraum: ${count === 1 ? '1 nova notificação' : `${count} novas notificações`}`,
      greeting: (name) => `Olá, ${name}!`,
      intro: 'Veja o que aconteceu no Spielraum desde a sua última visita:',
      entry: entryWith(': '),
      more: (count) => (count === 1 ? '… e mais 1 notificação' : `… e mais ${count} notificações`),
      open: 'Ver todas:',
      signature: 'Equipe Spielraum',
      settings: 'Escolha quais notificações chegam por e-mail:',
      unsubscribe: 'Não receber mais estes e-mails (sem precisar entrar):',
    },
  },
  ru: {
    who: (first, others) => {
      const name = first ?? 'Кто-то';
      return others <= 0 ? name : `${name} и ещё ${others} ${russian(others, 'человек', 'человека', 'человек')}`;
    },
    titles: {
      follow: 'Новые подписчики',
      friend_request: 'Заявка в друзья',
      friend_accepted: 'Заявка принята',
      like: 'Новые лайки',
      comment: 'Новые комментарии',
      message: 'Новое сообщение',
      update: 'Обновление игры',
      giveaway_won: 'Победа!',
      giveaway_drawn: 'Розыгрыш завершён',
      donation: 'Тебе подарили boostz',
      achievement: 'Задание выполнено',
      warning: 'Сообщение от модерации',
      other: 'Уведомление',
    },
    messages: {
      follow: (names, many) => (many ? `${names} подписались на тебя.` : `${names} теперь подписан(а) на тебя.`),
      friend_request: (names, many) => `${names} ${many ? 'хотят' : 'хочет'} добавить тебя в друзья.`,
      friend_accepted: (names) => `${names} теперь у тебя в друзьях.`,
      like: (names, many) => `${names} ${many ? 'лайкнули' : 'лайкнул(а)'} твой клип.`,
      comment: (names, many) => `${names} ${many ? 'прокомментировали' : 'прокомментировал(а)'} твой клип.`,
      message: (names, many) => `${names} ${many ? 'написали' : 'написал(а)'} тебе.`,
      donation: (names, many) => `${names} ${many ? 'подарили' : 'подарил(а)'} тебе boostz.`,
      update: (game, title) => (game ? `У игры ${game} вышло обновление: ${title}` : `У одной из твоих любимых игр вышло обновление: ${title}`),
      giveaway_won: (title) => `Поздравляем с победой в розыгрыше «${title}»!`,
      giveaway_drawn: (title) => `Розыгрыш «${title}» завершён. В этот раз не повезло — удачи в следующий раз!`,
      achievement: (reward) => `За выполненное задание тебе начислено ${reward} boostz.`,
      warning: 'Твой материал удалён после жалобы, так как он нарушает правила.',
      warningSuspend: 'Твой аккаунт заблокирован после жалобы за нарушение правил.',
    },
    digest: {
      subject: (count) => `Spielraum: ${count} ${russian(count, 'новое уведомление', 'новых уведомления', 'новых уведомлений')}`,
      greeting: (name) => `Привет, ${name}!`,
      intro: 'Вот что произошло в Spielraum с твоего последнего визита:',
      entry: entryWith(': '),
      more: (count) => `… и ещё ${count} ${russian(count, 'уведомление', 'уведомления', 'уведомлений')}`,
      open: 'Посмотреть все:',
      signature: 'Команда Spielraum',
      settings: 'Выбери, какие уведомления приходят на почту:',
      unsubscribe: 'Отписаться от этих писем (без входа в аккаунт):',
    },
  },
  zhCN: {
    who: (first, others) => {
      const name = first ?? '有人';
      return others <= 0 ? name : `${name} 和另外 ${others} 人`;
    },
    titles: {
      follow: '新粉丝',
      friend_request: '好友请求',
      friend_accepted: '好友请求已接受',
      like: '新的点赞',
      comment: '新的评论',
      message: '新消息',
      update: '游戏更新',
      giveaway_won: '你中奖了！',
      giveaway_drawn: '抽奖已开奖',
      donation: '收到 boostz',
      achievement: '任务完成',
      warning: '管理提示',
      other: '通知',
    },
    messages: {
      follow: (names) => joinCjk(names, '关注了你。'),
      friend_request: (names) => joinCjk(names, '想加你为好友。'),
      friend_accepted: (names) => joinCjk(names, '接受了你的好友请求。'),
      like: (names) => joinCjk(names, '赞了你的短片。'),
      comment: (names) => joinCjk(names, '评论了你的短片。'),
      message: (names) => joinCjk(names, '给你发了消息。'),
      donation: (names) => joinCjk(names, '送了你 boostz。'),
      update: (game, title) => joinCjk(game || '你喜欢的一款游戏', `有更新：${title}`),
      giveaway_won: (title) => `你在抽奖“${title}”中获奖了。`,
      giveaway_drawn: (title) => `抽奖“${title}”已开奖。这次没有中奖，祝你下次好运！`,
      achievement: (reward) => `你完成任务，获得了 ${reward} boostz。`,
      warning: '你的一项内容因被举报违反规则而被移除。',
      warningSuspend: '你的账号因被举报违反规则而被停用。',
    },
    digest: {
      subject: (count) => `Spielraum：你有 ${count} 条新通知`,
      greeting: (name) => `${name}，你好：`,
      intro: '自你上次访问以来，Spielraum 上有这些新动态：',
      entry: entryWith('：', ''),
      more: (count) => `……另有 ${count} 条通知`,
      open: '查看全部：',
      signature: 'Spielraum 团队',
      settings: '选择哪些通知通过邮件发送：',
      unsubscribe: '不再接收此类邮件（无需登录）：',
    },
  },
  zhTW: {
    who: (first, others) => {
      const name = first ?? '有人';
      return others <= 0 ? name : `${name} 和另外 ${others} 人`;
    },
    titles: {
      follow: '新追蹤者',
      friend_request: '好友邀請',
      friend_accepted: '好友邀請已接受',
      like: '新的讚',
      comment: '新的留言',
      message: '新訊息',
      update: '遊戲更新',
      giveaway_won: '你中獎了！',
      giveaway_drawn: '抽獎已開獎',
      donation: '收到 boostz',
      achievement: '任務完成',
      warning: '管理提示',
      other: '通知',
    },
    messages: {
      follow: (names) => joinCjk(names, '追蹤了你。'),
      friend_request: (names) => joinCjk(names, '想加你為好友。'),
      friend_accepted: (names) => joinCjk(names, '接受了你的好友邀請。'),
      like: (names) => joinCjk(names, '對你的短片按讚。'),
      comment: (names) => joinCjk(names, '在你的短片留言。'),
      message: (names) => joinCjk(names, '傳訊息給你。'),
      donation: (names) => joinCjk(names, '送你 boostz。'),
      update: (game, title) => joinCjk(game || '你喜愛的一款遊戲', `有更新：${title}`),
      giveaway_won: (title) => `你在抽獎「${title}」中獲獎了。`,
      giveaway_drawn: (title) => `抽獎「${title}」已開獎。這次沒有中獎，祝你下次好運！`,
      achievement: (reward) => `你完成任務，獲得了 ${reward} boostz。`,
      warning: '你的一項內容因被檢舉違反規則而被移除。',
      warningSuspend: '你的帳號因被檢舉違反規則而被停用。',
    },
    digest: {
      subject: (count) => `Spielraum：你有 ${count} 則新通知`,
      greeting: (name) => `${name}，你好：`,
      intro: '自你上次造訪以來，Spielraum 上有這些新動態：',
      entry: entryWith('：', ''),
      more: (count) => `……另有 ${count} 則通知`,
      open: '查看全部：',
      signature: 'Spielraum 團隊',
      settings: '選擇哪些通知透過電子郵件寄送：',
      unsubscribe: '不再接收這類郵件（無需登入）：',
    },
  },
};

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
    case 'donation':
      return { title: titles[facts.type], message: messages[facts.type](names, many) };
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
