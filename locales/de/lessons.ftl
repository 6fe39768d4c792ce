## Die Lektionen, So wird gespielt, die Tasten und die Hilfe „?“, die Galerie der Signale.
##
## Die Personen der Lektionen stehen fest: Bram ist dein Partner, Ada und Cleo die Gegenseite.
## Es sind Namen: nicht übersetzen.




## Der Satz des Trainers über dem Tisch.
# $mine: die Karte, die du abgibst (2♠); $seven: die Karte aus der Mitte (7♠).
lesson-signal-start = Du hast drei Siebenen. Tausch deine { $mine } gegen die { $seven } in der Mitte: Tippe auf deine { $mine }, dann auf die { $seven }.
lesson-signal-now = Vier Siebenen! Sag es Bram ohne ein Wort: Tippe auf Signal, um zu zwinkern.
lesson-signal-made = Du hast gezwinkert — und Bram, dein Partner, schaut dich an…
lesson-watch-start = Jetzt hat Bram (oben) einen Vierling. Alle zappeln: Sobald Bram zwinkert, tippe auf { call-kemps }
lesson-watch-again = Bram hat wieder gezwinkert — das ist euer Signal. Tippe jetzt auf { call-kemps }
lesson-watch-called = Gerufen! Jetzt werden Brams Karten allen gezeigt.
lesson-stop-start = Die Gegenseite gibt auch Signale, und Ticks wiederholen sich. Achte darauf, wer nicht mehr tauscht: Wer einen Vierling hat, behält seine Karten, und seine Geste ist das Signal.
lesson-stop-decoy = Cleo hat sich wieder auf die Lippe gebissen — aber sie tauscht noch, also ist das ein Tick. Ada tauscht nicht mehr: Behalte sie im Auge.
lesson-stop-twice = Ada hat sich zweimal am Ohr gezupft und tauscht nicht mehr: Sie hat einen Vierling. Das ist ihr Signal — tippe auf { call-stop }
lesson-stop-called = Gerufen! Jetzt werden die Karten allen gezeigt.

## Das freundliche Wort des Trainers, wenn ein Zug nicht zur Lektion passt (er wird nicht gespielt).
# $mine: die Karte, die du stattdessen abgibst (2♠).
lesson-keep-sevens = Behalte deine Siebenen: Gib stattdessen die { $mine } ab.
# $seven: die Karte aus der Mitte (7♠).
lesson-take-the-seven = Nimm die { $seven } aus der Mitte: Damit hast du vier Siebenen.
lesson-four-already = Du hast schon vier Siebenen: Gib jetzt dein Signal.
# $seven: die Karte aus der Mitte (7♠).
lesson-signal-too-soon = Noch nicht: Dein Signal heißt „Ich habe einen Vierling“. Tausch erst gegen die { $seven }.
lesson-kemps-own-hand = { call-kemps } ruft man auf die Hand des Partners, nie auf die eigene. Gib dein Signal, und Bram ruft es.
lesson-stop-nobody-signalled = Niemand von der Gegenseite hat ein Signal gegeben: Ein Stop Kemps würde dich jetzt die Runde kosten.
lesson-kemps-before-wink = Noch nicht: Bram hat nicht gezwinkert. Ein Gähnen oder Kratzen ist nur ein Tick — warte auf das Zwinkern.
lesson-stop-on-partner = { call-stop } ist für die Signale der Gegenseite. Diesmal achte auf Bram, deinen Partner.
lesson-not-your-signal = Deine Hand ist kein Vierling: Diesmal gibt Bram das Signal. Schau auf sein Gesicht.
lesson-stop-on-fidget = Warte: Cleo tauscht noch, also ist ihr Lippenbeißen ein Tick, so oft sie es auch macht. Achte darauf, wer nicht mehr tauscht.
lesson-stop-after-one = Warte: Eine einzelne Geste kann ein Tick sein. Achte darauf, ob jemand, der nicht mehr tauscht, sie wiederholt.
lesson-kemps-nobody-signalled = Bram hat kein Signal gegeben. Schau auf Ada und Cleo: Wer von beiden tauscht nicht mehr?

