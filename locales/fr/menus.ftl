## Les menus : l'accueil, la préparation, les statistiques, la reprise, le cadre de l'appli.

menu-back = ← Retour
menu-home = Accueil
menu-resume = Reprendre votre partie

menu-home-tagline = Le jeu de cartes aux signaux secrets. Réunissez un carré, puis faites un clin d'œil à votre partenaire — avant que l'autre camp ne vous démasque.
menu-home-new = Vous découvrez Kemps ?
menu-home-lesson-pitch = Apprenez en une minute, à la table : échangez pour réunir un carré, faites votre signal et surveillez le visage de votre partenaire.
menu-home-show-me = Montrez-moi
menu-home-skip = Passer
menu-home-menu = Menu principal
menu-home-play = Jouer
menu-home-daily = Donne du jour
menu-home-daily-done = Aujourd'hui ({ $date }) : { $result }. Vous pouvez la rejouer ; votre premier résultat compte.
menu-home-daily-new = La donne du jour ({ $date }) est la même pour tout le monde.
menu-home-friend = Jouer avec un ami
menu-home-how-to = Comment jouer
menu-home-settings = Réglages
menu-home-stats = Statistiques
menu-home-replay-file = Ouvrir un fichier de replay

menu-setup-title = Nouvelle partie
menu-setup-summary = { $preset } · { $players } joueurs · bots { $level } · vitesse { $speed } · donne { $deal }
menu-setup-more = Changer les règles, la table, les bots, la vitesse ou la donne
menu-setup-rules-refused = Ces règles ne peuvent pas être jouées : { $why }.
menu-setup-start = Lancer la partie
menu-setup-with-friend = La jouer avec un ami
menu-setup-deal = Donne
menu-setup-deal-code = Code de la donne
menu-setup-deal-hint = Tapez le code d'un ami, comme 7QX2-M9PA, pour jouer les mêmes cartes que lui.
menu-setup-your-signals =
    { $count ->
        [one] Votre signal secret
       *[other] Vos signaux secrets
    }
menu-setup-signals-hint =
    { $count ->
        [one] Votre partenaire le guette. Faites-le quand vous tenez un carré — et cachez-le parmi d'autres tics.
       *[other] N'importe lequel dit à votre partenaire que vous tenez un carré. Le bouton Signal les fait à tour de rôle.
    }
menu-setup-choose-signals = Choisir vos signaux (un à trois)
menu-setup-table = Table
menu-setup-players = { $count } joueurs
menu-setup-bots = Bots
menu-setup-speed = Vitesse
menu-setup-rules = Règles
menu-setup-change-rules = Changer les règles

menu-speed-relaxed = Lente
menu-speed-normal = Normale
menu-speed-quick = Rapide
menu-speed-fast = Éclair

menu-preset-classic-summary = Qui complète K-E-M-P-S a perdu. Échangez plusieurs cartes à la fois ; contrez toute une équipe.
menu-preset-hearts-summary = Cinq cœurs chacun ; un de moins par erreur. Une carte à la fois ; contrez un seul joueur.
menu-preset-party-summary = Le premier à 5 points gagne. Les brelans sont redistribués, les annonces doubles comptent, un Contre-Kemps raté vous prive du droit de contrer.
menu-preset-tournament-summary = Le premier à 5 points gagne. Posez une carte avant d'en prendre une ; les brelans au centre sont mis de côté.

menu-level-casual-description = Lents et tranquilles : ils remarquent rarement un signal, et gardent le leur jusqu'à ce que vous le démasquiez.
menu-level-sharp-description = Vu deux fois juste avant votre carré, un geste est compris : répétez-le et ils vous contrent. Ils changent de signal quand vous le démasquez.
menu-level-ruthless-description = Une fois suffit : un geste vu juste avant votre Kemps est compris, et si vous le répétez, ils font la course avec votre partenaire. Ils alternent deux ou trois signaux.

menu-option-swap-multi = Échanger plusieurs cartes à la fois
menu-option-double-calls = Double Kemps et Double Contre-Kemps comptent double
menu-option-redeal-trips = Un joueur servi avec un brelan le montre et repioche
menu-option-center-trips = Un brelan dans un nouveau centre est mis de côté
menu-option-order = Échanges
menu-option-order-atomic = donner et prendre d'un seul geste
menu-option-order-drop-first = poser, puis prendre une carte
menu-option-order-pick-first = prendre, puis poser une carte
menu-option-stop-target = Contre-Kemps désigne
menu-option-stop-team = une équipe
menu-option-stop-seat = un joueur
menu-option-wrong-stop = Un Contre-Kemps raté
menu-option-wrong-stop-penalty = est puni
menu-option-wrong-stop-lose-right = prive du droit de contrer pour la manche
menu-option-stock-out = Quand la pioche est vide
menu-option-stock-real-deal = aucun point (donne blanche)
menu-option-stock-reshuffle = on remélange l'écart

menu-stats-title = Statistiques
menu-stats-matches = Parties
# Les parties gagnées d'abord : « 7 gagnées sur 12 ».
menu-stats-matches-count =
    { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } sur { $played }
menu-stats-kemps = Kemps annoncés
menu-stats-right-wrong =
    { $right ->
        [one] { $right } juste
       *[other] { $right } justes
    }, { $wrong } faux
menu-stats-stops = Contre-Kemps annoncés
menu-stats-fastest = Repérage le plus rapide
menu-stats-wins-row = Victoires d'affilée
menu-stats-streak = { $now } (record : { $best })
menu-stats-daily-row = Donnes du jour d'affilée
menu-stats-played = Jouées
menu-stats-won = Gagnées
menu-stats-count = { $count }

menu-resume-same = Reprendre là où vous en étiez ?
menu-resume-other = Vous avez une partie en cours
menu-resume-opens = Ce lien ouvre la donne { $deal }. L'ouvrir met fin à votre partie en cours.
menu-resume-your-match = Votre partie
menu-resume-again = Recommencer cette donne
menu-resume-open = Ouvrir la donne { $deal }

menu-challenge-title = Un ami vous défie
menu-challenge-lesson = Vous découvrez Kemps ? Une leçon d'une minute vous montre comment ; le défi vous attend.
menu-challenge-label = Le défi
menu-challenge-show-me = D'abord la leçon
menu-challenge-start = Relever le défi

menu-app-opening-link = Ouverture du lien…
menu-app-opening-replay = Ouverture du replay…
menu-app-no-match = Il n'y a aucune partie à montrer.
menu-app-no-replay = Il n'y a aucun replay à montrer.
menu-app-nothing-to-resume = Il n'y a rien à reprendre.

menu-lazy-loading = Chargement…
menu-lazy-failed = Cette partie du jeu n'a pas pu être chargée. Vérifiez votre connexion, puis réessayez. Si le jeu a été mis à jour depuis l'ouverture de cette page, rechargez-la.
menu-lazy-retry = Réessayer
menu-lazy-reload = Recharger la page
