narration-you = du
narration-the-player = der Spieler
narration-the-player-cap = Der Spieler
narration-someone = jemanden
narration-team = { $first } & { $second }
narration-clause-separator = {"; "}
narration-and = { $rest } und { $last }
narration-no-cards = keine Karten
narration-their-cards = verdeckte Karten
narration-seconds = { $whole },{ $hundredths } s
narration-their =
    { $seat ->
        [you] dein
        [female] ihr
       *[other] sein
    }

narration-call-kemps = Kemps
narration-call-double-kemps = Doppel-Kemps
narration-call-stop = Stop Kemps
narration-call-double-stop = Doppel-Stop-Kemps

narration-round-started =
    Runde { $round }: { $dealer ->
        [you] Du gibst
       *[other] { $dealer } gibt
    }
narration-centre-empty = Die Mitte ist leer
narration-new-centre = Neue Mitte: { $cards }
narration-set-aside = { $cards } beiseitegelegt
narration-trips-redealt =
    { $seat ->
        [you] Du zeigst { $cards } und ziehst neu
       *[other] { $seat } zeigt { $cards } und zieht neu
    }
narration-swapped =
    { $seat ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $took } für { $gave }
narration-dropped =
    { $seat ->
        [you] Du legst { $card } ab
       *[other] { $seat } legt { $card } ab
    }
narration-dropped-dead =
    { $seat ->
        [you] Du legst { $card } bei „weg“ ab
       *[other] { $seat } legt { $card } bei „weg“ ab
    }
narration-took =
    { $seat ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $card }
narration-took-dead =
    { $seat ->
        [you] Du nimmst
       *[other] { $seat } nimmt
    } { $card } bei „weg“
narration-passed =
    { $seat ->
        [you] Du passt
       *[other] { $seat } passt
    }
narration-swept = Die Mitte wird abgeräumt
narration-reshuffled = Die Ablage wird zum neuen Stapel
narration-called = { $seat }: { $call }
narration-called-stop =
    { $seat }: { $call } gegen { $subject ->
        [you] dich
        [player] den Spieler
       *[other] { $subject }
    }
narration-revealed =
    { $seat ->
        [you] Du zeigst { $hand }
       *[other] { $seat } zeigt { $hand }
    }
narration-stop-right-lost =
    { $seat ->
        [you] Du darfst
       *[other] { $seat } darf
    } in dieser Runde kein Stop Kemps mehr rufen

narration-score-letter =
    { $team ->
        [you] { $team } bekommt
       *[other] { $team } bekommen
    } den Buchstaben { $letters }
narration-score-hearts =
    { $team ->
        [you] { $team } verliert
       *[other] { $team } verlieren
    } { $lost ->
        [one] ein Herz
       *[other] { $lost } Herzen
    } (noch { $left })
narration-score-points =
    { $team ->
        [you] { $team } bekommt
       *[other] { $team } bekommen
    } { $won ->
        [one] { $won } Punkt
       *[other] { $won } Punkte
    }
narration-scores = { $parts }.
narration-nobody-scores = Niemand punktet.

narration-real-deal = Der Stapel war leer, bevor jemand gerufen hat – also punktet niemand.
narration-kemps-right =
    { $caller ->
        [you] Du hast
       *[other] { $caller } hat
    } Kemps! gerufen — und { $partner ->
        [you] du hattest
       *[other] { $partner } hatte
    } { $partner_hand }.
narration-kemps-wrong =
    { $caller ->
        [you] Du hast
       *[other] { $caller } hat
    } Kemps gerufen, aber { $partner ->
        [you] du hattest
       *[other] { $partner } hatte
    } nur { $partner_hand }.
narration-double-kemps-right =
    { $caller ->
        [you] Du hast
       *[other] { $caller } hat
    } Doppel-Kemps! gerufen — { $by ->
        [you] du hattest
       *[other] { $by } hatte
    } { $hand } und { $partner ->
        [you] du hattest
       *[other] { $partner } hatte
    } { $partner_hand }.
narration-double-kemps-wrong =
    { $caller ->
        [you] Du hast
       *[other] { $caller } hat
    } Doppel-Kemps gerufen, aber dazu braucht es zwei: { $by ->
        [you] du hattest
       *[other] { $by } hatte
    } { $hand } und { $partner ->
        [you] du hattest
       *[other] { $partner } hatte
    } { $partner_hand }.
narration-stop-wrong =
    { $caller ->
        [you] Du hast
       *[other] { $caller } hat
    } { $call } gegen { $subject ->
        [you] dich
        [player] den Spieler
       *[other] { $subject }
    } gerufen, aber die Karten sagten etwas anderes.
narration-stop-right =
    { $caller ->
        [you] Du hast
       *[other] { $caller } hat
    } { $call } gegen { $subject ->
        [you] dich
        [player] den Spieler
       *[other] { $subject }
    } gerufen — erwischt: { $caught }.
narration-held =
    { $seat ->
        [you] du hattest
       *[other] { $seat } hatte
    } { $hand }

