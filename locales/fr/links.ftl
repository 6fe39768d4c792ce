## Adresses, liens, fichiers de replay, données enregistrées et parties entre amis.

link-address-twice = l'adresse donne { $key } plusieurs fois, donc seule la première compte
link-address-seed = le numéro de donne { $value } n'est pas une donne possible ici, alors voici une nouvelle donne
link-address-teams = une table a ici de 2 à { $most } équipes, pas { $value }, donc celle-ci en a 2
link-address-preset = il n'y a pas de règles { $value }, donc ce sont les règles classiques
link-address-level = il n'y a pas de niveau { $value } : les bots sont casual, sharp ou ruthless
link-address-speed = il n'y a pas de vitesse { $value }
link-address-gesture = il n'y a pas de geste { $value }
link-address-signals = une équipe convient d'un à trois signaux différents, pas { $value }

link-refused-link = Ce lien n'ouvre pas de partie
link-refused-replay-file = Ce fichier n'ouvre pas de replay
link-refused-saved-match = Votre partie en cours ne peut pas être reprise
link-refused-setup = Cette partie ne peut pas se jouer ici
link-advice-link = Redemandez le lien, ou jouez une nouvelle donne.
link-advice-replay-file = Choisissez le fichier .kemps enregistré par Kemps à la fin d'une partie, ou jouez une nouvelle donne.
link-advice-saved-match = Elle a été mise de côté et ne sera plus proposée. Jouez une nouvelle donne, ou revenez à l'accueil.
link-advice-setup = Changez les options, ou jouez une nouvelle donne.
link-fresh-deal = Jouer une nouvelle donne
link-home = Accueil
link-file-empty = Ce fichier est vide : il ne contient aucun replay.
link-file-too-big = Ce fichier est trop gros pour être un replay : un replay de Kemps fait au plus { $most }, et celui-ci fait { $size }, il n'a donc pas été lu.
link-size-mb = { $count } Mo
link-size-kb = { $count } Ko
link-replay-link-unreadable = Ce lien de replay ne peut pas être lu.
link-replay-file-unreadable = Ce fichier n'est pas un replay de Kemps que cette page peut lire.
link-saved-match-unreadable = La partie en cours n'a pas pu être lue.
link-game-unplayable = Cette partie ne peut pas se jouer ici : { $why }.
link-replay-unplayable = Ce replay ne peut pas être lu ici : { $why }.
link-set-aside = La partie en cours enregistrée plus tôt n'a pas pu être lue, elle a donc été mise de côté.

link-bad-teams = une table a de { $least } à { $most } équipes, pas { $teams }
link-bad-seed = son numéro de donne est hors limites
link-bad-round-break = la pause entre les manches est réglée par la page, pas par une partie
link-invalid-word = word doit avoir de 1 à 12 lettres
link-invalid-lives = lives doit aller de 1 à 99
link-invalid-target = target doit aller de 1 à 99 points
link-invalid-idle = idle_ms doit aller de 1 à 600000
link-invalid-countdown = countdown_ms doit aller de 0 à 60000
link-invalid-round-break = round_break_ms doit aller de 0 à 600000
link-unplayable-idle-short = le donneur commencerait à compter après { $ms } ms sans échange, et il faut au moins { $least } ms pour voir le centre et attraper une carte
link-unplayable-idle-long = le donneur attendrait { $ms } ms avant de compter, et après { $most } ms la table semble bloquée
link-unplayable-countdown-short = « un, deux, trois, mort » prendrait { $ms } ms, et il faut au moins { $least } ms pour l'entendre et répondre
link-unplayable-countdown-long = « un, deux, trois, mort » prendrait { $ms } ms, et un compte dure au plus { $most } ms
link-unplayable-word = le mot qu'une équipe épelle doit être fait de lettres ou de chiffres lisibles

