

seat-you = Tú
seat-player = Jugador
seat-host = Anfitrión

call-kemps = ¡Kemps!
call-double-kemps = ¡Doble Kemps!
call-stop = ¡Stop Kemps!
call-double-stop = ¡Doble Stop Kemps!

gesture-wink = guiñar un ojo
gesture-ear-tug = tirarse de la oreja
gesture-nose-scratch = rascarse la nariz
gesture-chin-stroke = tocarse la barbilla
gesture-eyebrow-raise = levantar una ceja
gesture-table-tap = golpear la mesa
gesture-hair-smooth = alisarse el pelo
gesture-shrug = encogerse de hombros
gesture-yawn = bostezar
gesture-lip-bite = morderse el labio
gesture-head-tilt = ladear la cabeza
gesture-cough = toser
caption-wink =
    { $seat ->
        [you] Guiñas un ojo
       *[other] { $seat } guiña un ojo
    }
caption-ear-tug =
    { $seat ->
        [you] Te tiras de la oreja
       *[other] { $seat } se tira de la oreja
    }
caption-nose-scratch =
    { $seat ->
        [you] Te rascas la nariz
       *[other] { $seat } se rasca la nariz
    }
caption-chin-stroke =
    { $seat ->
        [you] Te tocas la barbilla
       *[other] { $seat } se toca la barbilla
    }
caption-eyebrow-raise =
    { $seat ->
        [you] Levantas una ceja
       *[other] { $seat } levanta una ceja
    }
caption-table-tap =
    { $seat ->
        [you] Golpeas la mesa
       *[other] { $seat } golpea la mesa
    }
caption-hair-smooth =
    { $seat ->
        [you] Te alisas el pelo
       *[other] { $seat } se alisa el pelo
    }
caption-shrug =
    { $seat ->
        [you] Te encoges de hombros
       *[other] { $seat } se encoge de hombros
    }
caption-yawn =
    { $seat ->
        [you] Bostezas
       *[other] { $seat } bosteza
    }
caption-lip-bite =
    { $seat ->
        [you] Te muerdes el labio
       *[other] { $seat } se muerde el labio
    }
caption-head-tilt =
    { $seat ->
        [you] Ladeas la cabeza
       *[other] { $seat } ladea la cabeza
    }
caption-cough =
    { $seat ->
        [you] Toses
       *[other] { $seat } tose
    }

rank-ace = as
rank-two = dos
rank-three = tres
rank-four = cuatro
rank-five = cinco
rank-six = seis
rank-seven = siete
rank-eight = ocho
rank-nine = nueve
rank-ten = diez
rank-jack = jota
rank-queen = reina
rank-king = rey
ranks-ace = ases
ranks-two = doses
ranks-three = treses
ranks-four = cuatros
ranks-five = cincos
ranks-six = seises
ranks-seven = sietes
ranks-eight = ochos
ranks-nine = nueves
ranks-ten = dieces
ranks-jack = jotas
ranks-queen = reinas
ranks-king = reyes
four-of-a-kind = cuatro { $ranks }
face-ace = A
face-jack = J
face-queen = Q
face-king = K
suit-clubs = tréboles
suit-diamonds = diamantes
suit-hearts = corazones
suit-spades = picas
card-name = { $rank } de { $suit }

preset-classic = Clásico
preset-hearts = Corazones
preset-party = Fiesta
preset-tournament = Torneo
level-casual = Tranquilos
level-sharp = Atentos
level-ruthless = Implacables
