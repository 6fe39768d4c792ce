narration-you = tú
narration-the-player = el jugador
narration-the-player-cap = El jugador
narration-someone = alguien
narration-team = { $first } { $second ->
    [i-sound] e
   *[other] y
} { $second }
narration-clause-separator = {"; "}
narration-and = { $rest } { $last ->
    [i-sound] e
   *[other] y
} { $last }
narration-no-cards = ninguna carta
narration-their-cards = sus cartas
narration-seconds = { $whole },{ $hundredths } s
narration-their =
    { $seat ->
        [you] tu
       *[other] su
    }

narration-call-kemps = Kemps
narration-call-double-kemps = Doble Kemps
narration-call-stop = Stop Kemps
narration-call-double-stop = Doble Stop Kemps

narration-round-started =
    Ronda { $round }: { $dealer ->
        [you] repartes tú
       *[other] reparte { $dealer }
    }
narration-centre-empty = El centro está vacío
narration-new-centre = Nuevo centro: { $cards }
narration-set-aside = { $cards } apartadas
narration-trips-redealt =
    { $seat ->
        [you] Muestras { $cards } y vuelves a robar
       *[other] { $seat } muestra { $cards } y vuelve a robar
    }
narration-swapped =
    { $seat ->
        [you] Tomas
       *[other] { $seat } toma
    } { $took } por { $gave }
narration-dropped =
    { $seat ->
        [you] Dejas
       *[other] { $seat } deja
    } { $card }
narration-dropped-dead =
    { $seat ->
        [you] Dejas
       *[other] { $seat } deja
    } { $card } en el «fuera»
narration-took =
    { $seat ->
        [you] Tomas
       *[other] { $seat } toma
    } { $card }
narration-took-dead =
    { $seat ->
        [you] Tomas
       *[other] { $seat } toma
    } { $card } en el «fuera»
narration-passed =
    { $seat ->
        [you] Pasas
       *[other] { $seat } pasa
    }
narration-swept = El centro va al descarte
narration-reshuffled = El descarte pasa a ser el nuevo mazo
narration-called = { $seat }: { $call }
narration-called-stop =
    { $seat }: { $call } { $subject ->
        [you] a ti
        [player] al jugador
       *[other] a { $subject }
    }
narration-revealed =
    { $seat ->
        [you] Muestras { $hand }
       *[other] { $seat } muestra { $hand }
    }
narration-stop-right-lost =
    { $seat ->
        [you] Ya no puedes cantar stop
       *[other] { $seat } ya no puede cantar stop
    } en esta ronda

narration-score-letter =
    { $team ->
        [you] Tu equipo se lleva
       *[other] { $team } se llevan
    } la letra { $letters }
narration-score-hearts =
    { $team ->
        [you] Tu equipo pierde
       *[other] { $team } pierden
    } { $lost ->
        [one] un corazón
       *[other] { $lost } corazones
    } ({ $left ->
        [one] queda { $left }
       *[other] quedan { $left }
    })
narration-score-points =
    { $team ->
        [you] Tu equipo suma
       *[other] { $team } suman
    } { $won ->
        [one] { $won } punto
       *[other] { $won } puntos
    }
narration-scores = { $parts }.
narration-nobody-scores = Nadie puntúa.

narration-real-deal = El mazo se acabó antes de que nadie cantara, así que nadie puntúa.
narration-kemps-right =
    { $caller ->
        [you] Cantaste
       *[other] { $caller } cantó
    } ¡Kemps! — { $partner ->
        [you] y tú tenías
        [i-sound] e { $partner } tenía
       *[other] y { $partner } tenía
    } { $partner_hand }.
narration-kemps-wrong =
    { $caller ->
        [you] Cantaste
       *[other] { $caller } cantó
    } Kemps, pero { $partner ->
        [you] tú solo tenías
       *[other] { $partner } solo tenía
    } { $partner_hand }.
narration-double-kemps-right =
    { $caller ->
        [you] Cantaste
       *[other] { $caller } cantó
    } ¡Doble Kemps! — { $by ->
        [you] tú tenías
       *[other] { $by } tenía
    } { $hand } { $partner ->
        [you] y tú tenías
        [i-sound] e { $partner } tenía
       *[other] y { $partner } tenía
    } { $partner_hand }.
narration-double-kemps-wrong =
    { $caller ->
        [you] Cantaste
       *[other] { $caller } cantó
    } Doble Kemps, pero hacen falta dos: { $by ->
        [you] tú tenías
       *[other] { $by } tenía
    } { $hand } { $partner ->
        [you] y tú tenías
        [i-sound] e { $partner } tenía
       *[other] y { $partner } tenía
    } { $partner_hand }.
narration-stop-wrong =
    { $caller ->
        [you] Cantaste
       *[other] { $caller } cantó
    } { $call } { $subject ->
        [you] a ti
        [player] al jugador
       *[other] a { $subject }
    }, pero las manos dijeron otra cosa.
narration-stop-right =
    { $caller ->
        [you] Cantaste
       *[other] { $caller } cantó
    } { $call } { $subject ->
        [you] a ti
        [player] al jugador
       *[other] a { $subject }
    } — pillados: { $caught }.