## Die Tasten, wie die Hilfe „?“ und So wird gespielt sie zeigen.
lesson-key-space = Leertaste
lesson-key-enter = Enter
lesson-key-esc = Esc
lesson-key-hand = eine Karte deiner Hand wählen
lesson-key-centre = eine Karte der Mitte wählen (getauscht wird, sobald beide gewählt sind)
lesson-key-pass = passen: Du willst keine dieser Karten
lesson-key-kemps = { call-kemps } rufen — dein Partner hat einen Vierling
lesson-key-double-kemps = Doppel-Kemps rufen (wenn die Regeln es erlauben)
# $keys: die Tasten, mit denen man den Verdächtigen wählt („1 – 9“).
lesson-key-stop = Stop Kemps gegen einen Gegner rufen, dann mit { $keys } wählen, wen
lesson-key-double-stop = Doppel-Stop-Kemps rufen (wenn die Regeln es erlauben)
lesson-key-signal = dein geheimes Signal geben
# $keys: die Tasten der Gesten, der Reihe nach („1 – 9, 0, -, =“).
lesson-key-palette = die Gesten öffnen, dann mit { $keys } eine machen
lesson-key-pause = pausieren oder weiterspielen
lesson-key-continue = nach einer Runde weiter
lesson-key-cancel = deine Auswahl löschen, Offenes schließen
lesson-key-help = diese Tasten zeigen

## Die Hilfe „?“ am Tisch: die Wörter und Knöpfe des Tisches, jedes in einem Satz.
lesson-help-label = Hilfe und Tasten
lesson-help-at-the-table = Am Tisch
lesson-help-keys = Tasten
lesson-help-close = Schließen
# Der Name des Knopfs Stop Kemps.
lesson-term-stop = Stop Kemps
lesson-term-kemps-means = Dein Partner hat einen Vierling. Falsch, und deine Seite zahlt.
lesson-term-stop-means = Ein Gegner hat einen Vierling. Richtig, und er zahlt; falsch, und du zahlst.
# Der Name des Knopfs Signal.
lesson-term-signal = Signal
lesson-term-signal-means = Gibt dein geheimes Signal: Sag deinem Partner, dass du einen Vierling hast.
# Der Name des Knopfs Gesten.
lesson-term-gestures = Gesten
lesson-term-gestures-means = Irgendeine Geste, um dein Signal zwischen Ticks zu verstecken.
# Der Name des Knopfs Passen.
lesson-term-pass = Passen
lesson-term-pass-means = Du willst nichts aus der Mitte. Wenn alle passen, werden vier neue Karten gegeben.
# Das Zählen des Gebers, wie der Tisch es zeigt.
lesson-term-count = Eins, zwei, drei, weg
lesson-term-count-means = Das Zählen des Gebers vor vier neuen Karten in der Mitte. Ein Tausch während des Zählens startet das Warten neu.
lesson-term-dealer-means = Der Geber: gibt die Karten der Runde und zählt vor vier neuen Karten in der Mitte. Jede Runde gibt der nächste Spieler im Uhrzeigersinn.
# Der Stapel der Karten, die noch kommen.
lesson-term-stock = Stapel
lesson-term-stock-means = Die Karten, die noch in die Mitte kommen. Ist er leer und hat niemand gerufen, ist es eine Nullrunde: Niemand punktet.
# Die beiseitegelegten Karten der Mitte.
lesson-term-swept = Ablage
lesson-term-swept-means = Die Karten der Mitte, die niemand wollte, beiseitegelegt, wenn neue kommen.

