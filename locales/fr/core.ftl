


seat-you = Vous
seat-player = Joueur
seat-host = Hôte

call-kemps = Kemps !
call-double-kemps = Double Kemps !
call-stop = Contre-Kemps !
call-double-stop = Double Contre-Kemps !

gesture-wink = clin d'œil
gesture-ear-tug = oreille tirée
gesture-nose-scratch = nez gratté
gesture-chin-stroke = menton caressé
gesture-eyebrow-raise = sourcil levé
gesture-table-tap = tape sur la table
gesture-hair-smooth = cheveux lissés
gesture-shrug = haussement d'épaules
gesture-yawn = bâillement
gesture-lip-bite = lèvre mordue
gesture-head-tilt = tête penchée
gesture-cough = toux
caption-wink =
    { $seat ->
        [you] Vous faites un clin d'œil
       *[other] { $seat } fait un clin d'œil
    }
caption-ear-tug =
    { $seat ->
        [you] Vous vous tirez l'oreille
       *[other] { $seat } se tire l'oreille
    }
caption-nose-scratch =
    { $seat ->
        [you] Vous vous grattez le nez
       *[other] { $seat } se gratte le nez
    }
caption-chin-stroke =
    { $seat ->
        [you] Vous vous caressez le menton
       *[other] { $seat } se caresse le menton
    }
caption-eyebrow-raise =
    { $seat ->
        [you] Vous haussez un sourcil
       *[other] { $seat } hausse un sourcil
    }
caption-table-tap =
    { $seat ->
        [you] Vous tapez sur la table
       *[other] { $seat } tape sur la table
    }
caption-hair-smooth =
    { $seat ->
        [you] Vous vous lissez les cheveux
       *[other] { $seat } se lisse les cheveux
    }
caption-shrug =
    { $seat ->
        [you] Vous haussez les épaules
       *[other] { $seat } hausse les épaules
    }
caption-yawn =
    { $seat ->
        [you] Vous bâillez
       *[other] { $seat } bâille
    }
caption-lip-bite =
    { $seat ->
        [you] Vous vous mordez la lèvre
       *[other] { $seat } se mord la lèvre
    }
caption-head-tilt =
    { $seat ->
        [you] Vous penchez la tête
       *[other] { $seat } penche la tête
    }
caption-cough =
    { $seat ->
        [you] Vous toussez
       *[other] { $seat } tousse
    }

rank-ace = as
rank-two = deux
rank-three = trois
rank-four = quatre
rank-five = cinq
rank-six = six
rank-seven = sept
rank-eight = huit
rank-nine = neuf
rank-ten = dix
rank-jack = valet
rank-queen = dame
rank-king = roi
ranks-ace = as
ranks-two = deux
ranks-three = trois
ranks-four = quatre
ranks-five = cinq
ranks-six = six
ranks-seven = sept
ranks-eight = huit
ranks-nine = neuf
ranks-ten = dix
ranks-jack = valets
ranks-queen = dames
ranks-king = rois
four-of-a-kind =
    { $ranks ->
        [as] un carré d'as
       *[other] un carré de { $ranks }
    }
face-ace = A
face-jack = V
face-queen = D
face-king = R
suit-clubs = trèfle
suit-diamonds = carreau
suit-hearts = cœur
suit-spades = pique
card-name = { $rank } de { $suit }

preset-classic = Classique
preset-hearts = Cœurs
preset-party = Soirée
preset-tournament = Tournoi
level-casual = Détendus
level-sharp = Malins
level-ruthless = Impitoyables