narration-held =
    { $seat ->
        [you] tú tenías
       *[other] { $seat } tenía
    } { $hand }

narration-refused-round-over = La ronda ya ha terminado
narration-refused-game-over = La partida ha terminado
narration-refused-time-in-past = Esa acción tiene una hora anterior al reloj de la partida
narration-refused-no-such-seat = No hay ese asiento en esta mesa
narration-refused-card-gone = Alguien tomó antes esa carta ({ $card })
narration-refused-card-swept = Esa carta ({ $card }) se fue al descarte
narration-refused-card-taken-by-you = Ya tomaste esa carta ({ $card }) del centro
narration-refused-not-in-centre = Esa carta ({ $card }) no ha estado en el centro en esta ronda
narration-refused-not-in-hand = No tienes esa carta ({ $card })
narration-refused-same-card-twice = Nombras dos veces la misma carta ({ $card }): da o toma cartas distintas
narration-refused-swap-size = Da tantas cartas como tomes (de una en una en esta mesa)
narration-refused-order-atomic = En esta mesa se cambia en un solo movimiento: da una carta y toma otra a la vez
narration-refused-order-drop-first = En esta mesa primero dejas una carta y luego tomas otra
narration-refused-order-pick-first = En esta mesa primero tomas una carta y luego dejas otra
narration-refused-drop-first = Deja una carta antes de tomar otra, y solo una
narration-refused-pick-first = Toma una carta antes de dejar otra, y solo una
narration-refused-double-calls-off = En esta mesa no se juegan cantos dobles
narration-refused-missing-target = Di a quién le cantas stop
narration-refused-no-such-target = No hay ese jugador ni ese equipo
narration-refused-own-team = No puedes cantar stop a tu propio equipo
narration-refused-kemps-on-own-hand = Kemps se canta por la mano de tu compañero, nunca por la tuya
narration-refused-stop-right-lost = Tras tu stop fallido ya no puedes cantar stop en esta ronda

narration-too-slow-taken = Tarde: { $seat } se llevó esa carta ({ $card })
narration-too-slow-gone = Tarde: esa carta ya no está ({ $card })
narration-waiting-for-friend = Esperando a que tu amigo vea el resultado…
narration-you-pass = Pasas
narration-paused = La partida está en pausa
narration-get-ready = Prepárate: la partida empieza enseguida
narration-hint-take-first = Primero toma una carta del centro
narration-hint-take-then-drop = Primero toma una carta del centro y luego deja una
narration-hint-drop-first = Primero deja una carta de tu mano
narration-hint-drop-now = Ahora deja una carta de tu mano
narration-hint-even-picks = Elige tantas cartas del centro como de tu mano ({ $hand } y { $centre } ahora) o pulsa otra vez una carta elegida para soltarla

narration-match-won = ¡Tu compañero y tú habéis ganado la partida!
narration-match-won-by = { $team } han ganado la partida.
narration-match-lost = Tu compañero y tú habéis perdido la partida.
narration-match-over = La partida ha terminado.

narration-headline-real-deal = Reparto nulo.
narration-headline-you-won = Ganaste la ronda
narration-headline-you-lost = Perdiste la ronda
narration-headline-team-won = { $team } ganaron la ronda
narration-headline-team-lost = { $team } perdieron la ronda
narration-headline-nobody = Nadie puntuó
narration-headline = { $lead }.
narration-headline-why = { $lead }: { $reason }.
narration-signal-read =
    { $owner ->
        [you] { $by } leyó tu señal
        [player] { $by ->
            [you] leíste la señal del jugador
           *[other] { $by } leyó la señal del jugador
        }
       *[other] { $by ->
            [you] leíste la señal de { $owner }
           *[other] { $by } leyó la señal de { $owner }
        }
    } ({ $gesture })
narration-signal-caught =
    { $owner ->
        [you] { $by } pilló tu señal
        [player] { $by ->
            [you] pillaste la señal del jugador
           *[other] { $by } pilló la señal del jugador
        }
       *[other] { $by ->
            [you] pillaste la señal de { $owner }
           *[other] { $by } pilló la señal de { $owner }
        }
    } ({ $gesture })
narration-signal-caught-seen =
    { $owner ->
        [you] { $by } pilló tu señal
        [player] { $by ->
            [you] pillaste la señal del jugador
           *[other] { $by } pilló la señal del jugador
        }
       *[other] { $by ->
            [you] pillaste la señal de { $owner }
           *[other] { $by } pilló la señal de { $owner }
        }
    } ({ $gesture }), vista justo antes { $caller ->
        [you] de tu { $call }
        [player] del { $call } del jugador
       *[other] del { $call } de { $caller }
    } en la ronda { $round }

