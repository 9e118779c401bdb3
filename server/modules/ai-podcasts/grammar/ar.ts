import { a, b, pick, quote } from './helpers';
import type { Phrases } from './types';

// Modern Standard Arabic, friendly. The audience is addressed in the plural (no guessing of the listener's
// gender); Tom addresses Lena in the feminine. Games and prizes follow a colon, so they need no agreement.

/** "A، B وC": the Arabic comma, and و joined to an Arabic word but spaced before a Latin name. */
function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1)!;
  // A word of the description may bring its own و ("والسرعة").
  const and = /^وال/u.test(last) ? '' : /^\p{Script=Arabic}/u.test(last) ? 'و' : 'و ';
  return `${items.slice(0, -1).join('، ')} ${and}${last}`;
}
const QUOTES = ['«', '»'] as const;

export const ar: Phrases = {
  show: 'راديو Spielraum',
  segmentTitles: { intro: 'الترحيب', topic: 'الموضوع', trending: 'الألعاب الرائجة', clips: 'مقاطع جديدة', giveaways: 'المسابقات', outro: 'الوداع' },
  moods: {
    horror: ['بدأت أشعر بالقشعريرة من الآن.', 'أطفئوا الأضواء، ضعوا السماعات، وإياكم أن تلتفتوا إلى الخلف.'],
    racing: ['هنا كل جزء من الثانية له قيمته.', 'بأقصى سرعة في المنعطف، ونتمنى أن تصمد الإطارات.'],
    strategy: ['أولًا نخطط، ثم نبني، ثم نكتشف أننا نسينا الطرق.', 'كل حركة لها وزنها، والصبر هو الذي يفوز في النهاية.'],
    puzzle: ['أحب تلك اللحظة التي يتضح فيها كل شيء فجأة.', 'أحيانًا يساعد النوم قليلًا ثم العودة إلى اللغز في الصباح.'],
    coop: ['اللعب معًا ممتع مرتين، وعلى الأقل نخسر كفريق واحد.', 'المهم أن يتولى أحدهم القيادة وأن يستمع الجميع.'],
    retro: ['بكسلات وأصوات صفير ورقم قياسي يرفض أن يُكسر.', 'الأمر يشبه قضاء فترة بعد الظهر في صالة الألعاب.'],
    shooter: ['ردود فعل سريعة وتواصل جيد، ورجاءً لا تعترضوا طريق فريقكم.', 'غالبًا ما يُحسم كل شيء في أول نصف ثانية.'],
    rpg: ['قصة جميلة وخريطة مليئة بالأسرار، وفجأة تمر ثلاث ساعات.', 'أنا فعلًا أقرأ كل صفحة مذكرات أجدها.'],
    cozy: ['مع كوب من الشاي تصبح الأمسية مثالية.', 'أحيانًا نحتاج فقط إلى لعبة لا تطلب منا شيئًا.'],
    general: ['في الأمر أكثر مما يبدو للوهلة الأولى.', 'هذا بالضبط ما نحب أن نتحدث عنه هنا.'],
  },
  list,
  newEpisode: 'حلقة جديدة',
  fullEpisode: 'الحلقة كاملة',
  artist: (show, hosts) => `${show} مع ${hosts.a} و ${hosts.b}`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['مرحبًا بكم في راديو Spielraum!', 'أهلًا بكم من جديد، سعداء بعودتكم. معكم راديو Spielraum!'])),
    b(pick(random, ['أنا توم، ومعي لينا، ولدينا الكثير اليوم.', 'مرحبًا جميعًا، أنا توم. اليوم عندي أنا ولينا موضوع رائع.'])),
    a(`موضوعنا اليوم: ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['اقرئي لنا ما وصلنا.', 'إذن، ما الموضوع بالضبط؟'])), a(`الطلب هو: ${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${list(keywords)}؟ أنا متحمس لهذا.`, `${list(keywords)}؟ الآن شددتِ انتباهي.`])));
    lines.push(a(ar.moods[mood][0]), b(ar.moods[mood][1]));
    lines.push(a(pick(random, ['اكتبوا لنا رأيكم في التعليقات.', 'أنا متشوقة لمعرفة رأي المجتمع.'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['لنرَ ما الرائج الآن على Spielraum.', 'حان وقت إلقاء نظرة على الرائج في موقعنا.'])),
      a(`في الصدارة الآن: ${list(games.slice(0, 3).map((game) => game.name))}.`),
      b(top.categories.length > 0 ? `تصنيف ${top.name}: ${list(top.categories.slice(0, 2))}، وهذا يناسب الأجواء تمامًا الآن.` : `لعبتُ ${top.name} أيضًا هذا الأسبوع.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['وهناك مقاطع جديدة من المجتمع.', 'وفي المقاطع أيضًا الكثير من الجديد.']))];
    lines.push(b(`مثلًا ${quote(QUOTES, first!.title)} من ${first!.creator}.`));
    if (second) lines.push(a(`وأنصحكم أيضًا بمشاهدة ${quote(QUOTES, second.title)} من ${second.creator}.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['قبل أن نذهب: هناك مسابقات جارية الآن.', 'نصيحة أخيرة قبل الختام: المسابقات.'])),
      a(first.game ? `الجائزة في مسابقة ${first.game}: ${first.prize}.` : `الجائزة: ${first.prize}.`),
      b(giveaways.length > 1 ? `عدد المسابقات الجارية الآن: ${giveaways.length}. تستحق نظرة.` : 'المشاركة بنقرة واحدة في صفحة المسابقات.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['هذا كل شيء لهذا اليوم. شكرًا على الاستماع!', 'وبهذا نصل إلى نهاية هذه الحلقة.'])),
    b(pick(random, ['إلى اللقاء في المرة القادمة على Spielraum. مع السلامة!', 'اعتنوا بأنفسكم، ونلقاكم في الحلقة القادمة. مع السلامة!'])),
  ],
};
