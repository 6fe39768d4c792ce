## Les leçons, Comment jouer, les touches et l'aide « ? », la galerie des signaux.
##
## Les personnages des leçons sont fixes : Bram est votre partenaire, Ada et Cleo l'autre camp.
## Ce sont des prénoms : ne pas les traduire.




## La phrase du coach au-dessus de la table.
# $mine : la carte à donner (2♠) ; $seven : la carte à prendre au centre (7♠).
lesson-signal-start = Vous avez trois sept. Il vous manque le { $seven } du centre : échangez-le contre votre { $mine } (touchez votre { $mine }, puis le { $seven }).
lesson-signal-now = Quatre sept ! Prévenez Bram sans un mot : touchez Signal pour faire un clin d'œil.
lesson-signal-made = Vous avez fait un clin d'œil — et Bram, votre partenaire, vous regarde…
lesson-watch-start = Cette fois, c'est Bram (en haut) qui a un carré. Tout le monde gigote : quand Bram fait un clin d'œil, touchez { call-kemps }
lesson-watch-again = Bram refait un clin d'œil — c'est votre signal. Touchez { call-kemps } maintenant.
lesson-watch-called = Annonce faite ! Les cartes de Bram sont maintenant montrées à tous.
lesson-stop-start = L'autre camp fait aussi des signaux, et les tics se répètent. Regardez qui arrête d'échanger : qui a un carré garde ses cartes, et son geste est le signal.
lesson-stop-decoy = Cleo s'est encore mordu la lèvre — mais elle échange toujours : c'est un tic. Ada n'échange plus : regardez-la.
lesson-stop-twice = Ada s'est tiré l'oreille deux fois, et elle n'échange plus : elle a un carré. C'est son signal — touchez { call-stop }
lesson-stop-called = Annonce faite ! Les cartes sont maintenant montrées à tous.

## Le mot gentil du coach quand un coup n'est pas celui de la leçon (il n'est pas joué).
# $mine : la carte à donner à la place (2♠).
lesson-keep-sevens = Gardez vos sept : donnez plutôt le { $mine }.
# $seven : la carte à prendre au centre (7♠).
lesson-take-the-seven = Prenez le { $seven } du centre : il vous donne quatre sept.
lesson-four-already = Vous avez déjà quatre sept : faites maintenant votre signal.
# $seven : la carte à prendre au centre (7♠).
lesson-signal-too-soon = Pas encore : votre signal veut dire « j'ai un carré ». Prenez d'abord le { $seven }.
lesson-kemps-own-hand = On crie { call-kemps } sur la main de son partenaire, jamais sur la sienne. Faites votre signal et Bram le criera.
lesson-stop-nobody-signalled = Personne dans l'autre camp n'a fait de signal : un Contre-Kemps maintenant vous coûterait la manche.
lesson-kemps-before-wink = Pas encore : Bram n'a pas fait de clin d'œil. Un bâillement ou un grattement n'est qu'un tic — attendez le clin d'œil.
lesson-stop-on-partner = { call-stop } sert contre les signaux de l'autre camp. Cette fois, regardez Bram, votre partenaire.
lesson-not-your-signal = Votre main n'est pas un carré : cette fois, c'est à Bram de faire le signal. Regardez son visage.
lesson-stop-on-fidget = Attendez : Cleo échange toujours, donc sa lèvre mordue est un tic, même répété. Regardez qui a arrêté d'échanger.
lesson-stop-after-one = Attendez : un geste seul peut être un tic. Voyez si celui qui a arrêté d'échanger le refait.
lesson-kemps-nobody-signalled = Bram n'a pas fait de signal. Regardez Ada et Cleo : qui a arrêté d'échanger ?