narration-refused-round-over = Die Runde ist schon vorbei
narration-refused-game-over = Das Spiel ist vorbei
narration-refused-time-in-past = Dieser Zug liegt vor der Spieluhr
narration-refused-no-such-seat = Diesen Platz gibt es an diesem Tisch nicht
narration-refused-card-gone = Jemand hat { $card } zuerst genommen
narration-refused-card-swept = { $card } ist auf der Ablage gelandet
narration-refused-card-taken-by-you = Du hast { $card } schon aus der Mitte genommen
narration-refused-not-in-centre = { $card } war in dieser Runde nicht in der Mitte
narration-refused-not-in-hand = Du hast { $card } nicht
narration-refused-same-card-twice = { $card } ist doppelt genannt: gib oder nimm verschiedene Karten
narration-refused-swap-size = Gib genau so viele Karten, wie du nimmst (an diesem Tisch eine nach der anderen)
narration-refused-order-atomic = An diesem Tisch tauschst du in einem Zug: gib eine Karte und nimm zugleich eine
narration-refused-order-drop-first = An diesem Tisch legst du erst eine Karte ab und nimmst dann eine
narration-refused-order-pick-first = An diesem Tisch nimmst du erst eine Karte und legst dann eine ab
narration-refused-drop-first = Leg eine Karte ab, bevor du eine nimmst, und nur eine
narration-refused-pick-first = Nimm eine Karte, bevor du eine ablegst, und nur eine
narration-refused-double-calls-off = An diesem Tisch gibt es keine Doppelrufe
narration-refused-missing-target = Sag, wen du stoppst
narration-refused-no-such-target = Diesen Spieler oder dieses Team gibt es nicht
narration-refused-own-team = Du kannst dein eigenes Team nicht stoppen
narration-refused-kemps-on-own-hand = Kemps gilt der Hand deines Partners, nie deiner eigenen
narration-refused-stop-right-lost = Nach deinem falschen Stop Kemps darfst du in dieser Runde kein Stop Kemps mehr rufen

narration-too-slow-taken = Zu langsam — { $seat } hat { $card } genommen
narration-too-slow-gone = Zu langsam — { $card } ist weg
narration-waiting-for-friend = Warte, bis dein Freund das Ergebnis gesehen hat…
narration-you-pass = Du passt
narration-paused = Das Spiel ist pausiert
narration-get-ready = Mach dich bereit — gleich geht's los
narration-hint-take-first = Nimm zuerst eine Karte aus der Mitte
narration-hint-take-then-drop = Nimm zuerst eine Karte aus der Mitte, dann leg eine ab
narration-hint-drop-first = Leg zuerst eine Karte aus deiner Hand ab
narration-hint-drop-now = Leg jetzt eine Karte aus deiner Hand ab
narration-hint-even-picks = Wähle in der Mitte so viele Karten wie in deiner Hand ({ $hand } und { $centre } bisher) oder tippe eine gewählte Karte erneut an, um sie abzuwählen

narration-match-won = Du und dein Partner gewinnt die Partie!
narration-match-won-by = { $team } gewinnen die Partie.
narration-match-lost = Du und dein Partner verliert die Partie.
narration-match-over = Die Partie ist vorbei.

narration-headline-real-deal = Eine Nullrunde.
narration-headline-you-won = Du hast die Runde gewonnen
narration-headline-you-lost = Du hast die Runde verloren
narration-headline-team-won = { $team } haben die Runde gewonnen
narration-headline-team-lost = { $team } haben die Runde verloren
narration-headline-nobody = Niemand hat gepunktet
narration-headline = { $lead }.
narration-headline-why = { $lead }: { $reason }.
narration-signal-read =
    { $by ->
        [you] du hast
       *[other] { $by } hat
    } { $owner ->
        [you] dein { $gesture }
        [player] das { $gesture } des Spielers
       *[other] das { $gesture } von { $owner }
    } erkannt
narration-signal-caught =
    { $by ->
        [you] du hast
       *[other] { $by } hat
    } { $owner ->
        [you] dich
        [player] den Spieler
       *[other] { $owner }
    } beim { $gesture } ertappt
narration-signal-caught-seen =
    { $by ->
        [you] du hast
       *[other] { $by } hat
    } { $owner ->
        [you] dich
        [player] den Spieler
       *[other] { $owner }
    } beim { $gesture } ertappt, gesehen kurz vor { $caller ->
        [you] deinem { $call }
        [player] dem { $call } des Spielers
       *[other] dem { $call } von { $caller }
    } in Runde { $round }

narration-signal-caught-seen-partner =
    { $by ->
        [you] du hast
       *[other] { $by } hat
    } { $owner ->
        [you] dich
        [player] den Spieler
       *[other] { $owner }
    } beim { $gesture } ertappt — { $seen ->
        [you] du hattest
        [player] der Spieler hatte
       *[other] { $seen } hatte
    } dieselbe Geste kurz vor { $caller ->
        [you] deinem { $call }
        [player] dem { $call } des Spielers
       *[other] dem { $call } von { $caller }
    } gemacht, in Runde { $round }