link-error-empty = Il ne contient aucune partie.
link-error-bad-symbol = Il contient un caractère qui n'a rien à y faire ({ $symbol }) : il a sans doute été modifié à la main ou par un programme.
link-error-damaged = Il est coupé ou modifié : sa vérification ne correspond pas, il ne peut donc pas dire de quelle partie il s'agit.
link-error-newer = Il a été créé par une version plus récente de Kemps (format { $version }) ; cette page lit le format { $ours }.
link-error-earlier = Il a été créé par une version plus ancienne de Kemps (format { $version }) ; cette page lit le format { $ours }.
link-error-garbled = Sa vérification correspond, mais son contenu ne forme pas une partie.
link-error-bad-rules = Il demande des règles que ce jeu ne sait pas jouer : { $why }.
link-error-unplayable = Il demande des règles que personne ne pourrait jouer : { $why }.
link-error-too-large = Il est plus gros que toute partie de Kemps, il n'a donc pas été lu.
link-error-too-long = Il dit durer { $hours } h { $minutes } min de jeu ; Kemps garde au plus les { $most } premières heures d'une partie.
link-error-too-many-entries = Il dit contenir { $count } actions ; personne n'en fait plus de { $most } dans une partie.
link-error-entry-after-end = Il contient une action datée après sa fin.
link-error-earlier-bots = Il a été enregistré par une version plus ancienne de Kemps, dont les bots jouaient autrement : il ne peut pas être rejoué à l'identique, mais sa donne peut encore être jouée.
link-error-impossible-result = Son résultat ne peut pas terminer une partie selon ses règles : il a donc été modifié à la main ou par un programme.

link-code-empty = tapez un code de donne, comme 7QX2-M9PA
link-code-bad-symbol = { $symbol } n'existe pas dans un code de donne : les codes utilisent 0-9 et A-Z sans I, L, O ni U
link-code-too-long = ce code de donne est trop long

link-share-result = Donne Kemps { $code } — { $result }
link-share-question = Donne Kemps { $code } — saurez-vous faire mieux ?
link-challenge-text = Donne Kemps { $code } : saurez-vous battre mon résultat ?
link-shared = Partagé.
link-not-shared = Non partagé.
link-copied = Lien copié dans le presse-papiers.
link-copy-by-hand = Copie impossible — sélectionnez le lien et copiez-le.
link-link = Lien
link-done = OK

link-saving-refused = Ce navigateur ne laisse pas Kemps enregistrer quoi que ce soit : réglages, statistiques et partie en cours ne durent que tant que cette page est ouverte.
link-saving-full = Stockage plein : Kemps n'a pas pu enregistrer vos réglages, statistiques ou partie sur cet appareil. Ils durent tant que cette page est ouverte.
link-settings-saved = Les réglages sont enregistrés sur cet appareil.
link-settings-refused = Ce navigateur ne laisse pas Kemps enregistrer les réglages : ils ne durent que tant que cette page est ouverte.
link-settings-full = Stockage plein : votre dernier changement n'a pas pu être enregistré et ne dure que tant que cette page est ouverte.
link-stats-saved = Conservées sur cet appareil.
link-stats-refused = Ce navigateur ne laisse pas Kemps enregistrer les statistiques : elles ne durent que tant que cette page est ouverte.
link-stats-full = Stockage plein : les derniers résultats n'ont pas pu être enregistrés sur cet appareil.
link-games-heading = Règles · bots
link-games-row = { $preset } · { $level }
link-saved-newer = Ces données viennent d'une version plus récente de Kemps ; ce que cette version comprend a été gardé, et le reste est laissé tel quel.
link-saved-older = Les données d'une version plus ancienne ont été lues autant que possible.
link-saved-unreadable = Vos réglages et statistiques enregistrés n'ont pas pu être lus, ils repartent donc de zéro.
link-saved-too-many = Trop de données inconnues de cette version pour toutes les garder : les { $count } premières lignes ont été gardées.
link-saved-damaged = Des données enregistrées étaient abîmées et ont été remises à zéro : { $what }.
link-lost-line = une ligne abîmée
link-lost-daily = le résultat de la donne du jour
link-lost-progress = la partie en cours
link-lost-settings = des réglages
link-lost-stats = des statistiques
link-last-match = votre dernière partie