## So wird gespielt.
lesson-howto-back = ← Zurück
lesson-howto-title = So wird gespielt
lesson-howto-try = Probier es am Tisch: eine Lektion in einer Minute
lesson-howto-idea = Die Idee
# $kemps: der Ruf, fett gedruckt.
lesson-howto-idea-kemps = Du und dein Partner sitzt euch gegenüber. Jeder von euch versucht, vier Karten eines Werts zu sammeln — vier Siebenen, vier Könige. Vor dem Spiel vereinbart ihr ein geheimes Signal: ein Zwinkern, ein Husten, ein Ohrzupfen. Hast du einen Vierling, gib das Signal. Sieht es dein Partner, ruft er { $kemps }, und euer Team gewinnt die Runde.
# $stop: der Gegenruf, fett gedruckt.
lesson-howto-idea-stop = Die Gegenseite schaut auch hin. Erwischt sie dein Signal, ruft sie { $stop } — und hat sie recht, verliert ihr die Runde. Versteck dein Signal also zwischen anderen Ticks, und wechsle es, wenn sie es zu kennen scheinen. Ihr könnt bis zu drei Signale vereinbaren und abwechselnd geben: Jedes heißt Vierling, und keines fällt oft genug auf, um euch zu verraten.
lesson-howto-round = Eine Runde
lesson-howto-round-deal = Jeder bekommt vier Karten; vier weitere liegen offen in der Mitte.
lesson-howto-round-swap = Es wird nicht reihum gespielt. Wann immer du willst, tausch eine Karte deiner Hand gegen eine aus der Mitte: Wähle deine Karte, dann die aus der Mitte. Wer eine Karte zuerst berührt, bekommt sie.
lesson-howto-round-count = Will niemand etwas aus der Mitte (oder passen alle), zählt der Geber „eins, zwei, drei, weg“ und gibt vier neue Karten. Ein Tausch während des Zählens startet das Warten neu.
lesson-howto-round-real-deal = Ist der Stapel leer und hat niemand gerufen, ist es eine „Nullrunde“: Niemand punktet.
lesson-howto-calls = Die Rufe
# $kemps: der Ruf, fett gedruckt.
lesson-howto-calls-kemps = { $kemps } — dein Partner hat einen Vierling. Falsch, und deine Seite zahlt. Auf die eigene Hand kannst du nie Kemps rufen.
# $stop: der Gegenruf, fett gedruckt.
lesson-howto-calls-stop = { $stop } — ein Gegner hat einen Vierling. Richtig, und er zahlt; falsch, und du zahlst.
# $double_kemps und $double_stop: die Namen der beiden Doppelrufe, fett gedruckt.
lesson-howto-calls-double = Mit Doppelrufen: { $double_kemps } (du und dein Partner habt beide einen) und { $double_stop } (beide Gegner haben einen) zählen doppelt.
lesson-howto-double-kemps = Doppel-Kemps
lesson-howto-double-stop = Doppel-Stop
lesson-howto-calls-first = Nur der erste Ruf zählt.
lesson-howto-house-rules = Hausregeln
lesson-howto-rules = Regeln
lesson-howto-in-short = Kurz gesagt
lesson-howto-summary-classic = Wer K-E-M-P-S voll hat, verliert. Tausch mehrere Karten auf einmal; stopp ein ganzes Team.
lesson-howto-summary-hearts = Fünf Herzen für jeden; pro Fehler eins weniger. Eine Karte nach der anderen; stopp einen Spieler.
lesson-howto-summary-party = Wer zuerst 5 Punkte hat, gewinnt. Drillinge werden neu gegeben, Doppelrufe zählen, ein falsches Stop Kemps kostet dein Recht zu stoppen.
lesson-howto-summary-tournament = Wer zuerst 5 Punkte hat, gewinnt. Leg eine Karte ab, bevor du eine nimmst; Drillinge in der Mitte werden beiseitegelegt.
lesson-howto-keys = Tasten
lesson-howto-keys-any-way = Alles geht mit der Maus, mit dem Finger oder allein mit der Tastatur.

## Deine geheimen Signale wählen: die Galerie der Gesten.
lesson-gallery-label = Deine geheimen Signale
lesson-gallery-one = Tippe auf eine Geste, um sie als zweites Signal zu nehmen, oder wähle eine andere und tippe diese weg.
lesson-gallery-two = Zwei Signale: Gib sie abwechselnd, dann fällt keine Geste auf. Nimm ein drittes dazu oder tippe eins weg.
lesson-gallery-three = Drei Signale, mehr vereinbart kein Team. Tippe eins weg, um ein anderes zu wählen.
