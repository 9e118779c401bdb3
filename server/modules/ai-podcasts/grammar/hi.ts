import { a, b, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

// Everyday Hindi as gaming creators speak it (common loanwords like गेम, क्लिप, एपिसोड in Devanagari). The
// audience is "आप", the hosts say "तुम" to each other; Lena speaks in the feminine, Tom in the masculine.

const list = (items: string[]) => joinWith(items, ', ', ' और ');
const QUOTES = ['“', '”'] as const;

export const hi: Phrases = {
  show: 'Spielraum रेडियो',
  segmentTitles: { intro: 'स्वागत', topic: 'आज का विषय', trending: 'ट्रेंडिंग गेम्स', clips: 'नए क्लिप्स', giveaways: 'इनामी मुकाबले', outro: 'अलविदा' },
  moods: {
    horror: ['मेरे तो अभी से रोंगटे खड़े हो गए हैं।', 'लाइट बंद, हेडफ़ोन चालू, और कुछ भी हो जाए, पीछे मुड़कर मत देखना।'],
    racing: ['यहाँ सेकंड का हर दसवाँ हिस्सा मायने रखता है।', 'मोड़ पर पूरी रफ़्तार, और बस उम्मीद कि टायर साथ दें।'],
    strategy: ['पहले योजना, फिर निर्माण, और फिर पता चलता है कि सड़कें तो भूल ही गए।', 'यहाँ हर चाल मायने रखती है, और धैर्य ही जीतता है।'],
    puzzle: ['मुझे वह पल बहुत पसंद है जब अचानक सब समझ में आ जाता है।', 'कभी-कभी एक रात सोकर सोचने से हल मिल जाता है।'],
    coop: ['साथ खेलने में मज़ा दोगुना है, और हारते भी सब साथ में हैं।', 'बस कोई कमान संभाले और बाकी सब उसकी सुनें।'],
    retro: ['पिक्सल, बीप की आवाज़ें और एक हाई स्कोर जो टूटने का नाम ही नहीं लेता।', 'ऐसा लगता है जैसे आर्केड में बिताई कोई दोपहर।'],
    shooter: ['तेज़ रिफ़्लेक्स, अच्छी बातचीत, और हाँ, अपनी ही टीम के रास्ते में मत आना।', 'अक्सर पहला आधा सेकंड ही सब तय कर देता है।'],
    rpg: ['एक अच्छी कहानी, रहस्यों से भरा नक्शा, और देखते ही देखते तीन घंटे निकल जाते हैं।', 'मुझे जो भी डायरी का पन्ना मिलता है, मैं सच में उसे पढ़ता हूँ।'],
    cozy: ['साथ में एक कप चाय, और शाम बन गई।', 'कभी-कभी बस ऐसा गेम चाहिए जो हमसे कुछ न माँगे।'],
    general: ['इसमें पहली नज़र से कहीं ज़्यादा है।', 'ठीक ऐसी ही बातें करना हमें यहाँ सबसे ज़्यादा पसंद है।'],
  },
  list,
  newEpisode: 'नया एपिसोड',
  fullEpisode: 'पूरा एपिसोड',
  artist: (show, hosts) => `${show}, ${hosts.a} और ${hosts.b} के साथ`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['नमस्ते और Spielraum रेडियो में आपका स्वागत है!', 'अरे, आप फिर से आ गए, बहुत बढ़िया! यह है Spielraum रेडियो!'])),
    b(pick(random, ['मैं टॉम हूँ, मेरे साथ लीना है, और आज हमारे पास बहुत कुछ है।', 'सभी को नमस्ते, मैं टॉम हूँ। आज लीना और मेरे पास एक बहुत बढ़िया विषय है।'])),
    a(`आज हमारा विषय है: ${title}।`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['पढ़कर सुनाओ, हमें क्या भेजा गया है।', 'तो बात किस बारे में है?'])), a(`तो, फ़रमाइश यह है: ${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${list(keywords)}? मैं तो तुरंत तैयार हूँ।`, `${list(keywords)}? अब तुमने मेरा ध्यान खींच लिया।`])));
    lines.push(a(hi.moods[mood][0]), b(hi.moods[mood][1]));
    lines.push(a(pick(random, ['कमेंट्स में हमें ज़रूर बताइए कि आप क्या सोचते हैं।', 'मैं जानना चाहती हूँ कि कम्युनिटी इसके बारे में क्या सोचती है।'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['चलो देखते हैं कि Spielraum पर अभी क्या ट्रेंड कर रहा है।', 'अब एक नज़र हमारी साइट के ट्रेंड्स पर।'])),
      a(`अभी सबसे आगे हैं: ${list(games.slice(0, 3).map((game) => game.name))}।`),
      b(top.categories.length > 0 ? `${top.name} की शैली: ${list(top.categories.slice(0, 2))}। यह अभी बिल्कुल सही बैठता है।` : `${top.name} मैंने भी इस हफ़्ते खेला।`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['और कम्युनिटी से नए क्लिप्स आए हैं।', 'क्लिप्स में भी बहुत कुछ नया हुआ है।']))];
    lines.push(b(`जैसे ${first!.creator} का ${quote(QUOTES, first!.title)}।`));
    if (second) lines.push(a(`और ${second.creator} का ${quote(QUOTES, second.title)} भी ज़रूर देखिए।`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['जाने से पहले: अभी कुछ इनामी मुकाबले चल रहे हैं।', 'आख़िर में एक सलाह: इनामी मुकाबले।'])),
      a(first.game ? `${first.game} के लिए इनाम: ${first.prize}।` : `इनाम: ${first.prize}।`),
      b(giveaways.length > 1 ? `अभी कुल ${giveaways.length} मुकाबले चल रहे हैं। एक बार ज़रूर देखिए।` : 'हिस्सा लेने के लिए मुकाबलों वाले पेज पर बस एक क्लिक कीजिए।'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['आज के लिए बस इतना ही। सुनने के लिए शुक्रिया!', 'और इसी के साथ यह एपिसोड ख़त्म होता है।'])),
    b(pick(random, ['अगली बार फिर मिलेंगे, Spielraum में। नमस्ते!', 'अपना ख़याल रखिए, अगली बार फिर मिलते हैं। नमस्ते!'])),
  ],
};