link-friend-heading-host = Jouer avec un ami
link-friend-heading-guest = Vous êtes invité à une table
link-friend-opening = Ouverture de la table pour jouer avec un ami…
link-friend-left-out = Le jeu avec un ami ne fait pas partie de cette copie de Kemps : son hébergeur l'a laissé de côté. Tout le reste fonctionne comme d'habitude.
link-friend-menu = Jouer avec un ami
link-make-invite = Créer l'invitation
link-join = Rejoindre
link-new-to-kemps = Vous découvrez Kemps ? Le jeu en une minute
link-make-new-invite = Nouvelle invitation
link-show-qr = Un ami à côté de vous ? Afficher un code QR
link-qr-label = Code QR du lien d'invitation
link-qr-hint = Votre ami le vise avec l'appareil photo de son téléphone et ouvre le lien.
link-friend-seat = La place de votre ami
link-seat-partner = Votre partenaire
link-seat-opponent = Un adversaire, à la place tenue par { $seat }
link-your-name = Votre nom, tel que votre ami le lira
link-your-name-for-host = Votre nom, tel que { $named ->
        [no] votre ami
       *[other] { $host }
    } le lira
link-send-invite = Envoyer l'invitation
link-invite-text = Viens à ma table de Kemps : ouvre ce lien, puis renvoie-moi le lien que ta page affiche.
link-send-reply = Envoyer la réponse
link-reply-text = Ma réponse à ton invitation à Kemps : ouvre ce lien dans le navigateur depuis lequel tu m'as invité.
link-reply-field = Le lien de réponse de votre ami
link-use-reply = Utiliser cette réponse
link-stun-note = Sur le même réseau, les deux pages se connectent directement. Par Internet, chaque page demande son adresse à un serveur public ({ $server }) pendant que votre ami se connecte, sauf si ce site indique le sien ou si vous le désactivez dans les Réglages. Aucune donnée de jeu n'y passe.
link-reply-heading = La réponse de votre ami
link-handing-reply = Transmission de la réponse de votre ami à votre invitation en attente…
link-reply-handed = La réponse de votre ami est arrivée à votre invitation en attente : la table s'y ouvre. Vous pouvez fermer cet onglet.
link-no-invite-waiting = Aucune invitation n'attend dans ce navigateur. Ouvrez cette réponse dans le navigateur où vous avez créé l'invitation, ou collez-la dans son écran d'attente.
link-invitation-partner =
    { $named ->
        [no] Un ami
       *[other] { $host }
    } vous invite à être son partenaire à une table de { $seats } : règles { $preset }, { $bots ->
        [0] sans bots
       *[other] bots { $level }
    }.
link-invitation-opponent =
    { $named ->
        [no] Un ami
       *[other] { $host }
    } vous invite à jouer contre lui, avec un bot comme partenaire, à une table de { $seats } : règles { $preset }, bots { $level }.
link-invitation-opponent-friend =
    { $named ->
        [no] Un ami
       *[other] { $host }
    } vous invite à jouer contre lui, avec un autre ami invité comme partenaire, à une table de { $seats } : règles { $preset }, { $bots ->
        [0] sans bots
       *[other] bots { $level }
    }.
link-friend-choose = Choisissez la place de votre ami, puis créez l'invitation.
link-friends-choose = Choisissez la place de chacun de vos amis, puis créez les invitations.
link-friend-join = Touchez Rejoindre pour créer votre lien de réponse.
link-friend-preparing = Préparation de la connexion…
link-friend-reply-again = { $why } Collez à nouveau le lien de réponse complet de votre ami.
link-friend-waiting-host = Envoyez cette invitation à votre ami, puis attendez son lien de réponse : ouvrez-le dans ce navigateur, ou collez-le ci-dessous.
link-friend-waiting-guest =
    Renvoyez ce lien de réponse à { $named ->
        [no] votre ami
       *[other] { $host }
    }. La table s'ouvre dès que ce lien est ouvert et que tous les invités sont arrivés.
link-waiting-for-reply = { $count ->
        [one] En attente de la réponse de votre ami. L'invitation reste valable tant que cette page est ouverte.
       *[other] En attente des réponses de vos amis. Les invitations restent valables tant que cette page est ouverte.
    }
link-waiting-for-host =
    En attente que { $named ->
        [no] votre ami
       *[other] { $host }
    } ouvre votre réponse. Elle reste valable tant que cette page est ouverte.
link-stop-waiting = Ne plus attendre
link-friend-connecting = Connexion…
link-friend-connected-host = Connecté.
link-friend-connected-guest =
    Connecté à { $named ->
        [no] votre ami
       *[other] { $host }
    }. En attente de la table…
