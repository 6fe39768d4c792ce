## Der Tisch, das Ergebnis einer Runde, das Ende des Spiels und die Wiederholung.

## Die obere Leiste und die Hinweise.
table-lesson = Lektion { $number } von { $count }
table-dismiss-notices = Hinweise schließen
table-with-friend = Mit einem Freund
table-round-trip = Hin und zurück
table-ms = { $ms } ms
table-daily-deal = Tagesspiel
table-deal = Spiel
table-round = Runde { $round }
table-level-bots = Bots: { $level }
table-menu = Spiel
table-pause = Pause
table-resume = Weiter
table-share = Teilen
table-help = Hilfe und Tasten
table-leave = Verlassen

## Der Tisch.
table-felt = Der Tisch
table-count-one = Eins…
table-count-two = Zwei…
table-count-three = Drei…
table-count-dead = Tot!
table-stock-label =
    { $count ->
        [one] Stapel: { $count } Karte
       *[other] Stapel: { $count } Karten
    }
table-stock = Stapel
table-swept-label =
    { $count ->
        [one] Ablage: { $count } Karte
       *[other] Ablage: { $count } Karten
    }
table-swept = Ablage
table-centre = Karten in der Mitte
table-get-ready = Gleich geht's los…
table-your-hand = Deine Hand
table-dealer = Geber
table-dealer-chip = G
table-what-happened = Was passiert ist

## Ein Platz am Tisch.
table-seat-name = { $seat }
table-role-partner =
    { $seat ->
        [female] Partnerin
       *[other] Partner
    }
table-role-opponent =
    { $seat ->
        [female] Gegnerin
       *[other] Gegner
    }
table-seat =
    { $count ->
        [one] { $name }, { $role }, { $count } Karte
       *[other] { $name }, { $role }, { $count } Karten
    }
table-seat-passed =
    { $count ->
        [one] { $name }, { $role }, { $count } Karte, gepasst
       *[other] { $name }, { $role }, { $count } Karten, gepasst
    }
table-passed = gepasst
table-pass-chip = passt
table-shows = { $name } zeigt

## Die Aktionsleiste und die Wahl des Ziels.
table-actions = Aktionen
table-pass = Passen
table-make-signal = Mach dein Signal: { $gesture }
table-signal = Signal
table-gestures = Gesten
table-stop-button = Stop Kemps
table-double-kemps-button = Doppel-Kemps
table-double-stop-button = Doppel-Stop
table-gesture-yours = { $gesture } (dein Signal)
table-signals-two = { $first } oder { $second }
table-signals-three = { $first }, { $second } oder { $third }
table-stop-on = Stop Kemps gegen wen?
table-double-stop-on = Doppel-Stop-Kemps gegen wen?
table-cancel = Abbrechen

## Die Fenster.
table-paused = Pausiert
table-game-waits = Das Spiel wartet auf dich.
table-ready-title = Du bist bereit
table-ready-what = Das ist Kemps: Tausch dich zu vier Gleichen, gib deinem Partner ohne ein Wort ein Signal, achte zwischen all dem Gezappel auf sein Gesicht und erwisch die andere Seite, wenn dort jemand eine Geste wiederholt.
table-ready-how = Jeder richtige Ruf gibt der anderen Seite einen Buchstaben; wer K-E-M-P-S voll hat, verliert. Dein erstes Spiel ist gegen gemütliche Bots, und jede Geste steht neben dem Gesicht, das sie macht. Dein Signal ist das Zwinkern: Du kannst es nach jeder Runde ändern.
table-first-match = Erstes Spiel starten
table-home = Start
table-next-lesson = Nächste Lektion
table-finish = Fertig

## Der Punktestand.
table-scores = Punktestand
table-team-score = { $team }: { $score }
table-letters = { $got } von { $count } Buchstaben
table-hearts =
    { $count ->
        [one] { $left } von { $count } Herz
       *[other] { $left } von { $count } Herzen
    }
table-points =
    { $target ->
        [one] { $points } von { $target } Punkt
       *[other] { $points } von { $target } Punkten
    }

## Das Ergebnis einer Runde.
table-round-title = Runde { $round }
table-cards-of =
    { $seat ->
        [you] Deine Karten
       *[other] Karten von { $seat }
    }
table-next-round = Nächste Runde
table-signal-read =
    { $count ->
        [one] Dein Signal wurde erkannt.
       *[other] Deine Signale wurden erkannt.
    }
