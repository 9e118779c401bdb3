import type { CorpusTranslation } from './translation';

export const fr: CorpusTranslation = {
  texts: {
    dontKnow: 'Désolé, je ne le sais pas avec certitude. Écris à notre équipe via le formulaire de contact : une personne t’aidera.',
    contactForm: 'Formulaire de contact',
    unavailable: 'Désolé, l’assistant n’est pas disponible pour le moment. Écris-nous à {email}.',
    darkModeOn: 'D’accord, j’active le mode sombre.',
    darkModeLink: 'Activer le mode sombre',
    lightModeOn: 'D’accord, j’active le mode clair.',
    lightModeLink: 'Activer le mode clair',
    searching: 'Je recherche « {term} ».',
    searchLink: 'Rechercher « {term} »',
  },
  entries: {
    feed: {
      keywords: 'feed fil accueil vidéos clips courtes regarder scroller défiler pour toi recommandations',
      answer: 'Sur la page d’accueil, tu trouves ton feed de vidéos courtes : « Pour toi » te propose des clips selon tes j’aime et tes jeux, « Abonnements » les clips des personnes que tu suis.',
      links: ['Aller au feed'],
    },
    'feed-following': {
      keywords: 'abonnements abonné abonnés suivre suivi suivis désabonner follow followers créateurs onglet',
      answer: 'Suis des personnes avec le bouton « Suivre » sur leur profil. Leurs clips apparaissent ensuite dans l’onglet « Abonnements » de la page d’accueil.',
      links: ['Aller au feed'],
    },
    explore: {
      keywords: 'explorer découvrir tendances populaires nouveaux clips nouveautés communauté viral buzz trending',
      answer: 'Dans « Explorer », tu trouves les clips, les jeux et les tendances populaires de la communauté.',
      links: ['Explorer'],
    },
    upload: {
      keywords: 'mettre en ligne publier vidéo clip poster partager upload uploader envoyer créer une publication',
      answer: 'Mets une vidéo en ligne via « Mettre en ligne » (200 Mo et 3 minutes maximum). Tu as besoin d’un compte avec une adresse e-mail confirmée.',
      links: ['Mettre en ligne une vidéo'],
    },
    'upload-processing': {
      keywords: 'vidéo traitement en cours long lent échec échoué erreur format mp4 bloqué conversion',
      answer: 'Après la mise en ligne, ta vidéo passe en traitement ; tu suis l’avancement dans le studio, sous « Contenus ». En cas d’échec, la raison y apparaît.',
      links: ['Mes contenus'],
    },
    'likes-comments': {
      keywords: 'aime like liker aimer cœur coeur commentaire réponse répondre bulle likes réagir',
      answer: 'Touche le cœur pour aimer un clip et la bulle pour lire et écrire des commentaires.',
      links: ['Aller au feed'],
    },
    history: {
      keywords: 'historique vidéos vues déjà vu voir regardé regardées récemment revoir clips regardés',
      answer: 'Les clips que tu as regardés récemment se trouvent dans ton historique.',
      links: ['Historique'],
    },
    studio: {
      keywords: 'studio tableau de bord dashboard statistiques stats vues créateur contenus gérer analyses mes vidéos',
      answer: 'Dans le studio, tu vois en tant que créateur tes vues et tes statistiques, et tu gères tes clips et tes jeux.',
      links: ['Tableau de bord du studio', 'Contenus'],
    },
    games: {
      keywords: 'jeux catalogue catalogue de jeux catégories genres trouver un jeu parcourir trier populaires note jeux vidéo',
      answer: 'Dans le catalogue de jeux, tu parcours les catégories, tu tries par popularité, nouveauté ou note, et tu trouves des jeux jouables dans le navigateur.',
      links: ['Catalogue de jeux'],
    },
    'play-browser': {
      keywords: 'jouer dans le navigateur navigateur jouer maintenant lancer un jeu jeu navigateur téléchargement sandbox en ligne gratuit',
      answer: 'Beaucoup de jeux tournent directement dans le navigateur : ouvre la page d’un jeu et touche « Jouer dans le navigateur ». Ces jeux tournent isolés dans une sandbox ; dans le catalogue, le filtre « Jouable dans le navigateur » affiche uniquement ceux-là.',
      links: ['Jeux dans le navigateur', 'Catalogue de jeux'],
    },
    'play-page': {
      keywords: 'mes jeux continuer à jouer reprendre joués récemment derniers jeux recommandations favoris bibliothèque',
      answer: 'Dans « Mes jeux », tu retrouves tes derniers jeux, tes favoris, des recommandations et les nouveautés de tes favoris.',
      links: ['Mes jeux'],
    },
    favourites: {
      keywords: 'favoris favori garder sauvegarder cœur coeur enregistrer jeux enregistrés mes favoris jeux préférés',
      answer: 'Sur la page d’un jeu, touche « Garder » (le cœur). Tes jeux favoris se trouvent dans « Mes jeux » et sur ton profil ; leurs mises à jour, dans « Mises à jour ».',
      links: ['Mes jeux', 'Catalogue de jeux'],
    },
    'age-rating': {
      keywords: 'usk âge classification pegi 18 ans mineurs protection des mineurs vérification interdit majeur',
      answer: 'Les jeux portent une classification USK (par exemple USK 12). Avant de lancer un jeu avec une classification plus élevée, Spielraum te demande ton âge.',
      links: ['Catalogue de jeux'],
    },
    'game-rating': {
      keywords: 'noter note notation étoiles avis critique évaluer évaluation jeu',
      answer: 'Sur la page d’un jeu, tu peux le noter avec des étoiles.',
      links: ['Catalogue de jeux'],
    },
    updates: {
      keywords: 'mises à jour mise à jour actualités nouveautés patch notes de patch changelog news updates',
      answer: 'Dans « Mises à jour », tu lis les actualités que les développeurs publient sur leurs jeux.',
      links: ['Mises à jour', 'Mises à jour des jeux'],
    },
    'updates-create': {
      keywords: 'écrire une mise à jour publier développeur notes de patch créer annoncer changelog update',
      answer: 'En tant que créateur, tu publies une mise à jour pour ton jeu via « Écrire une mise à jour ».',
      links: ['Écrire une mise à jour'],
    },
    'game-upload': {
      keywords: 'publier un jeu mettre en ligne mon jeu développeur créer un jeu indé build navigateur zip index html couverture',
      answer: 'Crée tes propres jeux via « Créer un jeu ». Ensuite, tu ajoutes une couverture et – si le jeu tourne dans le navigateur – sa version web : un ZIP avec un index.html, 50 Mo maximum.',
      links: ['Créer un jeu'],
    },
    'ai-game': {
      keywords: 'ia intelligence artificielle générer un jeu créer un jeu avec ia générateur texte atelier',
      answer: 'Dans l’« Atelier IA », tu décris un jeu en une phrase et Spielraum en fait un jeu jouable dans le navigateur.',
      links: ['Atelier IA'],
    },
    'ai-podcast': {
      keywords: 'podcast créer générer ia voix voix off audio épisode intelligence artificielle',
      answer: 'Dans l’« Atelier IA », tu crées un podcast à deux voix à partir d’une description.',
      links: ['Atelier IA'],
    },
    giveaways: {
      keywords: 'concours giveaway participer gagner lot lots tirage au sort tombola inscription graine',
      answer: 'Participe aux concours en cours avec « Participer » ; tes participations et tes gains se trouvent dans « Mes participations ». Chaque tirage peut être vérifié grâce à la graine publiée.',
      links: ['Concours', 'Mes participations'],
    },
    'giveaways-own': {
      keywords: 'créer un concours organiser lancer mon concours mes concours tirage au sort giveaway lot',
      answer: 'Lance un concours pour ton propre jeu dans « Mes concours » : indique le lot, le nombre de lots et la date de fin – le tirage au sort se fait automatiquement.',
      links: ['Mes concours'],
    },
    leaderboard: {
      keywords: 'classement ranking leaderboard place rang points top créateurs meilleurs palmarès',
      answer: 'Le classement montre les créateurs dont les jeux ont été les plus joués, mis en favori et aimés cette semaine, ce mois-ci ou depuis toujours.',
      links: ['Classement'],
    },
    profile: {
      keywords: 'profil mon profil photo de profil avatar bio description modifier changer image',
      answer: 'Ton profil montre tes clips, tes favoris et tes amis. Tu modifies ta photo de profil et ta description dans les paramètres.',
      links: ['Paramètres'],
    },
    username: {
      keywords: 'nom utilisateur pseudo pseudonyme changer de nom renommer identifiant surnom',
      answer: 'Modifie ton nom d’utilisateur dans les paramètres, sous « Mon compte ».',
      links: ['Paramètres du compte'],
    },
    password: {
      keywords: 'mot de passe changer modifier oublié réinitialiser récupérer mdp password',
      answer: 'Modifie ton mot de passe sous « Mon compte » dans les paramètres. Si tu l’as oublié, utilise « Mot de passe oublié » au moment de te connecter.',
      links: ['Paramètres du compte'],
    },
    'email-verify': {
      keywords: 'confirmer e-mail email mail vérifier vérification lien de confirmation reçu renvoyer adresse',
      answer: 'Après ton inscription, tu reçois un e-mail avec un lien de confirmation. Tu peux le redemander sur la page « Confirmer ton e-mail ».',
      links: ['Confirmer ton e-mail'],
    },
    signup: {
      keywords: 'inscrire inscription créer un compte connecter connexion login google nouveau compte',
      answer: 'Inscris-toi avec ton adresse e-mail ou avec Google. Ensuite, tu confirmes ton e-mail et tu choisis ta langue.',
      links: ['Bienvenue'],
    },
    friends: {
      keywords: 'amis ami demande ami ajouter liste amis amitié accepter invitation',
      answer: 'Envoie des demandes d’ami depuis un profil ; accepte-les et gère-les dans « Amis ».',
      links: ['Amis'],
    },
    groups: {
      keywords: 'groupe groupes discussion de groupe chat de groupe créer un groupe plusieurs personnes',
      answer: 'Dans les groupes, tu discutes avec plusieurs personnes à la fois. Crée un groupe depuis tes messages.',
      links: ['Messages'],
    },
    chat: {
      keywords: 'chat messages message privé mp dm discussion discussions écrire envoyer conversation messagerie',
      answer: 'Les messages privés et les discussions de groupe se trouvent dans « Messages ».',
      links: ['Messages'],
    },
    encryption: {
      keywords: 'chiffrement chiffré chiffrées cryptage crypté bout en bout sécurisé sécurité privé lire espionner',
      answer: 'Les discussions privées sont chiffrées de bout en bout : seuls toi et tes interlocuteurs pouvez les lire.',
      links: ['Messages', 'Confidentialité'],
    },
    forum: {
      keywords: 'forum forums sujet sujets discussion fil débat message poser une question communauté',
      answer: 'Dans le forum, tu discutes de différents sujets ; lance un nouveau sujet avec « Créer un sujet ».',
      links: ['Forums', 'Créer un sujet'],
    },
    notifications: {
      keywords: 'notifications notification notif alertes push cloche désactiver rappels',
      answer: 'Choisis les notifications que tu reçois dans les paramètres, sous « Notifications ».',
      links: ['Notifications'],
    },
    'privacy-settings': {
      keywords: 'confidentialité vie privée privé profil privé visibilité voir voit public masquer activité cacher',
      answer: 'Décide qui voit ton profil et ton activité dans les paramètres, sous « Confidentialité ».',
      links: ['Confidentialité'],
    },
    'privacy-policy': {
      keywords: 'protection des données politique de confidentialité données rgpd données personnelles stockées',
      answer: 'La politique de confidentialité explique comment nous traitons tes données.',
      links: ['Politique de confidentialité'],
    },
    cookies: {
      keywords: 'cookies cookie bannière consentement accepter refuser traçage tracking statistiques',
      answer: 'Tu peux modifier ton consentement aux cookies à tout moment sur la page des cookies.',
      links: ['Cookies'],
    },
    block: {
      keywords: 'bloquer blocage utilisateur bloqué bloqués harcèlement harceleur débloquer importuner',
      answer: 'Sur un profil, choisis « Bloquer » dans le menu ; les personnes bloquées ne peuvent plus te contacter.',
      links: ['Amis'],
    },
    mute: {
      keywords: 'masquer mute muter masqué masqués cacher ignorer sourdine clips masqués',
      answer: 'Avec « Masquer » sur un profil, tu ne vois plus les clips de cette personne, sans la bloquer.',
      links: ['Aller au feed'],
    },
    report: {
      keywords: 'signaler signalement violation inapproprié spam abus contenu choquant report',
      answer: 'Signale les clips, commentaires ou profils inappropriés avec « Signaler » dans leur menu. Notre équipe examine chaque signalement.',
      links: ['Contact'],
    },
    search: {
      keywords: 'rechercher recherche chercher trouver loupe chercher un utilisateur chercher un jeu personnes',
      answer: 'Avec la loupe en haut, tu recherches des personnes, des clips et des jeux.',
      links: ['Ouvrir la recherche'],
    },
    boostz: {
      keywords: 'boostz monnaie pièces coins solde acheter recharger crédits argent virtuel',
      answer: 'Les boostz sont la monnaie virtuelle de Spielraum. Achète-les dans « boostz » et dépense-les dans la boutique.',
      links: ['boostz', 'Boutique'],
    },
    shop: {
      keywords: 'boutique acheter cadre de profil achat objets extras shop magasin',
      answer: 'Dans la boutique, tu échanges des boostz contre des cadres de profil et d’autres extras.',
      links: ['Boutique'],
    },
    locker: {
      keywords: 'casier inventaire achats acheté achetés cadres équiper objets mes affaires',
      answer: 'Tes achats se trouvent dans ton casier ; tu y équipes tes cadres.',
      links: ['Casier'],
    },
    rewards: {
      keywords: 'récompenses récompense récupérer réclamer quotidienne bonus journalier cadeau gagner boostz',
      answer: 'Récupère tes récompenses sur la page « Récompenses ».',
      links: ['Récompenses'],
    },
    'earn-boostz': {
      keywords: 'obtenir gagner boostz gratuit gratuits récupérer plus avoir',
      answer: 'Tu obtiens des boostz chaque jour dans « Récompenses », en terminant des quêtes, avec des codes et grâce au parrainage, ou tu achètes un pack dans « boostz ».',
      links: ['Récompenses', 'Quêtes', 'boostz'],
    },
    redeem: {
      keywords: 'utiliser un code code promo bon coupon carte cadeau activer redeem valider',
      answer: 'Utilise tes codes de bon via « Utiliser un code ».',
      links: ['Utiliser un code'],
    },
    donate: {
      keywords: 'don faire un don donner offrir boostz soutenir créateur pourboire tip',
      answer: 'Soutiens les créateurs avec des boostz : touche « Faire un don » sur leur profil ou leur clip.',
      links: ['boostz'],
    },
    subscription: {
      keywords: 'abonnement abonner premium adhésion résilier résiliation annuler formule mensuelle',
      answer: 'Tu t’abonnes dans « boostz » ; tu peux résilier à tout moment.',
      links: ['boostz', 'Résilier l’abonnement'],
    },
    affiliate: {
      keywords: 'programme de parrainage parrainage parrainer affiliation inviter filleul recommander amis code',
      answer: 'Avec le programme de parrainage, tu invites des amis et tu gagnes des boostz.',
      links: ['Programme de parrainage'],
    },
    quests: {
      keywords: 'quêtes quête quests missions tâches défis objectifs objectifs de vie motivation',
      answer: 'Avec le système de quêtes, tu atteins tes objectifs de vie grâce à des quêtes motivantes.',
      links: ['Quêtes'],
    },
    vote: {
      keywords: 'vote voter votes sondage élection choisir donner son avis',
      answer: 'Dans « Vote », tu votes pour des jeux et des fonctionnalités (avec une adresse e-mail confirmée).',
      links: ['Voter'],
    },
    wellbeing: {
      keywords: 'bien-être temps de jeu objectifs limite trop jouer pause santé contrôle addiction',
      answer: 'Dans « Bien-être », tu te fixes des objectifs de temps de jeu et tu vois combien tu as joué.',
      links: ['Ouvrir les objectifs'],
    },
    'preplay-gate': {
      keywords: 'avant de jouer question objectif dépassé limite atteinte lancement du jeu avertissement demande',
      answer: 'Si tu as fixé un objectif de temps de jeu, Spielraum te demande avant de lancer un jeu si tu veux quand même jouer une fois ton objectif atteint.',
      links: ['Ouvrir les objectifs'],
    },
    mood: {
      keywords: 'humeur moral émotion pop-up popup question scroll scroller défilement sentiment',
      answer: 'Quand tu fais défiler, Spielraum te demande parfois ton humeur : un bon moyen de garder un œil sur ton bien-être.',
      links: ['Bien-être'],
    },
    launcher: {
      keywords: 'launcher lanceur bureau application de bureau installer télécharger installateur pc fonctionne marche',
      answer: 'Avec le launcher de bureau, tu lances les jeux installés directement depuis le site.',
      links: ['Connecter le launcher'],
    },
    'launcher-links': {
      keywords: 'lien liens spielraum spielraum:// ouvre ouvrir démarre protocole launcher lien cassé navigateur',
      answer: 'Les liens en spielraum:// ouvrent le launcher de bureau. En cas d’échec, (ré)installe le launcher et autorise le navigateur à l’ouvrir.',
      links: ['Connecter le launcher'],
    },
    connections: {
      keywords: 'comptes liés lier associer connecter steam roblox steamid compte steam connexions',
      answer: 'Lie Steam et Roblox dans les paramètres, sous « Comptes liés » – Steam avec ton SteamID64 ou l’adresse de ton profil.',
      links: ['Comptes liés'],
    },
    'delete-account': {
      keywords: 'supprimer le compte supprimer mon compte fermer le compte désinscription effacer définitivement',
      answer: 'Supprime ton compte dans les paramètres, sous « Supprimer le compte ». Tu disposes ensuite d’un délai pour le restaurer.',
      links: ['Supprimer le compte'],
    },
    'restore-account': {
      keywords: 'restaurer le compte récupérer compte supprimé annuler la suppression réactiver',
      answer: 'Restaure un compte supprimé pendant ce délai via le lien de l’e-mail de suppression ou en te connectant.',
      links: ['Contact'],
    },
    language: {
      keywords: 'langue changer de langue français anglais allemand traduction language',
      answer: 'Change la langue dans les paramètres ; Spielraum est disponible en 11 langues.',
      links: ['Paramètres'],
    },
    'dark-mode': {
      keywords: 'mode sombre sombre thème sombre mode nuit mode clair clair thème apparence dark mode',
      answer: 'Bascule entre le thème sombre et le thème clair d’une simple touche – ou dans les paramètres.',
      links: ['Activer le mode sombre', 'Activer le mode clair'],
    },
    contact: {
      keywords: 'contact support aide équipe écrire problème service client assistance',
      answer: 'Contacte notre équipe via le formulaire de contact.',
      links: ['Contact'],
    },
    imprint: {
      keywords: 'mentions légales éditeur responsable société entreprise informations légales',
      answer: 'Les informations sur l’éditeur figurent dans les mentions légales.',
      links: ['Mentions légales'],
    },
    terms: {
      keywords: 'conditions utilisation cgu conditions générales règles règlement charte communauté',
      answer: 'Les règles de Spielraum figurent dans les conditions d’utilisation.',
      links: ['Conditions d’utilisation'],
    },
    settings: {
      keywords: 'paramètres réglages options préférences compte paramètres du compte',
      answer: 'Tous les réglages se trouvent dans « Paramètres ».',
      links: ['Paramètres'],
    },
    boost: {
      keywords: 'booster boost promouvoir mettre en avant visibilité payer promotion portée',
      answer: 'Avec un boost, tu montres un clip à plus de monde ; cela coûte des boostz.',
      links: ['boostz'],
    },
    assistant: {
      keywords: 'assistant qui es-tu bot chatbot aide ia robot assistant virtuel intelligence artificielle',
      answer: 'L’assistant de Spielraum, à ton service : des réponses à tes questions sur Spielraum, la bonne page à ouvrir et, par exemple, le mode sombre activé en un geste.',
      links: ['Activer le mode sombre', 'Contact'],
    },
  },
};
