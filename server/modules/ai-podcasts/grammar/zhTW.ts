import { a, b, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

// Traditional Chinese in Taiwanese usage (「」 quotes, 社群, 留言區, 掰掰); the hosts are 莉娜 (Lena) and 湯姆 (Tom).

const list = (items: string[]) => joinWith(items, '、', '和');
const QUOTES = ['「', '」'] as const;

export const zhTW: Phrases = {
  show: 'Spielraum 電台',
  segmentTitles: { intro: '開場', topic: '今日話題', trending: '熱門遊戲', clips: '新片段', giveaways: '抽獎活動', outro: '結尾' },
  moods: {
    horror: ['我現在就已經起雞皮疙瘩了。', '關燈，戴上耳機，然後千萬別回頭。'],
    racing: ['這時候每零點一秒都很關鍵。', '油門踩到底衝進彎道，然後祈禱輪胎撐得住。'],
    strategy: ['先規劃，再建造，然後才發現忘了蓋路。', '每一步都很重要，最後贏的是耐心。'],
    puzzle: ['我最喜歡突然恍然大悟的那一刻。', '有時候睡一覺，隔天答案就自己冒出來了。'],
    coop: ['一起玩樂趣加倍，就算失敗也是大家一起。', '只要有人指揮，大家都聽，就沒問題。'],
    retro: ['像素畫面、嗶嗶的音效，還有一個怎麼也破不了的最高分。', '感覺就像在電玩店度過的一個下午。'],
    shooter: ['反應要快，溝通要好，還有千萬別擋到自己的隊友。', '很多時候，勝負就在最開始的半秒鐘。'],
    rpg: ['一個好故事，一張充滿秘密的地圖，三個小時一下子就過去了。', '我真的會把找到的每一頁日記都讀完。'],
    cozy: ['再配上一杯茶，這個晚上就完美了。', '有時候就是需要一款什麼都不要求你的遊戲。'],
    general: ['這裡面的門道比第一眼看到的還要多。', '這正是我們最喜歡在這裡聊的話題。'],
  },
  list,
  newEpisode: '新的一集',
  fullEpisode: '完整節目',
  artist: (show, hosts) => `${show}（主持：${hosts.a}、${hosts.b}）`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['大家好，歡迎收聽 Spielraum 電台！', '嗨，很高興你又來收聽了。這裡是 Spielraum 電台！'])),
    b(pick(random, ['我是湯姆，莉娜也在我旁邊，今天我們準備了很多內容。', '大家好，我是湯姆。今天我和莉娜要聊一個超棒的話題。'])),
    a(`我們今天的話題是：${title}。`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['唸一下我們收到的內容吧。', '具體是關於什麼的？'])), a(`這次的點播是：${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${list(keywords)}？我一下子就有興趣了。`, `一聽到${list(keywords)}，我就坐不住了。`])));
    lines.push(a(zhTW.moods[mood][0]), b(zhTW.moods[mood][1]));
    lines.push(a(pick(random, ['歡迎在留言區告訴我們你的想法。', '我很好奇社群的大家會怎麼說。'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['來看看 Spielraum 上現在流行什麼。', '是時候看看我們網站上的熱門趨勢了。'])),
      a(`目前排在最前面的是：${list(games.slice(0, 3).map((game) => game.name))}。`),
      b(top.categories.length > 0 ? `${top.name}屬於${list(top.categories.slice(0, 2))}類型，現在玩正適合。` : `這週我也玩了${top.name}。`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['社群裡還有新的片段。', '片段這邊也有不少新動態。']))];
    lines.push(b(`比如${first!.creator}的${quote(QUOTES, first!.title)}。`));
    if (second) lines.push(a(`還有${second.creator}的${quote(QUOTES, second.title)}，也很值得一看。`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['走之前說一下：現在有抽獎活動正在進行。', '最後再推薦一下：抽獎活動。'])),
      a(first.game ? `${first.game}的獎品是：${first.prize}。` : `獎品是：${first.prize}。`),
      b(giveaways.length > 1 ? `現在一共有${giveaways.length}個抽獎活動，值得去看看。` : '在抽獎頁面點一下就能參加。'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['今天就到這裡，謝謝收聽！', '這一集節目就到這裡結束了。'])),
    b(pick(random, ['下次 Spielraum 再見，掰掰！', '大家保重，我們下集再見，掰掰！'])),
  ],
};