link-friend-playing = En jeu.
link-friend-failed-host = { $why } Créez une nouvelle invitation et réessayez ; sur des réseaux différents, vérifiez que les Réglages autorisent le serveur public.
link-friend-failed-guest = { $why } Demandez une nouvelle invitation à votre ami.
link-only-host-invites = Seul l'hôte invite.
link-reply-unusable = Cette réponse est inutilisable. { $why }
link-reply-other-invite = Cette réponse correspond à une autre invitation.
link-invitation-link-unusable = Cette invitation est inutilisable. { $why }
link-reply-link-unusable = Cette réponse est inutilisable. { $why }
link-pages-unreachable = Les deux pages n'ont pas pu se joindre.
link-page-closed = L'autre page a fermé la connexion.
link-no-webrtc = Jouer avec un ami demande WebRTC, qui permet à deux navigateurs de se connecter directement, et ce navigateur ne l'a pas.
link-no-webrtc-host = Pour inviter un ami, ouvrez Kemps dans un autre navigateur, comme Firefox, Chrome, Edge ou Safari. Tout le reste fonctionne ici comme d'habitude.
link-no-webrtc-guest = Pour rejoindre la table de votre ami, ouvrez le lien de l'invitation dans un autre navigateur, comme Firefox, Chrome, Edge ou Safari.
link-peer-unsupported = Ce navigateur ne sait pas faire de connexions pair à pair
link-peer-not-prepared = Ce navigateur n'a pas pu préparer de connexion. Réessayez
link-peer-bad-invite = Impossible de répondre à cette invitation. Demandez une nouvelle invitation à votre ami
link-peer-bad-reply = La réponse de l'ami ne correspond pas à cette invitation
link-peer-already-answered = Cette invitation a déjà la réponse de son ami
link-peer-no-network = Cet appareil n'a trouvé aucun réseau pour se connecter
link-peer-closed = Cette connexion est déjà fermée. Créez une nouvelle invitation
link-wire-too-big = L'autre page a envoyé { $count } octets d'un coup, plus qu'une table n'en demande jamais.
link-wire-empty = L'autre page a envoyé un message vide.
link-wire-version = L'autre page utilise une autre version de Kemps (ses messages sont au format { $version }) : rechargez la page tous les deux.
link-wire-unreadable = L'autre page a envoyé un message que cette page ne sait pas lire.
link-wire-does-not-fit = L'autre page a envoyé une table qui ne correspond pas à cette partie.
link-wire-signals-do-not-fit = L'autre page a envoyé des signaux qui ne sont pas des gestes de ce jeu.
link-wire-review-does-not-fit = L'autre page a envoyé un bilan de manche qui ne correspond pas à cette table.
link-wire-seat-does-not-fit = L'autre page a nommé une place qui n'est pas à cette table.
link-wire-replay-does-not-fit = L'autre page a envoyé un replay endommagé.
link-wire-unread-from = { $count } messages de la page de { $seat } n'ont pas pu être lus.
link-wire-unread-from-host = { $count } messages de la page de l'hôte n'ont pas pu être lus.
link-invitation-changed = Modifiées par rapport à { $preset } : { $changes }.
link-option-off = { $option } : non
link-option-chosen = { $option } { $choice }
link-option-word = le mot { $word }
link-option-lives = { $count ->
        [one] { $count } vie chacun
       *[other] { $count } vies chacun
    }
link-option-target = { $count ->
        [one] premier à { $count } point
       *[other] premier à { $count } points
    }
link-option-decks =
    { $count ->
        [one] un jeu de cartes
       *[other] { $count } jeux de cartes
    }
link-option-idle = le donneur compte après { $ms } ms sans échange
link-option-countdown = le compte dure { $ms } ms
link-option-list = { $list } ; { $item }

