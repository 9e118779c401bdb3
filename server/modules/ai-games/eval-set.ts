import type { Language } from '../../../common/constants';
import type { AiGenre, AiGoalKind, AiTheme } from '../../../common/rules/ai-games';

// The evaluation set of the offline game maker (`npm run eval:ai-games`): descriptions in all interface
// languages with what the generated game must contain. Figures are ids of ai-lexicon/figures.json; items and
// hazards must match as sets (nothing missing, nothing invented). The held-out part was written together with
// the rest but never used to tune the lexicons: it shows how the reader does on wordings it was not fitted to.

export interface AiEvalExpectation {
  /** The template, or the templates that fit equally well. */
  genre: AiGenre | AiGenre[];
  player: string;
  items: string[];
  hazards: string[];
  theme?: AiTheme;
  goal?: { kind: AiGoalKind; target?: number };
  lives?: number;
  timeLimit?: number;
}

export interface AiEvalCase {
  lang: Language;
  text: string;
  expect: AiEvalExpectation;
  heldOut?: boolean;
}

export const AI_EVAL_SET: AiEvalCase[] = [
  // German
  { lang: 'de', text: 'Ein Eichhörnchen sammelt Nüsse und weicht Ästen aus, 40 Punkte', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'de', text: 'Ein neonfarbenes Rennauto rast durch die Neonstadt und weicht anderen Autos aus', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'de', text: 'Eine Katze flieht vor Hunden durch die Stadt und sammelt Fische, drei Leben', expect: { genre: ['catcher', 'runner'], player: 'cat', items: ['fish'], hazards: ['dog'], theme: 'city', lives: 3 } },
  { lang: 'de', text: 'Ein Pinguin rutscht übers Eis, sammelt 30 Fische in 60 Sekunden und meidet Eisbären', expect: { genre: 'catcher', player: 'penguin', items: ['fish'], hazards: ['polarbear'], theme: 'ice', goal: { kind: 'collect', target: 30 }, timeLimit: 60 } },
  { lang: 'de', text: 'Ein Raumschiff verteidigt die Erde gegen Aliens, besiege vierzig Aliens', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['alien'], theme: 'space', goal: { kind: 'defeat', target: 40 } } },
  { lang: 'de', text: 'Ein Frosch hüpft über Plattformen im Sumpf und sammelt Fliegen, 25 Punkte', expect: { genre: 'platformer', player: 'frog', items: ['fly'], hazards: [], theme: 'forest', goal: { kind: 'score', target: 25 } } },
  { lang: 'de', text: 'Ein Ritter sucht im Labyrinth der Burg den Ausgang und meidet die Geister', expect: { genre: 'maze', player: 'knight', items: [], hazards: ['ghost'], theme: 'castle', goal: { kind: 'reach' } } },
  { lang: 'de', text: 'Eine Biene sammelt Honig im Garten und weicht Wespen aus, zweiundzwanzig Punkte', expect: { genre: 'catcher', player: 'bee', items: ['honey'], hazards: ['wasp'], theme: 'garden', goal: { kind: 'score', target: 22 } } },
  { lang: 'de', text: 'Überlebe 90 Sekunden als Astronautin im Weltraum, während Meteoriten herabfallen', expect: { genre: ['catcher', 'racer'], player: 'astronaut', items: [], hazards: ['meteor'], theme: 'space', goal: { kind: 'time', target: 90 } } },
  { lang: 'de', text: 'Ein Fisch schwimmt unter Wasser, frisst Perlen und weicht Haien und Quallen aus, 5 Leben', expect: { genre: 'catcher', player: 'fish', items: ['pearl'], hazards: ['shark', 'jellyfish'], theme: 'ocean', lives: 5 } },
  { lang: 'de', text: 'Eine Schlange frisst Äpfel im Garten und wird immer länger, 30 Punkte', expect: { genre: 'snake', player: 'snake', items: ['apple'], hazards: [], theme: 'garden', goal: { kind: 'score', target: 30 } } },
  { lang: 'de', text: 'Ein Motorrad fährt durch die Wüste und weicht Kakteen und Steinen aus, bis 500 Punkte', expect: { genre: 'racer', player: 'motorbike', items: [], hazards: ['cactus', 'rock'], theme: 'desert', goal: { kind: 'score', target: 500 } } },
  { lang: 'de', text: 'Ein Hase rennt endlos durch den Wald und springt über Baumstämme', expect: { genre: 'runner', player: 'rabbit', items: [], hazards: ['log'], theme: 'forest' } },
  { lang: 'de', text: 'Ein Roboter sammelt Batterien in einer Neonstadt, ohne von Lasern getroffen zu werden', expect: { genre: 'catcher', player: 'robot', items: ['battery'], hazards: ['laser'], theme: 'neon' } },
  // English
  { lang: 'en', text: 'A squirrel collects nuts and dodges falling branches, 40 points', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'en', text: 'A neon race car speeds through a neon city, avoiding other cars', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'en', text: 'Play as a fox in the forest: catch twenty mice and avoid the wolves, 3 lives', expect: { genre: 'catcher', player: 'fox', items: ['mouse'], hazards: ['wolf'], theme: 'forest', goal: { kind: 'collect', target: 20 }, lives: 3 } },
  { lang: 'en', text: 'A spaceship shoots down asteroids in space, score 50 points', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['asteroid'], theme: 'space', goal: { kind: 'score', target: 50 } } },
  { lang: 'en', text: 'Survive for two minutes as a penguin dodging snowballs on the ice', expect: { genre: ['catcher', 'runner'], player: 'penguin', items: [], hazards: ['snowball'], theme: 'ice', goal: { kind: 'time', target: 120 } } },
  { lang: 'en', text: 'A knight escapes a haunted maze full of ghosts in a castle', expect: { genre: 'maze', player: 'knight', items: [], hazards: ['ghost'], theme: 'castle' } },
  { lang: 'en', text: 'A turtle swims underwater collecting shells while avoiding sharks, 5 lives', expect: { genre: 'catcher', player: 'turtle', items: ['shell'], hazards: ['shark'], theme: 'ocean', lives: 5 } },
  { lang: 'en', text: 'A monkey jumps between platforms in the jungle and collects bananas', expect: { genre: 'platformer', player: 'monkey', items: ['banana'], hazards: [], theme: 'forest' } },
  { lang: 'en', text: 'A bee collects flowers in the garden and avoids spiders, 30 points within 90 seconds', expect: { genre: 'catcher', player: 'bee', items: ['flower'], hazards: ['spider'], theme: 'garden', goal: { kind: 'score', target: 30 }, timeLimit: 90 } },
  { lang: 'en', text: 'A hungry worm eats apples and grows longer, 15 points', expect: { genre: 'snake', player: 'worm', items: ['apple'], hazards: [], goal: { kind: 'score', target: 15 } } },
  { lang: 'en', text: 'A pirate ship sails the ocean, collects gold coins and dodges rocks', expect: { genre: ['racer', 'catcher'], player: 'ship', items: ['coin'], hazards: ['rock'], theme: 'ocean' } },
  { lang: 'en', text: 'Drive a police car through the city, catch 25 coins and avoid traffic cones', expect: { genre: 'racer', player: 'policecar', items: ['coin'], hazards: ['cone'], theme: 'city', goal: { kind: 'collect', target: 25 } } },
  // Spanish
  { lang: 'es', text: 'Una ardilla recoge nueces en el bosque y esquiva las ramas, 40 puntos', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'es', text: 'Un coche de carreras corre por una ciudad de neón y esquiva otros coches', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'es', text: 'Un astronauta sobrevive noventa segundos en el espacio esquivando meteoritos', expect: { genre: ['catcher', 'racer'], player: 'astronaut', items: [], hazards: ['meteor'], theme: 'space', goal: { kind: 'time', target: 90 } } },
  { lang: 'es', text: 'Un pez nada bajo el agua, come perlas y huye de los tiburones, tres vidas', expect: { genre: 'catcher', player: 'fish', items: ['pearl'], hazards: ['shark'], theme: 'ocean', lives: 3 } },
  // French
  { lang: 'fr', text: 'Un écureuil ramasse des noisettes dans la forêt et évite les branches, 40 points', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'fr', text: 'Une voiture de course fonce dans une ville néon et évite les autres voitures', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'fr', text: 'Un chevalier combat des dragons dans un château, il faut vaincre vingt dragons', expect: { genre: 'shooter', player: 'knight', items: [], hazards: ['dragon'], theme: 'castle', goal: { kind: 'defeat', target: 20 } } },
  { lang: 'fr', text: 'Un lapin saute sur des plateformes dans le jardin et ramasse des carottes, trois vies', expect: { genre: 'platformer', player: 'rabbit', items: ['carrot'], hazards: [], theme: 'garden', lives: 3 } },
  // Portuguese
  { lang: 'pt', text: 'Um esquilo coleta nozes na floresta e desvia dos galhos, 40 pontos', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'pt', text: 'Um carro de corrida acelera por uma cidade neon e desvia de outros carros', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'pt', text: 'Um gato foge dos cachorros na cidade e pega peixes, cinco vidas', expect: { genre: ['catcher', 'runner'], player: 'cat', items: ['fish'], hazards: ['dog'], theme: 'city', lives: 5 } },
  { lang: 'pt', text: 'Uma nave espacial atira em alienígenas no espaço, 30 pontos', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['alien'], theme: 'space', goal: { kind: 'score', target: 30 } } },
  // Russian
  { lang: 'ru', text: 'Белка собирает орехи в лесу и уворачивается от веток, 40 очков', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'ru', text: 'Гоночная машина мчится по неоновому городу и объезжает другие машины', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'ru', text: 'Пингвин собирает рыбу на льду и избегает белых медведей, три жизни', expect: { genre: 'catcher', player: 'penguin', items: ['fish'], hazards: ['polarbear'], theme: 'ice', lives: 3 } },
  { lang: 'ru', text: 'Космический корабль стреляет по пришельцам в космосе, пятьдесят очков', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['alien'], theme: 'space', goal: { kind: 'score', target: 50 } } },
  // Arabic
  { lang: 'ar', text: 'سنجاب يجمع البندق في الغابة ويتفادى الأغصان، 40 نقطة', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'ar', text: 'سيارة سباق تنطلق في مدينة النيون وتتجنب السيارات الأخرى', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'ar', text: 'قطة تجمع الأسماك في المدينة وتهرب من الكلاب، ثلاثة أرواح', expect: { genre: ['catcher', 'runner'], player: 'cat', items: ['fish'], hazards: ['dog'], theme: 'city', lives: 3 } },
  { lang: 'ar', text: 'سفينة فضاء تطلق النار على الكائنات الفضائية في الفضاء، 30 نقطة', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['alien'], theme: 'space', goal: { kind: 'score', target: 30 } } },
  // Hindi
  { lang: 'hi', text: 'एक गिलहरी जंगल में मेवे इकट्ठा करती है और टहनियों से बचती है, 40 अंक', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'hi', text: 'एक रेसिंग कार नियॉन शहर में दौड़ती है और दूसरी कारों से बचती है', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'hi', text: 'एक मछली समुद्र के अंदर मोती इकट्ठा करती है और शार्क से बचती है, तीन जान', expect: { genre: 'catcher', player: 'fish', items: ['pearl'], hazards: ['shark'], theme: 'ocean', lives: 3 } },
  { lang: 'hi', text: 'एक अंतरिक्ष यान अंतरिक्ष में एलियंस पर गोली चलाता है, पचास अंक', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['alien'], theme: 'space', goal: { kind: 'score', target: 50 } } },
  // Japanese
  { lang: 'ja', text: 'リスが森で木の実を集めて、枝をよける。40点', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'ja', text: 'レースカーがネオンの街を走り、ほかの車をよける', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'ja', text: 'ペンギンが氷の上で魚を30匹集める。制限時間は60秒', expect: { genre: 'catcher', player: 'penguin', items: ['fish'], hazards: [], theme: 'ice', goal: { kind: 'collect', target: 30 }, timeLimit: 60 } },
  { lang: 'ja', text: '宇宙船が宇宙でエイリアンを撃つ、ライフは3つ', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['alien'], theme: 'space', lives: 3 } },
  // Chinese (simplified)
  { lang: 'zhCN', text: '一只松鼠在森林里收集坚果，躲避树枝，40分', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'zhCN', text: '一辆赛车在霓虹城市里飞驰，躲避其他汽车', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'zhCN', text: '一条蛇在花园里吃苹果，越来越长，目标30分', expect: { genre: 'snake', player: 'snake', items: ['apple'], hazards: [], theme: 'garden', goal: { kind: 'score', target: 30 } } },
  { lang: 'zhCN', text: '宇宙飞船在太空中射击外星人，三条命', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['alien'], theme: 'space', lives: 3 } },
  // Chinese (traditional)
  { lang: 'zhTW', text: '一隻松鼠在森林裡收集堅果，躲避樹枝，40分', expect: { genre: 'catcher', player: 'squirrel', items: ['nut'], hazards: ['branch'], theme: 'forest', goal: { kind: 'score', target: 40 } } },
  { lang: 'zhTW', text: '一輛賽車在霓虹城市裡飛馳，閃避其他汽車', expect: { genre: 'racer', player: 'racecar', items: [], hazards: ['car'], theme: 'neon' } },
  { lang: 'zhTW', text: '一隻兔子在花園裡跳上平台，收集紅蘿蔔，五條命', expect: { genre: 'platformer', player: 'rabbit', items: ['carrot'], hazards: [], theme: 'garden', lives: 5 } },
  { lang: 'zhTW', text: '太空船在太空中射擊外星人，撐過六十秒', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['alien'], theme: 'space', goal: { kind: 'time', target: 60 } } },

  // Held out: never used to tune the lexicons.
  { lang: 'de', heldOut: true, text: 'Als Maus sammelst du Käse in der Küche und passt auf die Katze auf, 15 Käsestücke', expect: { genre: 'catcher', player: 'mouse', items: ['cheese'], hazards: ['cat'], goal: { kind: 'collect', target: 15 } } },
  { lang: 'de', heldOut: true, text: 'Ein Drache fliegt über die Lavawelt und schießt auf Ritter, 60 Sekunden', expect: { genre: 'shooter', player: 'dragon', items: [], hazards: ['knight'], theme: 'lava', goal: { kind: 'time', target: 60 } } },
  { lang: 'en', heldOut: true, text: 'You are a hedgehog collecting apples in a garden; stay away from the foxes. Ten apples to win.', expect: { genre: 'catcher', player: 'hedgehog', items: ['apple'], hazards: ['fox'], theme: 'garden', goal: { kind: 'collect', target: 10 } } },
  { lang: 'en', heldOut: true, text: 'An endless runner where a ninja leaps over spikes on neon rooftops', expect: { genre: 'runner', player: 'ninja', items: [], hazards: ['spike'], theme: 'neon' } },
  { lang: 'es', heldOut: true, text: 'Un gato recoge peces en la ciudad y evita a los perros, treinta puntos', expect: { genre: 'catcher', player: 'cat', items: ['fish'], hazards: ['dog'], theme: 'city', goal: { kind: 'score', target: 30 } } },
  { lang: 'es', heldOut: true, text: 'Una nave espacial dispara a los asteroides en el espacio, cinco vidas', expect: { genre: 'shooter', player: 'spaceship', items: [], hazards: ['asteroid'], theme: 'space', lives: 5 } },
  { lang: 'fr', heldOut: true, text: 'Une abeille butine des fleurs dans le jardin et évite les guêpes, cinquante points', expect: { genre: 'catcher', player: 'bee', items: ['flower'], hazards: ['wasp'], theme: 'garden', goal: { kind: 'score', target: 50 } } },
  { lang: 'fr', heldOut: true, text: 'Un pingouin glisse sur la glace et ramasse des poissons, trois vies', expect: { genre: 'catcher', player: 'penguin', items: ['fish'], hazards: [], theme: 'ice', lives: 3 } },
  { lang: 'pt', heldOut: true, text: 'Uma tartaruga nada no fundo do mar, pega conchas e foge dos tubarões, 20 pontos', expect: { genre: 'catcher', player: 'turtle', items: ['shell'], hazards: ['shark'], theme: 'ocean', goal: { kind: 'score', target: 20 } } },
  { lang: 'pt', heldOut: true, text: 'Um cavaleiro procura a saída do labirinto no castelo e evita os fantasmas', expect: { genre: 'maze', player: 'knight', items: [], hazards: ['ghost'], theme: 'castle' } },
  { lang: 'ru', heldOut: true, text: 'Лиса собирает ягоды в лесу и убегает от волков, тридцать очков', expect: { genre: 'catcher', player: 'fox', items: ['berry'], hazards: ['wolf'], theme: 'forest', goal: { kind: 'score', target: 30 } } },
  { lang: 'ru', heldOut: true, text: 'Робот едет по неоновому городу, собирает батарейки и объезжает конусы', expect: { genre: ['racer', 'catcher'], player: 'robot', items: ['battery'], hazards: ['cone'], theme: 'neon' } },
  { lang: 'ar', heldOut: true, text: 'أرنب يقفز على المنصات في الحديقة ويجمع الجزر، خمسة أرواح', expect: { genre: 'platformer', player: 'rabbit', items: ['carrot'], hazards: [], theme: 'garden', lives: 5 } },
  { lang: 'ar', heldOut: true, text: 'بطريق يجمع السمك على الجليد ويتجنب كرات الثلج، 25 نقطة', expect: { genre: 'catcher', player: 'penguin', items: ['fish'], hazards: ['snowball'], theme: 'ice', goal: { kind: 'score', target: 25 } } },
  { lang: 'hi', heldOut: true, text: 'एक बिल्ली शहर में मछलियाँ पकड़ती है और कुत्तों से बचती है, तीस अंक', expect: { genre: 'catcher', player: 'cat', items: ['fish'], hazards: ['dog'], theme: 'city', goal: { kind: 'score', target: 30 } } },
  { lang: 'hi', heldOut: true, text: 'एक शूरवीर महल की भूलभुलैया से बाहर निकलता है और भूतों से बचता है', expect: { genre: 'maze', player: 'knight', items: [], hazards: ['ghost'], theme: 'castle' } },
  { lang: 'ja', heldOut: true, text: 'ウサギが庭でニンジンを集めて、キツネから逃げる。ライフ3', expect: { genre: 'catcher', player: 'rabbit', items: ['carrot'], hazards: ['fox'], theme: 'garden', lives: 3 } },
  { lang: 'ja', heldOut: true, text: '忍者がネオンの街を走り続けて、トゲを飛び越える', expect: { genre: 'runner', player: 'ninja', items: [], hazards: ['spike'], theme: 'neon' } },
  { lang: 'zhCN', heldOut: true, text: '一只小猫在城市里抓鱼，躲开小狗，三十分', expect: { genre: 'catcher', player: 'cat', items: ['fish'], hazards: ['dog'], theme: 'city', goal: { kind: 'score', target: 30 } } },
  { lang: 'zhCN', heldOut: true, text: '骑士在城堡的迷宫里寻找出口，避开幽灵', expect: { genre: 'maze', player: 'knight', items: [], hazards: ['ghost'], theme: 'castle' } },
  { lang: 'zhTW', heldOut: true, text: '一隻企鵝在冰上收集魚，閃避雪球，二十五分', expect: { genre: 'catcher', player: 'penguin', items: ['fish'], hazards: ['snowball'], theme: 'ice', goal: { kind: 'score', target: 25 } } },
  { lang: 'zhTW', heldOut: true, text: '一艘海盜船在海上航行，收集金幣，避開岩石，三條命', expect: { genre: ['racer', 'catcher'], player: 'ship', items: ['coin'], hazards: ['rock'], theme: 'ocean', lives: 3 } },
];
