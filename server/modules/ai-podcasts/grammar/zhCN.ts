import { a, b, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

// Simplified Chinese, a relaxed mainland podcast tone; the hosts are 莉娜 (Lena) and 汤姆 (Tom).

const list = (items: string[]) => joinWith(items, '、', '和');
const QUOTES = ['“', '”'] as const;

export const zhCN: Phrases = {
  show: 'Spielraum 电台',
  segmentTitles: { intro: '开场', topic: '今日话题', trending: '热门游戏', clips: '新片段', giveaways: '抽奖活动', outro: '结束语' },
  moods: {
    horror: ['我现在就已经起鸡皮疙瘩了。', '关灯，戴上耳机，然后千万别回头。'],
    racing: ['这时候每零点一秒都很关键。', '油门踩到底冲进弯道，然后祈祷轮胎能撑住。'],
    strategy: ['先规划，再建造，然后才发现忘了修路。', '每一步都很重要，最后赢的是耐心。'],
    puzzle: ['我最喜欢突然豁然开朗的那一刻。', '有时候睡一觉，第二天答案就自己冒出来了。'],
    coop: ['一起玩乐趣翻倍，就算失败也是大家一起。', '只要有人指挥，大家都听，就没问题。'],
    retro: ['像素画面、哔哔的音效，还有一个怎么也打不破的最高分。', '感觉就像在街机厅度过的一个下午。'],
    shooter: ['反应要快，沟通要好，还有千万别挡住自己的队友。', '很多时候，胜负就在最开始的半秒钟。'],
    rpg: ['一个好故事，一张充满秘密的地图，三个小时一下子就过去了。', '我真的会把找到的每一页日记都读完。'],
    cozy: ['再配上一杯茶，这个晚上就完美了。', '有时候就是需要一款什么都不要求你的游戏。'],
    general: ['这里面的门道比第一眼看到的要多。', '这正是我们最喜欢在这里聊的话题。'],
  },
  list,
  newEpisode: '新一期',
  fullEpisode: '完整节目',
  artist: (show, hosts) => `${show}（主持：${hosts.a}、${hosts.b}）`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['大家好，欢迎收听 Spielraum 电台！', '嗨，很高兴你又来收听了。这里是 Spielraum 电台！'])),
    b(pick(random, ['我是汤姆，莉娜也在我旁边，今天我们准备了很多内容。', '大家好，我是汤姆。今天我和莉娜要聊一个特别好的话题。'])),
    a(`我们今天的话题是：${title}。`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['给大家读一下我们收到的内容吧。', '具体是关于什么的？'])), a(`这次的点播是：${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${list(keywords)}？我一下子就来兴趣了。`, `一听到${list(keywords)}，我就坐不住了。`])));
    lines.push(a(zhCN.moods[mood][0]), b(zhCN.moods[mood][1]));
    lines.push(a(pick(random, ['欢迎在评论区告诉我们你的看法。', '我很好奇社区的大家会怎么说。'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['来看看 Spielraum 上现在流行什么。', '是时候看看我们网站上的热门趋势了。'])),
      a(`目前排在最前面的是：${list(games.slice(0, 3).map((game) => game.name))}。`),
      b(top.categories.length > 0 ? `${top.name}属于${list(top.categories.slice(0, 2))}类型，现在玩正合适。` : `这周我也玩了${top.name}。`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['社区里还有新的片段。', '片段这边也有不少新动静。']))];
    lines.push(b(`比如${first!.creator}的${quote(QUOTES, first!.title)}。`));
    if (second) lines.push(a(`还有${second.creator}的${quote(QUOTES, second.title)}，也很值得一看。`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['走之前说一下：现在有抽奖活动正在进行。', '最后再推荐一下：抽奖活动。'])),
      a(first.game ? `${first.game}的奖品是：${first.prize}。` : `奖品是：${first.prize}。`),
      b(giveaways.length > 1 ? `现在一共有${giveaways.length}个抽奖活动，值得去看看。` : '在抽奖页面点一下就能参加。'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['今天就到这里，谢谢收听！', '这一期节目就到这里结束了。'])),
    b(pick(random, ['下次 Spielraum 再见，拜拜！', '大家保重，我们下期再见，拜拜！'])),
  ],
};