link-invite-empty = Il est vide.
link-invite-too-long = Il fait { $count } caractères, plus que toute invitation ou réponse, il n'a donc pas été lu.
link-invite-not-a-reply = C'est une invitation, pas une réponse : l'ami l'ouvre, puis renvoie le lien de réponse que sa page affiche.
link-invite-not-an-invitation = C'est une réponse, pas une invitation : elle revient à l'ami qui vous a invité.
link-invite-damaged = Il est coupé ou modifié : sa vérification ne correspond pas. Copiez à nouveau le lien en entier.
link-invite-newer = Il a été créé par une version plus récente de Kemps (format { $version }) ; rechargez cette page pour avoir la dernière version.
link-invite-earlier = La page qui l'a créé utilise une version plus ancienne de Kemps (format { $version }) : rechargez cette page et refaites le lien.
link-invite-garbled = Sa vérification correspond, mais son contenu ne forme ni une invitation ni une réponse.
link-invite-no-such-table = Il propose une place à une table que ce jeu n'a pas.
link-invite-connection = Il ne peut pas se connecter. { $why }
link-sdp-too-long = La description de la connexion fait { $count } octets ; celle d'un navigateur en fait au plus { $most }.
link-sdp-missing = Il manque un élément à la description de la connexion : { $part }.
link-sdp-conflicting = La description de la connexion donne deux valeurs différentes pour : { $part }.
link-sdp-bad = Cet élément de la connexion n'est pas écrit comme l'écrivent les navigateurs : { $part }.
link-sdp-bad-candidate = La ligne { $line } de la description de la connexion donne une adresse réseau illisible.
link-sdp-no-candidates = La connexion ne donne aucune adresse réseau où la joindre : elle a été décrite avant que le navigateur en trouve une.
link-sdp-candidate-order = La connexion donne une adresse réseau deux fois, ou dans le désordre.
link-sdp-too-many-candidates = La connexion donne { $count } adresses réseau ; un lien en porte au plus { $most }.
link-part-data-channel = canal de données
link-part-ufrag = nom de connexion (fragment utilisateur ICE)
link-part-pwd = mot de passe de connexion (mot de passe ICE)
link-part-fingerprint = empreinte de sécurité (SHA-256)
link-part-setup = rôle de sécurité (DTLS setup)
link-part-address = adresse réseau

# A friend who left is replaced by a bot; $seat: the seat they had.
link-friend-left-seat = Votre ami a quitté la place tenue par { $seat } : un bot la reprend.
# The friend who left takes their seat back; $seat: the seat.
link-friend-back = Votre ami est de retour à la table, à la place tenue par { $seat }.
link-other-friend-left = { $seat } a quitté la table : un bot joue à cette place désormais.
link-other-friend-back = { $seat } est de retour à la table.
# The host's page was loaded again mid-match, and the match resumed: the friends'
# connections ended with the page. $count: how many; $seats: their seats ("Ada and Bram").
link-friends-gone-with-page =
    { $count ->
        [one] La connexion de votre ami s'est fermée avec la page : un bot joue désormais à la place tenue par { $seats }.
       *[other] Les connexions de vos amis se sont fermées avec la page : des bots jouent désormais aux places tenues par { $seats }.
    }
# A list of seats' names: "Ada and Bram"; with more, $first is itself a list ("Ada, Bram").
link-seats-and = { $first } et { $last }
link-seats-comma = { $first }, { $next }
# The host's table while the seat waits: the bot plays until the friend's new reply is taken.
link-rejoin-waiting = Un bot joue à la place de votre ami ({ $seat }) jusqu'à ce qu'il rouvre votre invitation et que vous preniez sa nouvelle réponse.
link-rejoin-paste = Coller sa réponse
# A reply during the match for a seat that no friend left.
link-rejoin-not-waiting = Cette réponse demande la place tenue par { $seat }, qui n'attend personne.
# A friend's page had no answer from the host's table ($host; "your friend" when $named is
# "no"): the seat it asks for no longer waits, or the pages cannot reach each other.
link-host-unanswered =
    { $named ->
        [no] La table de votre ami
       *[other] La table de { $host }
    } n'a pas répondu : la partie est peut-être finie, la page fermée, ou les deux pages ne peuvent pas se joindre.

# Several friends
link-add-friend = Ajouter un ami
link-remove-friend = Retirer cet ami
link-make-invites = Créer les invitations
link-friend-number-seat = La place de l'ami { $number }
link-table-opens-when-all = La table s'ouvre dès que tous vos amis sont connectés.
