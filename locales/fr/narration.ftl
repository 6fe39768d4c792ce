narration-you = vous
narration-the-player = le joueur
narration-the-player-cap = Le joueur
narration-someone = quelqu'un
narration-team = { $first } & { $second }
narration-clause-separator = {" ; "}
narration-and = { $rest } et { $last }
narration-no-cards = aucune carte
narration-their-cards = ses cartes
narration-seconds = { $whole },{ $hundredths } s
narration-their =
    { $seat ->
        [you] votre
       *[other] son
    }

narration-call-kemps = Kemps
narration-call-double-kemps = Double Kemps
narration-call-stop = Contre-Kemps
narration-call-double-stop = Double Contre-Kemps

narration-round-started =
    Manche { $round } : { $dealer ->
        [you] vous donnez
       *[other] { $dealer } donne
    }
narration-centre-empty = Le centre est vide
narration-new-centre = Nouveau centre : { $cards }
narration-set-aside = { $cards } mis de côté
narration-trips-redealt =
    { $seat ->
        [you] Vous montrez { $cards } et repiochez
       *[other] { $seat } montre { $cards } et repioche
    }
narration-swapped =
    { $seat ->
        [you] Vous prenez
       *[other] { $seat } prend
    } { $took } contre { $gave }
narration-dropped =
    { $seat ->
        [you] Vous posez
       *[other] { $seat } pose
    } { $card }
narration-dropped-dead =
    { $seat ->
        [you] Vous posez
       *[other] { $seat } pose
    } { $card } à « mort »
narration-took =
    { $seat ->
        [you] Vous prenez
       *[other] { $seat } prend
    } { $card }
narration-took-dead =
    { $seat ->
        [you] Vous prenez
       *[other] { $seat } prend
    } { $card } à « mort »
narration-passed =
    { $seat ->
        [you] Vous passez
       *[other] { $seat } passe
    }
narration-swept = Le centre est balayé
narration-reshuffled = L'écart devient la nouvelle pioche
narration-called = { $seat } : { $call }
narration-called-stop =
    { $seat } : { $call } contre { $subject ->
        [you] vous
       *[other] { $subject }
    }
narration-revealed =
    { $seat ->
        [you] Vous montrez { $hand }
       *[other] { $seat } montre { $hand }
    }
narration-stop-right-lost =
    { $seat ->
        [you] Vous ne pouvez plus contrer
       *[other] { $seat } ne peut plus contrer
    } d'ici la fin de la manche

narration-score-letter =
    { $team ->
        [you] { $team } prenez
       *[other] { $team } prennent
    } la lettre { $letters }
narration-score-hearts =
    { $team ->
        [you] { $team } perdez
       *[other] { $team } perdent
    } { $lost ->
        [one] un cœur
       *[other] { $lost } cœurs
    } (il en reste { $left })
narration-score-points =
    { $team ->
        [you] { $team } marquez
       *[other] { $team } marquent
    } { $won ->
        [one] { $won } point
       *[other] { $won } points
    }
narration-scores = { $parts }.
narration-nobody-scores = Personne ne marque.

narration-real-deal = La pioche s'est épuisée avant toute annonce : personne ne marque.
narration-kemps-right =
    { $caller ->
        [you] Vous avez annoncé
       *[other] { $caller } a annoncé
    } Kemps ! — et { $partner ->
        [you] vous aviez
       *[other] { $partner } avait
    } { $partner_hand }.
narration-kemps-wrong =
    { $caller ->
        [you] Vous avez annoncé
       *[other] { $caller } a annoncé
    } Kemps, mais { $partner ->
        [you] vous n'aviez
       *[other] { $partner } n'avait
    } que { $partner_hand }.
narration-double-kemps-right =
    { $caller ->
        [you] Vous avez annoncé
       *[other] { $caller } a annoncé
    } Double Kemps ! — { $by ->
        [you] vous aviez
       *[other] { $by } avait
    } { $hand } et { $partner ->
        [you] vous aviez
       *[other] { $partner } avait
    } { $partner_hand }.
narration-double-kemps-wrong =
    { $caller ->
        [you] Vous avez annoncé
       *[other] { $caller } a annoncé
    } Double Kemps, mais il faut être deux : { $by ->
        [you] vous aviez
       *[other] { $by } avait
    } { $hand } et { $partner ->
        [you] vous aviez
       *[other] { $partner } avait
    } { $partner_hand }.
narration-stop-wrong =
    { $caller ->
        [you] Vous avez annoncé
       *[other] { $caller } a annoncé
    } { $call } contre { $subject ->
        [you] vous
       *[other] { $subject }
    }, mais les mains disaient le contraire.
narration-stop-right =
    { $caller ->
        [you] Vous avez annoncé
       *[other] { $caller } a annoncé
    } { $call } contre { $subject ->
        [you] vous
       *[other] { $subject }
    } — pris sur le fait : { $caught }.
