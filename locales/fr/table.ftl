## L'écran de la table, le résultat d'une manche, la fin de la partie et le replay.

## La barre du haut et les avis.
table-lesson = Leçon { $number } sur { $count }
table-dismiss-notices = Fermer les avis
table-with-friend =
    { $friends ->
        [one] Avec un ami
       *[other] Avec { $friends } amis
    }
table-round-trip = aller-retour
table-ms = { $ms } ms
table-daily-deal = Donne du jour
table-deal = Donne
table-round = manche { $round }
table-level-bots = bots { $level }
table-menu = Partie
table-pause = Pause
table-resume = Reprendre
table-share = Partager
table-help = Aide et touches
table-leave = Quitter

## Le tapis.
table-felt = La table
table-count-one = Un…
table-count-two = Deux…
table-count-three = Trois…
table-count-dead = Mort !
table-stock-label =
    { $count ->
        [one] Pioche : { $count } carte
       *[other] Pioche : { $count } cartes
    }
table-stock = pioche
table-swept-label =
    { $count ->
        [one] Écart : { $count } carte
       *[other] Écart : { $count } cartes
    }
table-swept = écart
table-centre = Cartes du centre
table-get-ready = Préparez-vous…
table-your-hand = Votre main
table-dealer = donneur
table-dealer-chip = D
table-what-happened = Ce qui s'est passé

## Une place à la table.
table-seat-name = { $seat }
table-role-partner = partenaire
table-role-opponent = adversaire
table-seat =
    { $count ->
        [one] { $name }, { $role }, { $count } carte
       *[other] { $name }, { $role }, { $count } cartes
    }
table-seat-passed =
    { $count ->
        [one] { $name }, { $role }, { $count } carte, a passé
       *[other] { $name }, { $role }, { $count } cartes, a passé
    }
table-passed = a passé
table-pass-chip = passe
table-shows = Cartes montrées par { $name }

## La barre d'actions et le choix de la cible.
table-actions = Actions
table-pass = Passer
table-make-signal = Faire votre signal : { $gesture }
table-signal = Signal
table-gestures = Gestes
table-stop-button = Contre-Kemps
table-double-kemps-button = Double Kemps
table-double-stop-button = Double Contre
table-gesture-yours = { $gesture } (votre signal)
table-signals-two = { $first } ou { $second }
table-signals-three = { $first }, { $second } ou { $third }
table-stop-on = Contre-Kemps sur qui ?
table-double-stop-on = Double Contre-Kemps sur qui ?
table-cancel = Annuler

## Les fenêtres.
table-paused = En pause
table-game-waits = La partie vous attend.
table-ready-title = À vous de jouer !
table-ready-what = Voilà le Kemps : échangez pour réunir un carré, faites signe à votre partenaire sans un mot, guettez son visage parmi les tics des autres, et démasquez le camp adverse quand l'un de ses joueurs cesse d'échanger et répète un geste.
table-ready-how = Chaque bonne annonce donne une lettre à l'autre camp ; le camp qui complète K-E-M-P-S perd. Votre première partie se joue contre des bots Détendus, et chaque geste est nommé à côté du visage qui le fait. Votre signal est le clin d'œil : vous pourrez le changer après chaque manche.
table-first-match = Jouer votre première partie
table-home = Accueil
table-next-lesson = Leçon suivante
table-finish = Terminer

## Les scores.
table-scores = Scores
table-team-score = { $team } : { $score }
table-letters =
    { $got ->
        [one] { $got } lettre sur { $count }
       *[other] { $got } lettres sur { $count }
    }
table-hearts =
    { $left ->
        [one] { $left } cœur sur { $count }
       *[other] { $left } cœurs sur { $count }
    }
table-points =
    { $points ->
        [one] { $points } point sur { $target }
       *[other] { $points } points sur { $target }
    }

## Le résultat d'une manche.
table-round-title = Manche { $round }
table-cards-of =
    { $seat ->
        [you] Vos cartes
        [player] Cartes du joueur
        [vowel] Cartes d'{ $seat }
       *[other] Cartes de { $seat }
    }
table-next-round = Manche suivante
table-signal-read =
    { $count ->
        [one] Votre signal a été repéré.
       *[other] Vos signaux ont été repérés.
    }
table-pick-another = Choisissez-en un autre avant la prochaine manche.
table-your-signals =
    { $count ->
        [one] Votre signal secret :
       *[other] Vos signaux secrets :
    }
table-partner-will-know =
    { $count ->
        [one] Votre partenaire saura si vous le changez.
       *[other] Votre partenaire saura si vous les changez.
    }
table-change-signals = Changer de signal