narration-signal-caught-seen-partner =
    { $owner ->
        [you] { $by } pilló tu señal
        [player] { $by ->
            [you] pillaste la señal del jugador
           *[other] { $by } pilló la señal del jugador
        }
       *[other] { $by ->
            [you] pillaste la señal de { $owner }
           *[other] { $by } pilló la señal de { $owner }
        }
    } ({ $gesture }) — { $seen ->
        [you] tú la habías hecho
       *[other] { $seen } la había hecho
    } justo antes { $caller ->
        [you] de tu { $call }
        [player] del { $call } del jugador
       *[other] del { $call } de { $caller }
    } en la ronda { $round }

narration-pair = { $first } { $second ->
    [i-sound] e
   *[other] y
} { $second }
narration-the-gesture = «{ $gesture }»
narration-note-decoy =
    { $seat ->
        [you] Tu gesto
        [player] El gesto del jugador
       *[other] El gesto de { $seat }
    } («{ $gesture }») era un señuelo.
narration-note-was-decoy =
    { $seat ->
        [you] Tu gesto
        [player] El gesto del jugador
       *[other] El gesto de { $seat }
    } («{ $gesture }») era un señuelo
narration-note-real-too-late =
    { $seat ->
        [you] Tu gesto
        [player] El gesto del jugador
       *[other] El gesto de { $seat }
    } («{ $gesture }») era una señal de verdad, pero las manos habían cambiado cuando se cantó
narration-note-no-gesture =
    { $who ->
        [you] { $count ->
            [1] No habías hecho ningún gesto
           *[other] Tu compañero y tú no habíais hecho ningún gesto
        }
       *[other] { $count ->
            [1] { $who } no había hecho ningún gesto
           *[other] { $who } no habían hecho ningún gesto
        }
    }
narration-note-no-signal =
    { $team ->
        [you] Tu equipo no hizo
       *[other] { $team } no hicieron
    } ninguna señal en esta ronda
narration-note-signal =
    { $count ->
        [one] { $team ->
            [you] la señal de tu equipo en esta ronda era
           *[other] la señal de { $team } en esta ronda era
        }
       *[other] { $team ->
            [you] las señales de tu equipo en esta ronda eran
           *[other] las señales de { $team } en esta ronda eran
        }
    } { $gestures }
narration-note-clauses = { $first }; { $second }.
narration-times =
    { $count ->
        [1] una vez
        [2] dos veces
       *[other] { $count } veces
    }
narration-made-wink = guiñó un ojo { $times }
narration-made-ear-tug = se tiró de la oreja { $times }
narration-made-nose-scratch = se rascó la nariz { $times }
narration-made-chin-stroke = se tocó la barbilla { $times }
narration-made-eyebrow-raise = levantó una ceja { $times }
narration-made-table-tap = golpeó la mesa { $times }
narration-made-hair-smooth = se alisó el pelo { $times }
narration-made-shrug = se encogió de hombros { $times }
narration-made-yawn = bostezó { $times }
narration-made-lip-bite = se mordió el labio { $times }
narration-made-head-tilt = ladeó la cabeza { $times }
narration-made-cough = tosió { $times }
narration-missed =
    { $partner } { $made }: { $count ->
        [one] esa era su señal, y no la leíste.
       *[other] esas eran sus señales, y no las leíste.
    }
narration-rounds =
    { $count ->
        [one] en la ronda { $list }
       *[other] en las rondas { $list }
    }
narration-by-in =
    por { $seat ->
        [you] ti
       *[other] { $seat }
    } { $rounds }
narration-read-by = leída { $by }
narration-caught-by = pillada { $by }
narration-never-read = hecha { $rounds }, nunca leída ni pillada
narration-reads-line =
    { $team ->
        [you] Tu señal
       *[other] Señal de { $team }
    }, «{ $gesture }»: { $parts }.

narration-score-points-to = { $mine }:{ $theirs }
narration-score-with-letters =
    con { $mine ->
        [one] { $mine } letra
       *[other] { $mine } letras
    } contra { $theirs }
narration-score-with-hearts =
    con { $mine ->
        [one] { $mine } corazón restante
       *[other] { $mine } corazones restantes
    }
narration-score-letters-to =
    { $mine ->
        [one] { $mine } letra
       *[other] { $mine } letras
    } contra { $theirs }
narration-score-hearts-left =
    { $mine ->
        [one] { $mine } corazón restante
       *[other] { $mine } corazones restantes
    }
narration-result-words =
    { $won ->
        [yes] ganada
       *[no] perdida
    } { $score }, { $spotted ->
        [one] { $spotted } señal detectada
       *[other] { $spotted } señales detectadas
    }
narration-challenge-line =
    Supera el { $score } ({ $better }) en el reparto { $deal }: un amigo { $won ->
        [yes] ganó
       *[no] perdió
    } este reparto en { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }.
narration-better-points = puntos, los tuyos primero: cuantos más, mejor
narration-better-letters = las letras son malas: cuantas menos, mejor
narration-better-hearts = cuantos más corazones queden, mejor
narration-verdict-better = ¡Superaste el resultado de tu amigo!
narration-verdict-worse = Tu amigo sigue por delante. ¿Repites este reparto?
narration-verdict-same = Empate: exactamente el mismo resultado.

narration-new-cards = Ronda { $round }: cartas nuevas