## Les touches, telles que l'aide « ? » et Comment jouer les listent.
lesson-key-space = Espace
lesson-key-enter = Entrée
lesson-key-esc = Échap
lesson-key-hand = choisir une carte de votre main
lesson-key-centre = choisir une carte du centre (l'échange se fait quand les deux sont choisies)
lesson-key-pass = passer : vous ne voulez aucune de ces cartes
lesson-key-kemps = crier { call-kemps } — votre partenaire a un carré
lesson-key-double-kemps = crier Double Kemps (si les règles le permettent)
# $keys : les touches qui désignent le suspect (« 1 – 9 »).
lesson-key-stop = crier Contre-Kemps sur un adversaire, puis le désigner avec { $keys }
lesson-key-double-stop = crier Double Contre-Kemps (si les règles le permettent)
lesson-key-signal = faire votre signal secret
# $keys : les touches des gestes, dans l'ordre (« 1 – 9, 0, -, = »).
lesson-key-palette = ouvrir les gestes, puis { $keys } pour en faire un
lesson-key-pause = mettre en pause ou reprendre
lesson-key-continue = continuer après une manche
lesson-key-cancel = effacer vos choix, fermer ce qui est ouvert
lesson-key-help = afficher ces touches

## L'aide « ? » à la table : les mots et les boutons de la table, chacun en une phrase.
lesson-help-label = Aide et touches
lesson-help-at-the-table = À la table
lesson-help-keys = Touches
lesson-help-close = Fermer
# Le nom du bouton Contre-Kemps.
lesson-term-stop = Contre-Kemps
lesson-term-kemps-means = Votre partenaire a un carré. Si c'est faux, votre camp paie.
lesson-term-stop-means = Un adversaire a un carré. Si c'est juste, il paie ; sinon, c'est vous.
# Le nom du bouton Signal.
lesson-term-signal = Signal
lesson-term-signal-means = Fait votre signal secret : dites à votre partenaire que vous avez un carré.
# Le nom du bouton Gestes.
lesson-term-gestures = Gestes
lesson-term-gestures-means = N'importe quel geste, pour cacher votre signal parmi les tics.
# Le nom du bouton Passer.
lesson-term-pass = Passer
lesson-term-pass-means = Vous ne voulez rien du centre. Quand tout le monde passe, quatre nouvelles cartes sont distribuées.
# Le compte du donneur, tel que la table l'affiche.
lesson-term-count = Un, deux, trois, mort
lesson-term-count-means = Le compte du donneur avant quatre nouvelles cartes au centre. Un échange pendant le compte relance l'attente.
lesson-term-dealer-means = Le donneur : distribue la manche et compte avant quatre nouvelles cartes au centre. À chaque manche, le joueur suivant dans le sens des aiguilles d'une montre donne.
# Le paquet des cartes encore à distribuer.
lesson-term-stock = pioche
lesson-term-stock-means = Les cartes qui restent à venir au centre. Quand la pioche est vide et que personne n'a rien annoncé, c'est une donne blanche : personne ne marque.
# Les cartes du centre mises de côté.
lesson-term-swept = écart
lesson-term-swept-means = Les cartes du centre dont personne n'a voulu, mises à l'écart quand de nouvelles arrivent.

## Comment jouer.
lesson-howto-back = ← Retour
lesson-howto-title = Comment jouer
lesson-howto-try = Essayez à la table : une leçon d'une minute
lesson-howto-idea = Le principe
# $kemps : l'annonce, en gras.
lesson-howto-idea-kemps = Vous et votre partenaire êtes assis face à face. Chacun essaie de réunir quatre cartes de même valeur — quatre sept, quatre rois. Avant la partie, vous convenez d'un signal secret : un clin d'œil, une toux, un bâillement. Quand vous avez un carré, faites le signal. Quand votre partenaire le voit, il crie { $kemps } et votre équipe gagne la manche.
# $stop : la contre-annonce, en gras.
lesson-howto-idea-stop = L'autre camp regarde aussi. S'il surprend votre signal, il crie { $stop } — et s'il a raison, vous perdez la manche. Cachez donc votre signal parmi d'autres tics, et changez-en quand il semble le connaître. Vous pouvez convenir de trois signaux au plus et les faire tour à tour : chacun veut dire « j'ai un carré », et aucun n'est vu assez souvent pour vous trahir.
lesson-howto-round = Une manche
lesson-howto-round-deal = Chacun reçoit quatre cartes ; quatre autres sont posées face visible au centre.
lesson-howto-round-swap = Il n'y a pas de tour. Quand vous voulez, échangez une carte de votre main contre une du centre : choisissez votre carte, puis celle du centre. Le premier qui touche une carte la prend.
lesson-howto-round-count = Quand personne ne veut du centre (ou que tout le monde passe), le donneur compte « un, deux, trois, mort » et distribue quatre nouvelles cartes. Un échange pendant le compte relance l'attente.
lesson-howto-round-real-deal = Quand la pioche est vide et que personne n'a rien annoncé, c'est une « donne blanche » : personne ne marque.
lesson-howto-calls = Les annonces
# $kemps : l'annonce, en gras.
lesson-howto-calls-kemps = { $kemps } — votre partenaire a un carré. Si c'est faux, votre camp paie. On ne crie jamais Kemps sur sa propre main.
# $stop : la contre-annonce, en gras.
lesson-howto-calls-stop = { $stop } — un adversaire a un carré. Si c'est juste, il paie ; sinon, c'est vous.
# $double_kemps et $double_stop : les noms des deux annonces doubles, en gras.
lesson-howto-calls-double = Avec les annonces doubles, { $double_kemps } (vous et votre partenaire avez chacun un carré) et { $double_stop } (les deux adversaires en ont chacun un) comptent double.
lesson-howto-double-kemps = Double Kemps
lesson-howto-double-stop = Double Contre
lesson-howto-calls-first = Seule la première annonce compte.
lesson-howto-house-rules = Variantes
lesson-howto-rules = Règles
lesson-howto-in-short = En bref
lesson-howto-summary-classic = Qui complète K-E-M-P-S a perdu. Échangez plusieurs cartes à la fois ; contrez toute une équipe.
lesson-howto-summary-hearts = Cinq cœurs chacun ; un de moins par erreur. Une carte à la fois ; contrez un seul joueur.
lesson-howto-summary-party = Le premier à 5 points gagne. Les brelans sont redistribués, les annonces doubles comptent, un Contre-Kemps raté vous prive du droit de contrer.
lesson-howto-summary-tournament = Le premier à 5 points gagne. Posez une carte avant d'en prendre une ; les brelans au centre sont mis de côté.
lesson-howto-keys = Touches
lesson-howto-keys-any-way = Tout se joue à la souris, au doigt ou au clavier seul.

## Choisir vos signaux secrets : la galerie des gestes.
lesson-gallery-label = Vos signaux secrets
lesson-gallery-one = Touchez un geste pour en faire un deuxième signal, ou choisissez-en un autre et retirez celui-ci.
lesson-gallery-two = Deux signaux : faites-les tour à tour et aucun geste ne se fait remarquer. Ajoutez-en un troisième, ou retirez-en un.
lesson-gallery-three = Trois signaux, le maximum pour une équipe. Retirez-en un pour en choisir un autre.