## La fin de la partie.
table-match-over = Partie terminée
table-captions-offer = Les légendes des gestes étaient affichées pendant votre première partie ; à partir de la prochaine, elles sont masquées. Les garder ?
table-keep-captions = Garder les légendes
table-play-again = Rejouer
table-challenge = Défier un ami
table-share-deal = Partager cette donne
table-watch-replay = Voir le replay
table-share-replay = Partager le replay
table-download-replay = Télécharger le replay
table-replay-saved = Fichier du replay enregistré.
table-packing = Le replay est encore en préparation : réessayez dans un instant.
table-replay-too-long = Ce replay est trop long pour un lien : il a été enregistré comme fichier.
table-replay-not-saved = Le replay n'a pas pu être enregistré.
table-challenge-title = Défi Kemps
table-replay-title = Replay Kemps
table-replay-text = Regardez ma partie de Kemps — les signaux sont dévoilés.
table-your-match = Votre partie
table-kemps-called = Kemps annoncés
table-stops-called = Contre-Kemps annoncés
table-right-wrong =
    { $right ->
        [one] { $right } juste
       *[other] { $right } justes
    }, { $wrong } faux
table-partner-spotted = Signaux du partenaire repérés
table-fastest-spot = Repérage le plus rapide
table-rounds = Manches
table-signals-read = Signaux compris
table-signals-read-caught = Signaux compris et démasqués
table-signals-by-round = Les signaux, manche par manche
table-round-column = Manche
table-not-shown = (pas montré)
table-shown-times = (montré { $count }×)
table-shown-without-four = (montré { $count }× sans carré)
table-shown-and-without-four = (montré { $count }×, et { $without }× sans carré)
table-results-compared = Votre résultat et celui de votre ami
table-you-column = Vous
table-your-friend = Votre ami
table-result = Résultat
table-signals-spotted = Signaux repérés
table-won = victoire { $score }
table-lost = défaite { $score }

## Le replay.
table-replay = Replay
table-player-hand = Main du joueur
table-signal-mark = SIGNAL : { $caption }
table-decoy-mark = leurre : { $caption }
table-every-hand = La table, toutes les mains visibles
table-playback = Lecture
table-play = Lire
table-match-time = Temps de jeu
table-replay-time = Manche { $round } · { $clock }
table-speeds-rounds = Vitesses et manches
table-every-round = Toutes les manches
table-every-gesture = Tous les gestes
table-in-all = ({ $count } en tout)
table-gesture-pages = Pages de gestes
table-earlier = Avant
table-page-of = Page { $page } sur { $pages }
table-later = Après
table-follow = Suivre le replay
table-watch-on = Continuer
table-kind-signal = Signal
table-kind-decoy = Leurre
table-chance-kemps =
    { $seat ->
        [you] vous auriez pu annoncer Kemps
       *[other] le joueur aurait pu annoncer Kemps
    }
table-chance-stop =
    { $seat ->
        [you] vous auriez pu annoncer Contre-Kemps
       *[other] le joueur aurait pu annoncer Contre-Kemps
    }
table-chance-kemps-right =
    { $seat ->
        [you] vous avez annoncé Kemps, à raison
       *[other] le joueur a annoncé Kemps, à raison
    }
table-chance-kemps-wrong =
    { $seat ->
        [you] vous avez annoncé Kemps, à tort
       *[other] le joueur a annoncé Kemps, à tort
    }
table-chance-stop-right =
    { $seat ->
        [you] vous avez annoncé Contre-Kemps, à raison
       *[other] le joueur a annoncé Contre-Kemps, à raison
    }
table-chance-stop-wrong =
    { $seat ->
        [you] vous avez annoncé Contre-Kemps, à tort
       *[other] le joueur a annoncé Contre-Kemps, à tort
    }
table-chance-kemps-first =
    { $seat ->
        [you] { $caller } a annoncé Kemps avant vous
       *[other] { $caller } a annoncé Kemps avant le joueur
    }
table-chance-stop-first =
    { $seat ->
        [you] { $caller } a annoncé Contre-Kemps avant vous
       *[other] { $caller } a annoncé Contre-Kemps avant le joueur
    }

## Une table avec un ami.
table-peer-lost-host = La connexion à la table de votre ami est perdue pour l'instant…
table-peer-lost-friend = La connexion à votre ami est perdue pour l'instant : si elle ne revient pas dans quelques secondes, un bot prend sa place.
table-peer-back = Connexion rétablie.
table-peer-closed = La table de votre ami est fermée : l'hôte est parti, ou la connexion est perdue. La partie est terminée.
table-friend-left = Votre ami a quitté la table : la partie est terminée.
table-friend-next-round = Attendez la manche suivante.
table-friend-waiting = On attend que votre ami ait vu le résultat…
table-waiting-for =
    { $count ->
        [one] On attend que { $names } ait vu le résultat…
       *[other] On attend que { $names } aient vu le résultat…
    }
table-seen-waits =
    { $count ->
        [one] { $names } a vu le résultat et vous attend.
       *[other] { $names } ont vu le résultat et vous attendent.
    }

## Une partie en cours, telle qu'un rechargement la propose.
table-in-progress = Donne { $code } · manche { $round }
# A match with friends: its deal number stays private until the replay.
table-in-progress-friends = Partie entre amis · manche { $round }

# Friends' replay
table-friends-replay-too-long-host = Le replay est trop long pour être envoyé à votre ami : téléchargez-le et envoyez-lui le fichier.
table-friends-replay-on-its-way = Le replay arrive depuis la page de votre ami…
table-friends-replay-too-long = Le replay était trop long pour passer par la connexion : demandez le fichier à votre ami.
table-friends-replay-heading = Le replay de votre partie
