import { a, b, capitalize, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

// Brazilian Portuguese (the voice is pt-br), casual: "você", "a gente", "pra"; Lena speaks in the feminine.

const list = (items: string[]) => joinWith(items, ', ', ' e ');
const QUOTES = ['“', '”'] as const;

export const pt: Phrases = {
  show: 'Rádio Spielraum',
  segmentTitles: { intro: 'Boas-vindas', topic: 'O tema', trending: 'Jogos em alta', clips: 'Clipes novos', giveaways: 'Sorteios', outro: 'Despedida' },
  moods: {
    horror: ['Eu já tô toda arrepiada.', 'Luz apagada, fone no ouvido e, aconteça o que acontecer, não olha pra trás.'],
    racing: ['Aí cada décimo de segundo conta.', 'Pé embaixo na curva e torcer pros pneus aguentarem.'],
    strategy: ['Primeiro planejar, depois construir, e aí perceber que esqueceu das estradas.', 'Cada jogada conta, e a paciência vence.'],
    puzzle: ['Eu adoro aquele momento em que tudo se encaixa de repente.', 'Às vezes ajuda dormir e pensar nisso de novo no dia seguinte.'],
    coop: ['Junto é duas vezes mais divertido, e pelo menos a gente perde em equipe.', 'O importante é alguém assumir o comando e todo mundo ouvir.'],
    retro: ['Pixels, bipes e um recorde que simplesmente não quer cair.', 'Parece uma tarde no fliperama.'],
    shooter: ['Reflexos rápidos, boa comunicação e, por favor, não entra na frente do seu próprio time.', 'Muitas vezes tudo se decide no primeiro meio segundo.'],
    rpg: ['Uma boa história, um mapa cheio de segredos, e lá se foram três horas.', 'Eu leio de verdade cada página de diário que encontro.'],
    cozy: ['Com uma xícara de chá do lado, a noite está salva.', 'Às vezes a gente só precisa de um jogo que não exige nada da gente.'],
    general: ['Tem mais coisa aí do que parece à primeira vista.', 'É exatamente sobre isso que a gente mais gosta de falar aqui.'],
  },
  list,
  newEpisode: 'Novo episódio',
  fullEpisode: 'Episódio completo',
  artist: (show, hosts) => `${show} com ${hosts.a} e ${hosts.b}`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['Olá e bem-vindos à Rádio Spielraum!', 'E aí, que bom que você voltou! Aqui é a Rádio Spielraum!'])),
    b(pick(random, ['Eu sou o Tom, a Lena está aqui comigo, e hoje tem muita coisa pela frente.', 'Oi, pessoal, eu sou o Tom. Eu e a Lena temos um tema muito bom hoje.'])),
    a(`Nosso tema de hoje: ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['Lê pra gente o que mandaram.', 'Então, sobre o que é?'])), a(`O pedido é este: ${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${capitalize(list(keywords))}? Tô dentro.`, `${capitalize(list(keywords))}? Agora você tem toda a minha atenção.`])));
    lines.push(a(pt.moods[mood][0]), b(pt.moods[mood][1]));
    lines.push(a(pick(random, ['Conta pra gente nos comentários o que você acha.', 'Tô curiosa pra saber o que a comunidade acha disso.'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['Vamos ver o que está em alta no Spielraum agora.', 'Hora de dar uma olhada nas tendências do nosso site.'])),
      a(`No topo agora estão: ${list(games.slice(0, 3).map((game) => game.name))}.`),
      b(top.categories.length > 0 ? `${top.name} é ${list(top.categories.slice(0, 2))}, e isso combina muito com o momento.` : `Eu também joguei ${top.name} esta semana.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['E tem clipes novos da comunidade.', 'Nos clipes também rolou muita coisa.']))];
    lines.push(b(`Por exemplo, ${quote(QUOTES, first!.title)}, de ${first!.creator}.`));
    if (second) lines.push(a(`E ${quote(QUOTES, second.title)}, de ${second.creator}, você também precisa ver.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['Antes de ir: tem sorteios rolando.', 'Uma última dica: os sorteios.'])),
      a(first.game ? `Para ${first.game}, o prêmio é: ${first.prize}.` : `O prêmio é: ${first.prize}.`),
      b(giveaways.length > 1 ? `No momento são ${giveaways.length} sorteios. Vale a pena conferir.` : 'Pra participar, é só um clique na página de sorteios.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['Por hoje é só. Obrigada por ouvir!', 'E assim chegamos ao fim deste episódio.'])),
    b(pick(random, ['Até a próxima no Spielraum. Tchau!', 'Se cuida, e a gente se ouve na próxima. Tchau!'])),
  ],
};
