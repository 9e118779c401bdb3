import { a, b, pick, quote } from './helpers';
import type { Phrases } from './types';

// A relaxed Japanese radio talk: polite to the listeners, casual between the hosts (レナ and トム).

const list = (items: string[]) => items.join('、');
const QUOTES = ['「', '」'] as const;

export const ja: Phrases = {
  show: 'Spielraum ラジオ',
  segmentTitles: { intro: 'オープニング', topic: '今日のテーマ', trending: '注目のゲーム', clips: '新着クリップ', giveaways: 'プレゼント企画', outro: 'エンディング' },
  moods: {
    horror: ['もう今から鳥肌が立ってるよ。', '電気を消して、ヘッドホンをつけて、絶対に後ろを振り向かないでね。'],
    racing: ['コンマ1秒の差が勝負を分けるんだよね。', 'アクセル全開でコーナーに突っ込んで、あとはタイヤがもつのを祈るだけ。'],
    strategy: ['計画して、建てて、それから道路を忘れてたことに気づくんだよね。', '一手一手が大事で、最後は忍耐が勝つんだ。'],
    puzzle: ['急にひらめく瞬間が大好きなんだ。', 'ひと晩寝かせると、あっさり解けることもあるよね。'],
    coop: ['みんなでやると楽しさ倍増だし、失敗してもみんな一緒だからね。', '誰かが指示を出して、みんながちゃんと聞けば大丈夫。'],
    retro: ['ドット絵に電子音、そしてどうしても抜けないハイスコア。', 'ゲームセンターで過ごした午後を思い出すね。'],
    shooter: ['素早い反応と声かけが大事。あと、味方の前に飛び出さないでね。', '最初の0.5秒で決まることも多いんだ。'],
    rpg: ['いい物語に、秘密だらけのマップ。気づいたら3時間たってるんだよね。', '見つけた日記は、ほんとに全部読んじゃうんだ。'],
    cozy: ['お茶を一杯用意すれば、もう最高の夜だね。', 'ときには、何も求めてこないゲームがちょうどいいんだよね。'],
    general: ['見た目以上に奥が深いテーマだよね。', 'こういう話こそ、この番組でいちばん話したいことなんだ。'],
  },
  list,
  newEpisode: '新しいエピソード',
  fullEpisode: 'エピソード全編',
  artist: (show, hosts) => `${show}（出演：${hosts.a}、${hosts.b}）`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['こんにちは、Spielraum ラジオへようこそ！', 'また聴きに来てくれてありがとう。Spielraum ラジオです！'])),
    b(pick(random, ['トムです。隣にはレナがいて、今日も盛りだくさんでお届けします。', 'みなさん、こんにちは。トムです。今日はレナと一緒に、すごくいいテーマでお話しします。'])),
    a(`今日のテーマは、${quote(QUOTES, title)}です。`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['届いたリクエストを読んでみて。', 'それで、どんな内容なの？'])), a(`リクエストはこちらです。${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${list(keywords)}、それは聞き逃せないね。`, `${list(keywords)}って聞いたら、もう気になって仕方ないよ。`])));
    lines.push(a(ja.moods[mood][0]), b(ja.moods[mood][1]));
    lines.push(a(pick(random, ['みなさんの感想も、ぜひコメントで教えてください。', 'コミュニティのみんながどう思うか、楽しみだな。'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['今 Spielraum で何が人気か、見てみよう。', 'サイトのトレンドをチェックする時間だよ。'])),
      a(`今いちばん人気なのは、${list(games.slice(0, 3).map((game) => game.name))}。`),
      b(top.categories.length > 0 ? `${top.name}は${list(top.categories.slice(0, 2))}のゲームで、今の気分にぴったりだね。` : `${top.name}は、今週ぼくも遊んだよ。`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['コミュニティから新しいクリップも届いてるよ。', 'クリップのほうも、いろいろ動きがあったよ。']))];
    lines.push(b(`たとえば、${first!.creator}さんの${quote(QUOTES, first!.title)}。`));
    if (second) lines.push(a(`それから、${second.creator}さんの${quote(QUOTES, second.title)}も、ぜひ見てみて。`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['最後に、今やっているプレゼント企画を紹介するね。', '最後にひとつおすすめ。プレゼント企画だよ。'])),
      a(first.game ? `${first.game}のプレゼントは、${first.prize}です。` : `プレゼントは、${first.prize}です。`),
      b(giveaways.length > 1 ? `今は全部で${giveaways.length}件のプレゼント企画をやってるよ。チェックしてみてね。` : 'プレゼント企画のページから、ワンクリックで参加できるよ。'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['今日はここまで。聴いてくれてありがとう！', 'というわけで、今回のエピソードはここまでです。'])),
    b(pick(random, ['また次回、Spielraum で会おうね。バイバイ！', 'それじゃあ、また次回お会いしましょう。バイバイ！'])),
  ],
};