table-pick-another = Wähl vor der nächsten Runde ein anderes.
table-your-signals =
    { $count ->
        [one] Dein geheimes Signal:
       *[other] Deine geheimen Signale:
    }
table-partner-will-know =
    { $count ->
        [one] Dein Partner merkt es, wenn du es änderst.
       *[other] Dein Partner merkt es, wenn du sie änderst.
    }
table-change-signals = Signale ändern

## Das Ende des Spiels.
table-match-over = Spiel vorbei
table-captions-offer = Die Gestenbeschriftungen waren in deinem ersten Spiel an; ab dem nächsten sind sie aus. Behalten?
table-keep-captions = Beschriftungen behalten
table-play-again = Nochmal spielen
table-challenge = Freund herausfordern
table-share-deal = Dieses Spiel teilen
table-watch-replay = Wiederholung ansehen
table-share-replay = Wiederholung teilen
table-download-replay = Wiederholung herunterladen
table-replay-saved = Wiederholung als Datei gespeichert.
table-packing = Die Wiederholung wird noch verpackt: Versuch es gleich noch einmal.
table-replay-too-long = Diese Wiederholung ist zu lang für einen Link, deshalb wurde sie als Datei gespeichert.
table-replay-not-saved = Die Wiederholung konnte nicht gespeichert werden.
table-challenge-title = Kemps-Herausforderung
table-replay-title = Kemps-Wiederholung
table-replay-text = Schau dir mein Kemps-Spiel an – die Signale sind aufgedeckt.
table-your-match = Dein Spiel
table-kemps-called = Kemps gerufen
table-stops-called = Stopps gerufen
table-right-wrong = { $right } richtig, { $wrong } falsch
table-partner-spotted = Partnersignale erkannt
table-fastest-spot = Schnellstes Erkennen
table-rounds = Runden
table-signals-read = Gelesene Signale
table-signals-read-caught = Signale gelesen und ertappt
table-signals-by-round = Die Signale, Runde für Runde
table-round-column = Runde
table-not-shown = (nicht gezeigt)
table-shown-times = ({ $count }× gezeigt)
table-results-compared = Dein Ergebnis und das deines Freundes
table-you-column = Du
table-your-friend = Dein Freund
table-result = Ergebnis
table-signals-spotted = Erkannte Signale
table-won = Sieg { $score }
table-lost = Niederlage { $score }

## Die Wiederholung.
table-replay = Wiederholung
table-player-hand = Hand des Spielers
table-signal-mark = SIGNAL: { $caption }
table-decoy-mark = Finte: { $caption }
table-every-hand = Der Tisch, alle Hände offen
table-playback = Wiedergabe
table-play = Abspielen
table-match-time = Spielzeit
table-replay-time = Runde { $round } · { $clock }
table-speeds-rounds = Tempo und Runden
table-every-round = Alle Runden
table-every-gesture = Alle Gesten
table-in-all = ({ $count } insgesamt)
table-gesture-pages = Gestenseiten
table-earlier = Früher
table-page-of = Seite { $page } von { $pages }
table-later = Später
table-follow = Der Wiedergabe folgen
table-kind-signal = Signal
table-kind-decoy = Finte
table-chance-kemps =
    { $seat ->
        [you] du hättest Kemps rufen können
       *[other] der Spieler hätte Kemps rufen können
    }
table-chance-stop =
    { $seat ->
        [you] du hättest Stop Kemps rufen können
       *[other] der Spieler hätte Stop Kemps rufen können
    }

## Ein Tisch mit einem Freund.
table-peer-lost-host = Die Verbindung zum Tisch deines Freundes ist gerade weg…
table-peer-lost-friend = Die Verbindung zu deinem Freund ist gerade weg: Kommt sie nicht in wenigen Sekunden zurück, übernimmt ein Bot seinen Platz.
table-peer-back = Wieder verbunden.
table-peer-closed = Der Tisch deines Freundes ist geschlossen: Der Gastgeber ist gegangen oder die Verbindung ist weg. Das Spiel ist vorbei.
table-friend-left = Dein Freund hat den Tisch verlassen: Das Spiel ist vorbei.

## Ein Spiel in Arbeit, wie es ein Neuladen wieder anbietet.
table-in-progress = Spiel { $code } · Runde { $round }