narration-held =
    { $seat ->
        [you] vous aviez
       *[other] { $seat } avait
    } { $hand }

narration-refused-round-over = La manche est déjà finie
narration-refused-game-over = La partie est finie
narration-refused-time-in-past = Cette action est datée d'avant l'horloge de la partie
narration-refused-no-such-seat = Cette place n'existe pas à cette table
narration-refused-card-gone = Quelqu'un a été plus rapide : { $card }
narration-refused-card-swept = Carte partie à l'écart : { $card }
narration-refused-card-taken-by-you = Vous avez déjà pris cette carte au centre : { $card }
narration-refused-not-in-centre = Cette carte n'est pas passée au centre cette manche : { $card }
narration-refused-not-in-hand = Vous n'avez pas cette carte : { $card }
narration-refused-same-card-twice = Carte nommée deux fois : { $card } ; donnez ou prenez des cartes différentes
narration-refused-swap-size = Donnez autant de cartes que vous en prenez (une à la fois à cette table)
narration-refused-order-atomic = À cette table, on échange en un seul geste : donnez une carte et prenez-en une en même temps
narration-refused-order-drop-first = À cette table, on pose d'abord une carte, puis on en prend une
narration-refused-order-pick-first = À cette table, on prend d'abord une carte, puis on en pose une
narration-refused-drop-first = Posez une carte avant d'en prendre une, et une seule
narration-refused-pick-first = Prenez une carte avant d'en poser une, et une seule
narration-refused-double-calls-off = Les annonces doubles ne se jouent pas à cette table
narration-refused-missing-target = Dites qui vous contrez
narration-refused-no-such-target = Aucun joueur ni aucune équipe de ce nom à contrer
narration-refused-own-team = Vous ne pouvez pas contrer votre propre équipe
narration-refused-kemps-on-own-hand = Kemps s'annonce sur la main de votre partenaire, jamais sur la vôtre
narration-refused-stop-right-lost = Après votre Contre-Kemps raté, vous ne pouvez plus contrer d'ici la fin de la manche

