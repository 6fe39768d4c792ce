## Die Menüs: Startseite, Vorbereitung, Statistik, Fortsetzen, der Rahmen der App.

menu-back = ← Zurück
menu-home = Startseite
menu-resume = Partie fortsetzen

menu-home-tagline = Das Kartenspiel der geheimen Signale. Sammle einen Vierling und zwinkere deinem Partner zu — bevor die Gegenseite dich erwischt.
menu-home-new = Neu bei Kemps?
menu-home-lesson-pitch = Lern es in einer Minute am Tisch: Tausch auf einen Vierling hin, gib dein Signal und achte auf das Gesicht deines Partners.
menu-home-show-me = Zeig's mir
menu-home-skip = Überspringen
menu-home-menu = Hauptmenü
menu-home-play = Spielen
menu-home-daily = Tagesspiel
menu-home-daily-done = Heute ({ $date }): { $result }. Du kannst es noch mal spielen; dein erstes Ergebnis zählt.
menu-home-daily-new = Das Tagesspiel ({ $date }) ist für alle gleich.
menu-home-friend = Mit Freunden spielen
menu-home-how-to = Spielregeln
menu-home-settings = Einstellungen
menu-home-stats = Statistik
menu-home-replay-file = Replay-Datei öffnen

menu-setup-title = Neue Partie
menu-setup-summary = { $preset } · { $players } Spieler · Bots: { $level } · Tempo: { $speed } · Spiel { $deal }
menu-setup-more = Regeln, Tisch, Bots, Tempo oder Spiel ändern
menu-setup-rules-refused = Mit diesen Regeln kann man nicht spielen: { $why }.
menu-setup-start = Partie starten
menu-setup-with-friend = Mit Freunden spielen
menu-setup-deal = Spiel
menu-setup-deal-code = Spielcode
menu-setup-deal-hint = Gib den Code eines Freundes ein, etwa 7QX2-M9PA, um dieselben Karten zu spielen.
menu-setup-your-signals =
    { $count ->
        [one] Dein geheimes Signal
       *[other] Deine geheimen Signale
    }
menu-setup-signals-hint =
    { $count ->
        [one] Dein Partner achtet darauf. Gib es, wenn du einen Vierling hast — und versteck es zwischen anderen Ticks.
       *[other] Jedes davon sagt deinem Partner, dass du einen Vierling hast. Der Knopf „Signal“ gibt sie der Reihe nach.
    }
menu-setup-choose-signals = Signale wählen (eins bis drei)
menu-setup-table = Tisch
menu-setup-players = { $count } Spieler
menu-setup-bots = Bots
menu-setup-speed = Tempo
menu-setup-rules = Regeln
menu-setup-change-rules = Regeln ändern

menu-speed-relaxed = Langsam
menu-speed-normal = Normal
menu-speed-quick = Schnell
menu-speed-fast = Rasant

menu-preset-classic-summary = Wer K-E-M-P-S voll hat, verliert. Tausch mehrere Karten auf einmal; stopp ein ganzes Team.
menu-preset-hearts-summary = Fünf Herzen für jeden; pro Fehler eins weniger. Eine Karte nach der anderen; stopp einen Spieler.
menu-preset-party-summary = Wer zuerst 5 Punkte hat, gewinnt. Drillinge werden neu gegeben, Doppelrufe zählen, ein falsches Stop Kemps kostet dein Recht zu stoppen.
menu-preset-tournament-summary = Wer zuerst 5 Punkte hat, gewinnt. Leg eine Karte ab, bevor du eine nimmst; Drillinge in der Mitte werden beiseitegelegt.

menu-level-casual-description = Langsam und gelassen: Sie bemerken selten ein Signal und behalten ihres, bis du es ertappst.
menu-level-sharp-description = Zweimal kurz vor deinem Vierling gesehen, ist eine Geste durchschaut: Wiederhol sie, und sie stoppen dich. Ein ertapptes Signal wechseln sie.
menu-level-ruthless-description = Einmal reicht: Eine Geste kurz vor deinem Kemps ist durchschaut; wiederholst du sie, rufen sie um die Wette mit deinem Partner. Sie wechseln zwischen zwei oder drei Signalen.

menu-option-swap-multi = Mehrere Karten auf einmal tauschen
menu-option-double-calls = Doppel-Kemps und Doppel-Stop-Kemps zählen doppelt
menu-option-redeal-trips = Wer einen Drilling bekommt, zeigt ihn und zieht neu
menu-option-center-trips = Ein Drilling in einer neuen Mitte wird beiseitegelegt
menu-option-order = Tauschen:
menu-option-order-atomic = geben und nehmen in einem Zug
menu-option-order-drop-first = erst ablegen, dann nehmen
menu-option-order-pick-first = erst nehmen, dann ablegen
menu-option-stop-target = Stop Kemps nennt
menu-option-stop-team = ein Team
menu-option-stop-seat = einen Spieler
menu-option-wrong-stop = Ein falsches Stop Kemps
menu-option-wrong-stop-penalty = wird bestraft
menu-option-wrong-stop-lose-right = kostet das Recht, in dieser Runde zu stoppen
menu-option-stock-out = Wenn der Stapel leer ist
menu-option-stock-real-deal = punktet niemand (Nullrunde)
menu-option-stock-reshuffle = wird die Ablage neu gemischt

menu-stats-title = Statistik
menu-stats-matches = Partien
menu-stats-matches-count = { $played } gespielt, { $won } gewonnen
menu-stats-kemps = Kemps gerufen
menu-stats-right-wrong = { $right } richtig, { $wrong } falsch
menu-stats-stops = Stop Kemps gerufen
menu-stats-fastest = Schnellstes Erkennen
menu-stats-wins-row = Siege in Folge
menu-stats-streak = { $now } (Rekord: { $best })
menu-stats-daily-row = Tagesspiele in Folge
menu-stats-played = Gespielt
menu-stats-won = Gewonnen
menu-stats-count = { $count }

menu-resume-same = Da weitermachen, wo du aufgehört hast?
menu-resume-other = Du hast eine laufende Partie
menu-resume-opens = Dieser Link öffnet Spiel { $deal }. Damit endet deine laufende Partie.
menu-resume-your-match = Deine Partie
menu-resume-again = Dieses Spiel neu starten
menu-resume-open = Spiel { $deal } öffnen

menu-challenge-title = Jemand fordert dich heraus
menu-challenge-lesson = Neu bei Kemps? Eine einminütige Lektion zeigt dir, wie es geht; die Herausforderung wartet.
menu-challenge-label = Die Herausforderung
menu-challenge-show-me = Erst die Lektion
menu-challenge-start = Herausforderung annehmen

menu-app-opening-link = Link wird geöffnet…
menu-app-opening-replay = Replay wird geöffnet…
menu-app-no-match = Es gibt keine Partie zum Anzeigen.
menu-app-no-replay = Es gibt kein Replay zum Anzeigen.
menu-app-nothing-to-resume = Es gibt nichts fortzusetzen.

menu-lazy-loading = Wird geladen…
menu-lazy-failed = Dieser Teil des Spiels konnte nicht geladen werden. Prüfe deine Verbindung und versuche es noch einmal. Wurde das Spiel aktualisiert, seit diese Seite offen ist, lade sie neu.
menu-lazy-retry = Erneut versuchen
menu-lazy-reload = Seite neu laden
