## Der Tisch, das Ergebnis einer Runde, das Ende der Partie und das Replay.

## Die obere Leiste und die Hinweise.
table-lesson = Lektion { $number } von { $count }
table-dismiss-notices = Hinweise schließen
table-with-friend =
    { $friends ->
        [one] Mit einem Freund
       *[other] Mit { $friends } Freunden
    }
table-round-trip = Ping
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
table-count-dead = Weg!
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
table-ready-what = Das ist Kemps: Tausch auf einen Vierling hin, gib deinem Partner ohne ein Wort ein Signal, achte zwischen all dem Gezappel auf sein Gesicht und erwisch die Gegenseite, wenn dort jemand nicht mehr tauscht und eine Geste wiederholt.
table-ready-how = Jeder richtige Ruf gibt der Gegenseite einen Buchstaben; wer K-E-M-P-S voll hat, verliert. Deine erste Partie spielst du gegen gemütliche Bots, und jede Geste steht neben dem Gesicht, das sie macht. Dein Signal ist das Zwinkern: Du kannst es nach jeder Runde ändern.
table-first-match = Erste Partie starten
table-home = Startseite
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
        [player] Karten des Spielers
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

## Das Ende der Partie.
table-match-over = Partie vorbei
table-captions-offer = Die Gesten-Untertitel waren in deiner ersten Partie an; ab der nächsten sind sie aus. Behalten?
table-keep-captions = Untertitel behalten
table-play-again = Nochmal spielen
table-challenge = Freund herausfordern
table-share-deal = Dieses Spiel teilen
table-watch-replay = Replay ansehen
table-share-replay = Replay teilen
table-download-replay = Replay herunterladen
table-replay-saved = Replay-Datei gespeichert.
table-packing = Das Replay wird noch gepackt: Versuch es gleich noch einmal.
table-replay-too-long = Dieses Replay ist zu lang für einen Link, deshalb wurde es als Datei gespeichert.
table-replay-not-saved = Das Replay konnte nicht gespeichert werden.
table-challenge-title = Kemps-Herausforderung
table-replay-title = Kemps-Replay
table-replay-text = Schau dir meine Kemps-Partie an – die Signale sind aufgedeckt.
table-your-match = Deine Partie
table-kemps-called = Kemps gerufen
table-stops-called = Stop Kemps gerufen
table-right-wrong = { $right } richtig, { $wrong } falsch
table-partner-spotted = Partnersignale erkannt
table-fastest-spot = Schnellstes Erkennen
table-rounds = Runden
table-signals-read = Erkannte Signale
table-signals-read-caught = Signale erkannt und ertappt
table-signals-by-round = Die Signale, Runde für Runde
table-round-column = Runde
table-not-shown = (nicht gezeigt)
table-shown-times = ({ $count }× gezeigt)
table-shown-without-four = ({ $count }× ohne Vierling gezeigt)
table-shown-and-without-four = ({ $count }× gezeigt, dazu { $without }× ohne Vierling)
table-results-compared = Dein Ergebnis und das deines Freundes
table-you-column = Du
table-your-friend = Dein Freund
table-result = Ergebnis
table-signals-spotted = Erkannte Signale
table-won = Sieg { $score }
table-lost = Niederlage { $score }

## Das Replay.
table-replay = Replay
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
table-follow = Dem Replay folgen
table-watch-on = Weiter ansehen
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
table-chance-kemps-right =
    { $seat ->
        [you] du hast Kemps gerufen, zu Recht
       *[other] der Spieler hat Kemps gerufen, zu Recht
    }
table-chance-kemps-wrong =
    { $seat ->
        [you] du hast Kemps gerufen, zu Unrecht
       *[other] der Spieler hat Kemps gerufen, zu Unrecht
    }
table-chance-stop-right =
    { $seat ->
        [you] du hast Stop Kemps gerufen, zu Recht
       *[other] der Spieler hat Stop Kemps gerufen, zu Recht
    }
table-chance-stop-wrong =
    { $seat ->
        [you] du hast Stop Kemps gerufen, zu Unrecht
       *[other] der Spieler hat Stop Kemps gerufen, zu Unrecht
    }
table-chance-kemps-first =
    { $seat ->
        [you] { $caller } hat vor dir Kemps gerufen
       *[other] { $caller } hat vor dem Spieler Kemps gerufen
    }
table-chance-stop-first =
    { $seat ->
        [you] { $caller } hat vor dir Stop Kemps gerufen
       *[other] { $caller } hat vor dem Spieler Stop Kemps gerufen
    }

## Ein Tisch mit einem Freund.
table-peer-lost-host = Die Verbindung zum Tisch deines Freundes ist unterbrochen…
table-peer-lost-friend = Die Verbindung zu deinem Freund ist unterbrochen: Kommt sie nicht in wenigen Sekunden zurück, übernimmt ein Bot seinen Platz.
table-peer-back = Wieder verbunden.
table-peer-closed = Der Tisch deines Freundes ist geschlossen: Der Gastgeber ist gegangen oder die Verbindung ist abgerissen. Die Partie ist vorbei.
table-friend-left = Dein Freund hat den Tisch verlassen: Die Partie ist vorbei.
table-friend-next-round = Warte auf die nächste Runde.
table-friend-waiting = Wir warten, bis dein Freund das Ergebnis gesehen hat …
table-waiting-for =
    { $count ->
        [one] Wir warten, bis { $names } das Ergebnis gesehen hat…
       *[other] Wir warten, bis { $names } das Ergebnis gesehen haben…
    }
table-seen-waits =
    { $count ->
        [one] { $names } hat das Ergebnis gesehen und wartet auf dich.
       *[other] { $names } haben das Ergebnis gesehen und warten auf dich.
    }

## Eine laufende Partie, wie sie nach dem Neuladen wieder angeboten wird.
table-in-progress = Spiel { $code } · Runde { $round }
# A match with friends: its deal number stays private until the replay.
table-in-progress-friends = Partie mit Freunden · Runde { $round }

# Friends' replay
table-friends-replay-too-long-host = Das Replay ist zu lang, um es deinem Freund zu schicken: Lade es herunter und schick ihm die Datei.
table-friends-replay-on-its-way = Das Replay kommt gleich von der Seite deines Freundes…
table-friends-replay-too-long = Das Replay war zu lang für die Verbindung: Bitte deinen Freund um die Datei.
table-friends-replay-heading = Das Replay eures Spiels
