import { a, b, capitalize, joinWith, pick, quote } from './helpers';
import type { Phrases } from './types';

// Lena speaks in the feminine, Tom in the masculine; the listener is "tu", the audience "vous".

const list = (items: string[]) => joinWith(items, ', ', ' et ');
const QUOTES = ['« ', ' »'] as const;

export const fr: Phrases = {
  show: 'Spielraum Radio',
  segmentTitles: { intro: 'Bienvenue', topic: 'Le sujet', trending: 'Jeux tendance', clips: 'Nouveaux clips', giveaways: 'Concours', outro: 'Au revoir' },
  moods: {
    horror: ['J’ai déjà la chair de poule.', 'Lumière éteinte, casque sur les oreilles, et surtout, ne te retourne pas.'],
    racing: ['Là, chaque dixième de seconde compte.', 'Plein gaz dans le virage, en espérant que les pneus tiennent.'],
    strategy: ['D’abord planifier, puis construire, et là, on remarque qu’on a oublié les routes.', 'Chaque coup compte, et c’est la patience qui gagne.'],
    puzzle: ['J’adore le moment où, tout à coup, tout s’éclaire.', 'Parfois, la nuit porte conseil.'],
    coop: ['À plusieurs, c’est deux fois plus drôle, et au moins, on échoue ensemble.', 'L’essentiel, c’est que quelqu’un prenne les commandes et que tout le monde écoute.'],
    retro: ['Des pixels, des bips et un record qui refuse de tomber.', 'On se croirait un après-midi à la salle d’arcade.'],
    shooter: ['Des réflexes rapides, une bonne communication, et s’il te plaît, ne fonce pas dans ta propre équipe.', 'Souvent, tout se joue dans la première demi-seconde.'],
    rpg: ['Une bonne histoire, une carte pleine de secrets, et hop, trois heures ont filé.', 'Je lis vraiment chaque page de journal que je trouve.'],
    cozy: ['Une tasse de thé à côté, et la soirée est sauvée.', 'Parfois, on a juste besoin d’un jeu qui n’attend rien de nous.'],
    general: ['Il y a plus là-dedans qu’on ne le croit au premier abord.', 'C’est exactement le genre de sujet dont on adore parler ici.'],
  },
  list,
  newEpisode: 'Nouvel épisode',
  fullEpisode: 'Épisode complet',
  artist: (show, hosts) => `${show} avec ${hosts.a} et ${hosts.b}`,
  quotes: QUOTES,
  intro: (title, random) => [
    a(pick(random, ['Salut et bienvenue sur Spielraum Radio !', 'Hey, contente de te retrouver. Ici Spielraum Radio !'])),
    b(pick(random, ['Moi, c’est Tom, Lena est avec moi, et on a plein de choses au programme aujourd’hui.', 'Salut tout le monde, moi, c’est Tom. Avec Lena, on a un super sujet aujourd’hui.'])),
    a(`Notre sujet du jour : ${title}.`),
  ],
  topic: (description, keywords, mood, random) => {
    const lines = [b(pick(random, ['Lis-nous ce qu’on nous a envoyé.', 'Alors, de quoi ça parle ?'])), a(`Voici la demande : ${description}`)];
    if (keywords.length > 0) lines.push(b(pick(random, [`${capitalize(list(keywords))} ? Je suis partant tout de suite.`, `${capitalize(list(keywords))} ? Là, tu as toute mon attention.`])));
    lines.push(a(fr.moods[mood][0]), b(fr.moods[mood][1]));
    lines.push(a(pick(random, ['Dites-nous en commentaire ce que vous en pensez.', 'Je suis curieuse de savoir ce qu’en pense la communauté.'])));
    return lines;
  },
  trending: (games, random) => {
    const top = games[0]!;
    return [
      b(pick(random, ['Voyons ce qui est tendance sur Spielraum en ce moment.', 'Place aux tendances sur notre site.'])),
      a(`En tête en ce moment : ${list(games.slice(0, 3).map((game) => game.name))}.`),
      b(top.categories.length > 0 ? `${top.name}, c’est ${list(top.categories.slice(0, 2))}, et ça tombe vraiment bien en ce moment.` : `Moi aussi, j’ai joué à ${top.name} cette semaine.`),
    ];
  },
  clips: (clips, random) => {
    const [first, second] = clips;
    const lines = [a(pick(random, ['Et il y a de nouveaux clips de la communauté.', 'Côté clips aussi, il s’est passé pas mal de choses.']))];
    lines.push(b(`Par exemple ${quote(QUOTES, first!.title)} de ${first!.creator}.`));
    if (second) lines.push(a(`Et ${quote(QUOTES, second.title)} de ${second.creator}, ça vaut aussi le coup d’œil.`));
    return lines;
  },
  giveaways: (giveaways, random) => {
    const first = giveaways[0]!;
    return [
      b(pick(random, ['Avant de partir : il y a des concours en cours.', 'Un dernier conseil pour la route : les concours.'])),
      a(first.game ? `À gagner pour ${first.game} : ${first.prize}.` : `À gagner : ${first.prize}.`),
      b(giveaways.length > 1 ? `En ce moment, il y a ${giveaways.length} concours. Ça vaut le coup d’y jeter un œil.` : 'Pour participer, un clic suffit sur la page des concours.'),
    ];
  },
  outro: (random) => [
    a(pick(random, ['C’est tout pour aujourd’hui. Merci de nous avoir écoutés !', 'Et voilà, c’est déjà la fin de cet épisode.'])),
    b(pick(random, ['À la prochaine sur Spielraum. Salut !', 'Prenez soin de vous, et on se retrouve la prochaine fois. Salut !'])),
  ],
};
