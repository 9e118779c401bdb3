import { a, b, capitalize, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

// Neutral Spanish (for Spain and Latin America): the listener is "tú", no "vosotros"/"ustedes" forms.

const list = (items: string[]) => joinWith(items, ', ', ' y ');
const QUOTES = ['«', '»'] as const;

export const es: Phrases = {
  show: 'Radio Spielraum',
  segmentTitles: { intro: 'Bienvenida', topic: 'El tema', trending: 'Juegos en tendencia', clips: 'Clips nuevos', giveaways: 'Sorteos', outro: 'Despedida' },
  moods: {
    horror: ['Ya se me pone la piel de gallina.', 'Luces apagadas, auriculares puestos y, sobre todo, no mires atrás.'],
    racing: ['Ahí cuenta cada décima de segundo.', 'A fondo en la curva y a rezar para que aguanten los neumáticos.'],
    strategy: ['Primero planificas, luego construyes y después te das cuenta de que olvidaste las carreteras.', 'Cada movimiento cuenta, y la paciencia gana.'],
    puzzle: ['Me encanta ese momento en que de repente todo encaja.', 'A veces ayuda consultarlo con la almohada.'],
    coop: ['En compañía es el doble de divertido, y por lo menos fracasas en equipo.', 'Lo importante es que alguien tome el mando y que todos escuchen.'],
    retro: ['Píxeles, pitidos y un récord que no hay manera de batir.', 'Es como pasar una tarde en una sala de arcade.'],
    shooter: ['Reflejos rápidos, buena comunicación y, por favor, no te cruces delante de tu propio equipo.', 'Muchas veces todo se decide en el primer medio segundo.'],
    rpg: ['Una buena historia, un mapa lleno de secretos, y ya se te han ido tres horas.', 'Yo de verdad leo cada página de diario que encuentro.'],
    cozy: ['Con una taza de té al lado, la noche está salvada.', 'A veces solo necesitas un juego que no te pida nada.'],
    general: ['Aquí hay más de lo que parece a primera vista.', 'Justo de esto es de lo que más nos gusta hablar aquí.'],
  },
  list,
  newEpisode: 'Nuevo episodio',
  fullEpisode: 'Episodio completo',
  artist: (show, hosts) => `${show} con ${hosts.a} y ${hosts.b}`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['¡Hola y bienvenidos a Radio Spielraum!', '¡Hey, qué bien que vuelvas a escucharnos! Esto es Radio Spielraum.'])),
    b(pick(random, ['Soy Tom, conmigo está Lena, y hoy tenemos muchas cosas preparadas.', 'Hola a todos, soy Tom. Lena y yo tenemos hoy un tema buenísimo.'])),
    a(`Nuestro tema de hoy: ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['Léenos lo que nos han enviado.', '¿De qué se trata exactamente?'])), a(`La petición dice así: ${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${capitalize(list(keywords))}: ahí me apunto.`, `${capitalize(list(keywords))}: ahora sí tienes toda mi atención.`])));
    lines.push(a(es.moods[mood][0]), b(es.moods[mood][1]));
    lines.push(a(pick(random, ['Cuéntanos en los comentarios qué opinas.', 'Tengo curiosidad por saber qué opina la comunidad.'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['Veamos qué es tendencia ahora mismo en Spielraum.', 'Hora de echar un vistazo a las tendencias de nuestra web.'])),
      a(`En lo más alto ahora mismo: ${list(games.slice(0, 3).map((game) => game.name))}.`),
      b(top.categories.length > 0 ? `${top.name} es ${list(top.categories.slice(0, 2))}, y eso encaja muy bien ahora mismo.` : `Yo también jugué a ${top.name} esta semana.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['Y hay clips nuevos de la comunidad.', 'En los clips también han pasado muchas cosas.']))];
    lines.push(b(`Por ejemplo, ${quote(QUOTES, first!.title)} de ${first!.creator}.`));
    if (second) lines.push(a(`Y ${quote(QUOTES, second.title)} de ${second.creator} también merece la pena verlo.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['Antes de irnos: hay sorteos en marcha.', 'Un último consejo: los sorteos.'])),
      a(first.game ? `Para ${first.game} se sortea esto: ${first.prize}.` : `Se sortea esto: ${first.prize}.`),
      b(giveaways.length > 1 ? `Ahora mismo hay ${giveaways.length} sorteos. Vale la pena echar un vistazo.` : 'Para participar basta un clic en la página de sorteos.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['Eso es todo por hoy. ¡Gracias por escucharnos!', 'Y con esto llegamos al final de este episodio.'])),
    b(pick(random, ['¡Nos vemos la próxima vez en Spielraum! ¡Chao!', 'Cuídate mucho, y nos escuchamos la próxima vez. ¡Adiós!'])),
  ],
};