narration-pair = { $first } und { $second }
narration-the-gesture = „{ $gesture }“
narration-note-decoy =
    { $seat ->
        [you] Dein { $gesture }
        [player] Das { $gesture } des Spielers
       *[other] Das { $gesture } von { $seat }
    } war eine Finte.
narration-note-was-decoy =
    { $seat ->
        [you] Dein { $gesture }
        [player] Das { $gesture } des Spielers
       *[other] Das { $gesture } von { $seat }
    } war eine Finte
narration-note-real-too-late =
    { $seat ->
        [you] Dein { $gesture }
        [player] Das { $gesture } des Spielers
       *[other] Das { $gesture } von { $seat }
    } war ein echtes Signal, aber beim Ruf hatten sich die Karten geändert
narration-note-no-gesture =
    { $who ->
        [you] { $count ->
            [1] Du hattest keine Geste gemacht
           *[other] { $who } hattet keine Geste gemacht
        }
       *[other] { $count ->
            [1] { $who } hatte keine Geste gemacht
           *[other] { $who } hatten keine Geste gemacht
        }
    }
narration-note-no-signal =
    { $team ->
        [you] { $team } habt in dieser Runde kein Signal gegeben
       *[other] { $team } haben in dieser Runde kein Signal gegeben
    }
narration-note-signal =
    { $team ->
        [you] { $count ->
            [one] das Signal deines Teams war in dieser Runde { $gestures }
           *[other] die Signale deines Teams waren in dieser Runde { $gestures }
        }
       *[other] { $count ->
            [one] { $team } haben in dieser Runde das Signal { $gestures } gegeben
           *[other] { $team } haben in dieser Runde die Signale { $gestures } gegeben
        }
    }
narration-note-clauses = { $first }; { $second }.
narration-times =
    { $count ->
        [1] einmal
        [2] zweimal
       *[other] { $count }-mal
    }
narration-made-wink = hat { $times } gezwinkert
narration-made-ear-tug = hat sich { $times } am Ohr gezupft
narration-made-nose-scratch = hat sich { $times } an der Nase gekratzt
narration-made-chin-stroke = hat sich { $times } übers Kinn gestrichen
narration-made-eyebrow-raise = hat { $times } eine Augenbraue gehoben
narration-made-table-tap = hat { $times } auf den Tisch geklopft
narration-made-hair-smooth = hat sich { $times } die Haare geglättet
narration-made-shrug = hat { $times } mit den Schultern gezuckt
narration-made-yawn = hat { $times } gegähnt
narration-made-lip-bite = hat sich { $times } auf die Lippe gebissen
narration-made-head-tilt = hat { $times } den Kopf geneigt
narration-made-cough = hat { $times } gehustet
narration-missed =
    { $partner } { $made }: { $count ->
        [one] das war { $partner ->
            [female] ihr
           *[other] sein
        } Signal, und du hast es nicht erkannt.
       *[other] das waren { $partner ->
            [female] ihre
           *[other] seine
        } Signale, und du hast sie nicht erkannt.
    }
narration-rounds =
    { $count ->
        [one] in Runde { $list }
       *[other] in den Runden { $list }
    }
narration-by-in =
    { $seat ->
        [you] von dir
        [player] vom Spieler
       *[other] von { $seat }
    } { $rounds }
narration-read-by = erkannt { $by }
narration-caught-by = ertappt { $by }
narration-never-read = gemacht { $rounds }, nie erkannt oder ertappt
narration-reads-line =
    { $team ->
        [you] Euer Signal, „{ $gesture }“
       *[other] { $team }, Signal „{ $gesture }“
    }: { $parts }.

narration-score-points-to = { $mine }:{ $theirs }
narration-score-with-letters =
    mit { $mine ->
        [one] { $mine } Buchstaben
       *[other] { $mine } Buchstaben
    } zu { $theirs }
narration-score-with-hearts =
    mit { $mine ->
        [one] { $mine } Herz übrig
       *[other] { $mine } Herzen übrig
    }
narration-score-letters-to =
    { $mine ->
        [one] { $mine } Buchstabe
       *[other] { $mine } Buchstaben
    } zu { $theirs }
narration-score-hearts-left =
    { $mine ->
        [one] { $mine } Herz übrig
       *[other] { $mine } Herzen übrig
    }
narration-result-words =
    { $score } { $won ->
        [yes] gewonnen
       *[no] verloren
    }, { $spotted ->
        [one] { $spotted } Signal erkannt
       *[other] { $spotted } Signale erkannt
    }
narration-challenge-line =
    Schlag { $score } ({ $better }) in Blatt { $deal } — ein Freund hat dieses Blatt in { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    } { $won ->
        [yes] gewonnen
       *[no] verloren
    }.
narration-better-points = Punkte, deine zuerst: mehr ist besser
narration-better-letters = Buchstaben sind schlecht: weniger ist besser
narration-better-hearts = mehr übrige Herzen sind besser
narration-verdict-better = Du hast das Ergebnis deines Freundes geschlagen!
narration-verdict-worse = Das Ergebnis deines Freundes bleibt ungeschlagen. Noch mal versuchen?
narration-verdict-same = Gleichstand: genau dasselbe Ergebnis.

narration-new-cards = Runde { $round }: neue Karten