narration-too-slow-taken = Trop tard — { $seat } a été plus rapide ({ $card })
narration-too-slow-gone = Trop tard — carte partie ({ $card })
narration-waiting-for-friend = En attente que votre ami voie le résultat…
narration-you-pass = Vous passez
narration-paused = La partie est en pause
narration-get-ready = Préparez-vous — la partie commence dans un instant
narration-hint-take-first = Prenez d'abord une carte au centre
narration-hint-take-then-drop = Prenez d'abord une carte au centre, puis posez-en une
narration-hint-drop-first = Posez d'abord une carte de votre main
narration-hint-drop-now = Posez maintenant une carte de votre main
narration-hint-even-picks = Choisissez autant de cartes au centre que dans votre main ({ $hand } et { $centre } pour l'instant), ou appuyez de nouveau sur une carte choisie pour la retirer

narration-match-won = Votre partenaire et vous gagnez la partie !
narration-match-won-by = { $team } gagnent la partie.
narration-match-lost = Votre partenaire et vous perdez la partie.
narration-match-over = La partie est terminée.

narration-headline-real-deal = Donne blanche.
narration-headline-you-won = Vous gagnez la manche
narration-headline-you-lost = Vous perdez la manche
narration-headline-team-won =
    { $team ->
        [you] { $team } gagnez la manche
       *[other] { $team } gagnent la manche
    }
narration-headline-team-lost =
    { $team ->
        [you] { $team } perdez la manche
       *[other] { $team } perdent la manche
    }
narration-headline-nobody = Personne n'a marqué
narration-headline = { $lead }.
narration-headline-why = { $lead } : { $reason }.
narration-signal-read =
    { $owner ->
        [you] { $by } vous a compris
       *[other] { $by ->
            [you] vous avez compris { $owner }
           *[other] { $by } a compris { $owner }
        }
    } ({ $gesture })
narration-signal-caught =
    { $owner ->
        [you] { $by } vous a démasqué
       *[other] { $by ->
            [you] vous avez démasqué { $owner }
           *[other] { $by } a démasqué { $owner }
        }
    } ({ $gesture })
narration-signal-caught-seen =
    { $owner ->
        [you] { $by } vous a démasqué
       *[other] { $by ->
            [you] vous avez démasqué { $owner }
           *[other] { $by } a démasqué { $owner }
        }
    } ({ $gesture }), vu juste avant { $caller ->
        [you] votre { $call }
       *[other] un { $call } lancé par { $caller }
    } à la manche { $round }

narration-signal-caught-seen-partner =
    { $owner ->
        [you] { $by } vous a démasqué
       *[other] { $by ->
            [you] vous avez démasqué { $owner }
           *[other] { $by } a démasqué { $owner }
        }
    } ({ $gesture }) — { $seen ->
        [you] vous aviez fait ce geste
        [player] le joueur avait fait ce geste
       *[other] { $seen } avait fait ce geste
    } juste avant { $caller ->
        [you] votre { $call }
       *[other] un { $call } lancé par { $caller }
    } à la manche { $round }

narration-pair = { $first } et { $second }
narration-the-gesture = « { $gesture } »
narration-note-decoy =
    { $seat ->
        [you] Vous avez fait
        [player] Le joueur a fait
       *[other] { $seat } a fait
    } « { $gesture } » : c'était un leurre.
narration-note-was-decoy =
    { $seat ->
        [you] Vous avez fait
        [player] Le joueur a fait
       *[other] { $seat } a fait
    } « { $gesture } » : c'était un leurre
narration-note-real-too-late =
    { $seat ->
        [you] Vous avez fait
        [player] Le joueur a fait
       *[other] { $seat } a fait
    } « { $gesture } » : un vrai signal, mais les mains avaient changé au moment de l'annonce
# $count: 1 for one person, 2 for a pair.
narration-note-no-gesture =
    { $who ->
        [you] { $who } n'aviez fait aucun geste
       *[other] { $count ->
            [1] { $who } n'avait fait aucun geste
           *[other] { $who } n'avaient fait aucun geste
        }
    }
narration-note-no-signal =
    { $team ->
        [you] { $team } n'avez fait aucun signal cette manche
       *[other] { $team } n'ont fait aucun signal cette manche
    }
narration-note-signal =
    { $team ->
        [you] votre équipe avait pour { $count ->
            [one] signal
           *[other] signaux
        }
       *[other] { $team } avaient pour { $count ->
            [one] signal
           *[other] signaux
        }
    } { $gestures } cette manche
narration-note-clauses = { $first } ; { $second }.
narration-times =
    { $count ->
        [1] une fois
        [2] deux fois
       *[other] { $count } fois
    }
narration-made-wink = a fait un clin d'œil { $times }
narration-made-ear-tug = s'est tiré l'oreille { $times }
narration-made-nose-scratch = s'est gratté le nez { $times }
narration-made-chin-stroke = s'est caressé le menton { $times }
narration-made-eyebrow-raise = a haussé un sourcil { $times }
narration-made-table-tap = a tapé sur la table { $times }
narration-made-hair-smooth = s'est lissé les cheveux { $times }
narration-made-shrug = a haussé les épaules { $times }
narration-made-yawn = a bâillé { $times }
narration-made-lip-bite = s'est mordu la lèvre { $times }
narration-made-head-tilt = a penché la tête { $times }
narration-made-cough = a toussé { $times }
narration-missed =
    { $partner } { $made } : { $count ->
        [one] c'était son signal, et vous ne l'avez pas vu.
       *[other] c'étaient ses signaux, et vous ne les avez pas vus.
    }
narration-rounds =
    { $count ->
        [one] à la manche { $list }
       *[other] aux manches { $list }
    }
narration-by-in =
    par { $seat ->
        [you] vous
       *[other] { $seat }
    } { $rounds }
narration-read-by = compris { $by }
narration-caught-by = démasqué { $by }
narration-never-read = fait { $rounds }, jamais compris ni démasqué
narration-reads-line =
    { $team ->
        [you] Votre équipe
       *[other] { $team }
    }, « { $gesture } » : { $parts }.

narration-score-points-to = { $mine }:{ $theirs }
narration-score-with-letters =
    avec { $mine ->
        [one] { $mine } lettre
       *[other] { $mine } lettres
    } contre { $theirs }
narration-score-with-hearts =
    avec { $mine ->
        [one] { $mine } cœur restant
       *[other] { $mine } cœurs restants
    }
narration-score-letters-to =
    { $mine ->
        [one] { $mine } lettre
       *[other] { $mine } lettres
    } contre { $theirs }
narration-score-hearts-left =
    { $mine ->
        [one] { $mine } cœur restant
       *[other] { $mine } cœurs restants
    }
narration-result-words =
    { $won ->
        [yes] gagné
       *[no] perdu
    } { $score }, { $spotted ->
        [one] { $spotted } signal repéré
       *[other] { $spotted } signaux repérés
    }
narration-challenge-line =
    Battez { $score } ({ $better }) dans la donne { $deal } — un ami { $won ->
        [yes] a gagné
       *[no] a perdu
    } cette donne en { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    }.
narration-better-points = points, les vôtres d'abord : plus, c'est mieux
narration-better-letters = les lettres pénalisent : moins, c'est mieux
narration-better-hearts = plus il reste de cœurs, mieux c'est
narration-verdict-better = Vous avez battu le résultat de votre ami !
narration-verdict-worse = Le résultat de votre ami tient toujours. Rejouer la donne ?
narration-verdict-same = Égalité parfaite : exactement le même résultat.

narration-new-cards = Manche { $round } : nouvelles cartes
