## Adressen, Links, Replay-Dateien, gespeicherte Daten und Spiele mit Freunden.

link-address-twice = die Adresse nennt { $key } mehr als einmal, also zählt nur das erste
link-address-seed = die Spielnummer { $value } kann dieses Spiel nicht geben, also gibt es ein neues Spiel
link-address-teams = ein Tisch hat hier 2 bis { $most } Teams, nicht { $value }, also hat dieser 2
link-address-preset = es gibt keine Regeln { $value }, also gelten die klassischen
link-address-level = es gibt keine Stufe { $value }: die Bots sind casual, sharp oder ruthless
link-address-speed = es gibt kein Tempo { $value }
link-address-gesture = es gibt keine Geste { $value }
link-address-signals = ein Team vereinbart ein bis drei verschiedene Signale, nicht { $value }

link-refused-link = Dieser Link öffnet kein Spiel
link-refused-replay-file = Diese Datei öffnet kein Replay
link-refused-saved-match = Deine laufende Partie lässt sich nicht fortsetzen
link-refused-setup = Dieses Spiel kann hier nicht gespielt werden
link-advice-link = Lass dir den Link noch einmal schicken, oder spiel ein neues Spiel.
link-advice-replay-file = Wähl die .kemps-Datei, die Kemps am Ende einer Partie gespeichert hat, oder spiel ein neues Spiel.
link-advice-saved-match = Sie wurde beiseitegelegt und wird nicht mehr angeboten. Spiel ein neues Spiel, oder geh zum Start.
link-advice-setup = Ändere die Einstellungen, oder spiel ein neues Spiel.
link-fresh-deal = Neues Spiel spielen
link-home = Startseite
link-file-empty = Diese Datei ist leer: Sie enthält kein Replay.
link-file-too-big = Diese Datei ist zu groß für ein Replay: Sie hat { $size }, ein Kemps-Replay hat höchstens { $most }, deshalb wurde sie nicht gelesen.
link-size-mb = { $count } MB
link-size-kb = { $count } KB
link-replay-link-unreadable = Dieser Replay-Link lässt sich nicht abspielen.
link-replay-file-unreadable = Diese Datei ist kein Kemps-Replay, das diese Seite abspielen kann.
link-saved-match-unreadable = Die laufende Partie konnte nicht gelesen werden.
link-game-unplayable = Dieses Spiel kann hier nicht gespielt werden: { $why }.
link-replay-unplayable = Dieses Replay kann hier nicht abgespielt werden: { $why }.
link-set-aside = Die früher gespeicherte laufende Partie konnte nicht gelesen werden und wurde beiseitegelegt.

link-bad-teams = ein Tisch hat { $least } bis { $most } Teams, nicht { $teams }
link-bad-seed = seine Spielnummer liegt außerhalb des Bereichs
link-bad-round-break = die Pause zwischen Runden legt die Seite fest, nicht ein Spiel
link-invalid-word = word muss 1 bis 12 Buchstaben haben
link-invalid-lives = lives muss zwischen 1 und 99 liegen
link-invalid-target = target muss zwischen 1 und 99 Punkten liegen
link-invalid-idle = idle_ms muss zwischen 1 und 600000 liegen
link-invalid-countdown = countdown_ms muss zwischen 0 und 60000 liegen
link-invalid-round-break = round_break_ms muss zwischen 0 und 600000 liegen
link-unplayable-idle-short = der Geber würde nach { $ms } ms ohne Tausch zu zählen beginnen, und ein Mensch braucht mindestens { $least } ms, um die Mitte zu sehen und nach einer Karte zu greifen
link-unplayable-idle-long = der Geber würde { $ms } ms warten, bevor er zählt, und nach { $most } ms wirkt der Tisch wie hängen geblieben
link-unplayable-countdown-short = „eins, zwei, drei, weg“ würde { $ms } ms dauern, und ein Mensch braucht mindestens { $least } ms, um es zu hören und zu antworten
link-unplayable-countdown-long = „eins, zwei, drei, weg“ würde { $ms } ms dauern, und ein Zählen dauert höchstens { $most } ms
link-unplayable-word = das Wort, das ein Team buchstabiert, muss aus lesbaren Buchstaben oder Ziffern bestehen

link-error-empty = Darin ist kein Spiel.
link-error-bad-symbol = Darin steht ein Zeichen, das nicht hineingehört ({ $symbol }): Wahrscheinlich wurde es von Hand oder von einem Programm geändert.
link-error-damaged = Abgeschnitten oder verändert: Die Prüfsumme stimmt nicht, also lässt sich nicht sagen, welches Spiel es war.
link-error-newer = Das stammt von einer neueren Version von Kemps (Format { $version }); diese Seite liest Format { $ours }.
link-error-earlier = Das stammt von einer älteren Version von Kemps (Format { $version }); diese Seite liest Format { $ours }.
link-error-garbled = Die Prüfsumme stimmt, aber der Inhalt ergibt kein Spiel.
link-error-bad-rules = Verlangt werden Regeln, die dieses Spiel nicht spielen kann: { $why }.
link-error-unplayable = Verlangt werden Regeln, die kein Mensch spielen könnte: { $why }.
link-error-too-large = Das ist größer als jede Kemps-Partie und wurde deshalb nicht gelesen.
link-error-too-long = Angeblich dauert das { $hours } h { $minutes } min Spielzeit; Kemps behält höchstens die ersten { $most } Stunden einer Partie.
link-error-too-many-entries = Angeblich sind darin { $count } Eingaben; niemand macht mehr als { $most } in einer Partie.
link-error-entry-after-end = Darin ist eine Eingabe, die nach dem Ende liegt.
link-error-earlier-bots = Das wurde mit einer älteren Version von Kemps aufgenommen, deren Bots anders spielten, und lässt sich daher nicht genau abspielen; das Spiel selbst kann aber neu gespielt werden.
link-error-impossible-result = Das Ergebnis kann nach den Regeln dieses Spiels nicht vorkommen, also wurde es von Hand oder von einem Programm geändert.

link-code-empty = gib einen Spielcode ein, etwa 7QX2-M9PA
link-code-bad-symbol = { $symbol } kommt in keinem Spielcode vor: Codes nutzen 0-9 und A-Z ohne I, L, O und U
link-code-too-long = dieser Spielcode ist zu lang

link-share-result = Kemps-Spiel { $code } — { $result }
link-share-question = Kemps-Spiel { $code } — kannst du das schlagen?
link-challenge-text = Kemps-Spiel { $code }: Schlägst du mein Ergebnis?
link-shared = Geteilt.
link-not-shared = Nicht geteilt.
link-copied = Link in die Zwischenablage kopiert.
link-copy-by-hand = Kopieren ging nicht — markier den Link und kopier ihn.
link-link = Link
link-done = Fertig

link-saving-refused = Dieser Browser lässt Kemps hier nichts speichern: Einstellungen, Statistiken und die laufende Partie bleiben nur, solange diese Seite offen ist.
link-saving-full = Speicher voll: Kemps konnte deine Einstellungen, Statistiken oder deine Partie auf diesem Gerät nicht speichern. Sie bleiben, solange diese Seite offen ist.
link-settings-saved = Die Einstellungen werden auf diesem Gerät gespeichert.
link-settings-refused = Dieser Browser lässt Kemps keine Einstellungen speichern: Sie bleiben nur, solange diese Seite offen ist.
link-settings-full = Speicher voll: Deine letzte Änderung konnte nicht gespeichert werden und bleibt nur, solange diese Seite offen ist.
link-stats-saved = Auf diesem Gerät gespeichert.
link-stats-refused = Dieser Browser lässt Kemps keine Statistiken speichern: Sie bleiben nur, solange diese Seite offen ist.
link-stats-full = Speicher voll: Die letzten Ergebnisse konnten auf diesem Gerät nicht gespeichert werden.
link-games-heading = Regeln · Bots
link-games-row = { $preset } · { $level }
link-saved-newer = Diese gespeicherten Daten stammen von einer neueren Version von Kemps; was diese Version versteht, wurde übernommen, der Rest bleibt, wie er war.
link-saved-older = Gespeicherte Daten einer älteren Version wurden so weit wie möglich gelesen.
link-saved-unreadable = Deine gespeicherten Einstellungen und Statistiken konnten nicht gelesen werden und beginnen neu.
link-saved-too-many = Zu viele gespeicherte Daten, die diese Version nicht kennt: Die ersten { $count } Zeilen wurden behalten.
link-saved-damaged = Einige gespeicherte Daten waren beschädigt und wurden zurückgesetzt: { $what }.
link-lost-line = eine beschädigte Zeile
link-lost-daily = das heutige Tagesergebnis
link-lost-progress = die laufende Partie
link-lost-settings = einige Einstellungen
link-lost-stats = einige Statistiken
link-last-match = deine letzte Partie

link-friend-heading-host = Mit Freunden spielen
link-friend-heading-guest = Du bist an einen Tisch eingeladen
link-friend-opening = Der Tisch für das Spiel mit Freunden wird geöffnet …
link-friend-left-out = Das Spiel mit Freunden ist in dieser Kopie von Kemps nicht enthalten: Wer sie bereitstellt, hat es weggelassen. Alles andere läuft wie gewohnt.
link-friend-menu = Mit Freunden spielen
link-make-invite = Einladen
link-join = Beitreten
link-new-to-kemps = Neu bei Kemps? Das Spiel in einer Minute
link-make-new-invite = Neu einladen
link-show-qr = Sitzt dein Freund neben dir? QR-Code zeigen
link-qr-label = QR-Code des Einladungslinks
link-qr-hint = Dein Freund richtet die Kamera seines Handys darauf und öffnet den Link.
link-friend-seat = Platz deines Gastes
link-seat-partner = Dein Partner
link-seat-opponent = Ein Gegner, auf dem Platz von { $seat }
link-your-name = Dein Name, wie dein Gast ihn liest
link-your-name-for-host = Dein Name, wie { $named ->
        [no] dein Gastgeber
       *[other] { $host }
    } ihn liest
link-send-invite = Einladung senden
link-invite-text = Setz dich an meinen Kemps-Tisch: Öffne diesen Link und schick mir den Link zurück, den deine Seite zeigt.
link-send-reply = Antwort senden
link-reply-text = Meine Antwort auf deine Kemps-Einladung: Öffne diesen Link in dem Browser, aus dem du mich eingeladen hast.
link-reply-field = Antwortlink deines Gastes
link-use-reply = Diese Antwort nutzen
link-stun-note = Im selben Netz verbinden sich die beiden Seiten direkt. Über das Internet fragt jede Seite einen öffentlichen Server ({ $server }) nach ihrer Adresse, während dein Gast sich verbindet, außer diese Website nennt einen eigenen oder du schaltest ihn in den Einstellungen ab. Keine Spieldaten laufen über ihn.
link-reply-heading = Die Antwort deines Gastes
link-handing-reply = Die Antwort deines Gastes geht an deine wartende Einladung…
link-reply-handed = Die Antwort deines Gastes ist bei deiner wartenden Einladung angekommen: Dort öffnet sich der Tisch. Du kannst diesen Tab schließen.
link-no-invite-waiting = In diesem Browser wartet keine Einladung. Öffne diese Antwort in dem Browser, in dem du eingeladen hast, oder füge sie dort im Wartebildschirm ein.
link-invitation-partner =
    { $named ->
        [no] Jemand
       *[other] { $host }
    } lädt dich als Partner an einen Tisch für { $seats } ein: Regeln { $preset }, { $bots ->
        [0] keine Bots
       *[other] Bots { $level }
    }.
link-invitation-opponent =
    { $named ->
        [no] Jemand
       *[other] { $host }
    } lädt dich zu einem Spiel gegeneinander an einen Tisch für { $seats } ein, mit einem Bot als deinem Partner: Regeln { $preset }, Bots { $level }.
link-invitation-opponent-friend =
    { $named ->
        [no] Jemand
       *[other] { $host }
    } lädt dich zu einem Spiel gegeneinander an einen Tisch für { $seats } ein, mit einem anderen Gast als deinem Partner: Regeln { $preset }, { $bots ->
        [0] keine Bots
       *[other] Bots { $level }
    }.
link-friend-choose = Wähl den Platz deines Gastes und lade dann ein.
link-friends-choose = Wähl die Plätze deiner Gäste und lade dann ein.
link-friend-join = Tritt bei, um deinen Antwortlink zu erstellen.
link-friend-preparing = Verbindung wird vorbereitet…
link-friend-reply-again = { $why } Füge den ganzen Antwortlink deines Gastes noch einmal ein.
link-friend-waiting-host = Schick diese Einladung an deinen Gast und warte auf den Antwortlink: Öffne ihn in diesem Browser oder füge ihn unten ein.
link-friend-waiting-guest =
    { $named ->
        [no] Schick diesen Antwortlink an die Person zurück, die dich eingeladen hat.
       *[other] Schick diesen Antwortlink an { $host } zurück.
    } Der Tisch öffnet sich, sobald der Link geöffnet wurde und alle Eingeladenen da sind.
link-waiting-for-reply = { $count ->
        [one] Warte auf die Antwort. Die Einladung gilt, solange diese Seite offen ist.
       *[other] Warte auf die Antworten. Die Einladungen gelten, solange diese Seite offen ist.
    }
link-waiting-for-host =
    { $named ->
        [no] Warte darauf, dass die Person, die dich eingeladen hat, deine Antwort öffnet.
       *[other] Warte darauf, dass { $host } deine Antwort öffnet.
    } Sie gilt, solange diese Seite offen ist.
link-stop-waiting = Nicht mehr warten
link-friend-connecting = Verbindung wird hergestellt…
link-friend-connected-host = Verbunden.
link-friend-connected-guest =
    { $named ->
        [no] Verbunden.
       *[other] Verbunden mit { $host }.
    } Warte auf den Tisch…
link-friend-playing = Im Spiel.
link-friend-failed-host = { $why } Lade neu ein und versuch es noch einmal; in verschiedenen Netzen prüf, ob die Einstellungen den öffentlichen Verbindungshelfer erlauben.
link-friend-failed-guest = { $why } Bitte um eine neue Einladung.
link-only-host-invites = Nur der Gastgeber lädt ein.
link-reply-unusable = Diese Antwort ist nicht nutzbar. { $why }
link-reply-other-invite = Diese Antwort gehört zu einer anderen Einladung.
link-invitation-link-unusable = Diese Einladung ist nicht nutzbar. { $why }
link-reply-link-unusable = Diese Antwort ist nicht nutzbar. { $why }
link-pages-unreachable = Die beiden Seiten konnten sich nicht erreichen.
link-page-closed = Die andere Seite hat die Verbindung geschlossen.
link-no-webrtc = Das Spiel mit Freunden braucht WebRTC, mit dem sich zwei Browser direkt verbinden, und dieser Browser hat es nicht.
link-no-webrtc-host = Um Freunde einzuladen, öffne Kemps in einem anderen Browser, etwa Firefox, Chrome, Edge oder Safari. Alles andere läuft hier wie gewohnt.
link-no-webrtc-guest = Um dich an den Tisch zu setzen, öffne den Link der Einladung in einem anderen Browser, etwa Firefox, Chrome, Edge oder Safari.
link-peer-unsupported = Dieser Browser kann keine Peer-to-Peer-Verbindungen aufbauen
link-peer-not-prepared = Dieser Browser konnte keine Verbindung vorbereiten. Versuch es noch einmal
link-peer-bad-invite = Auf diese Einladung kann nicht geantwortet werden. Bitte um eine neue Einladung
link-peer-bad-reply = Die Antwort passt nicht zu dieser Einladung
link-peer-already-answered = Diese Einladung hat schon ihre Antwort
link-peer-no-network = Dieses Gerät hat kein Netz zum Verbinden gefunden
link-peer-closed = Diese Verbindung ist schon geschlossen. Lade neu ein
link-wire-too-big = Die andere Seite hat { $count } Bytes auf einmal geschickt, mehr als ein Tisch je braucht.
link-wire-empty = Die andere Seite hat eine leere Nachricht geschickt.
link-wire-version = Die andere Seite nutzt eine andere Version von Kemps (ihre Nachrichten haben Format { $version }); ihr müsst beide die Seite neu laden.
link-wire-unreadable = Die andere Seite hat eine Nachricht geschickt, die diese Seite nicht lesen kann.
link-wire-does-not-fit = Die andere Seite hat einen Tisch geschickt, der nicht zu diesem Spiel passt.
link-wire-signals-do-not-fit = Die andere Seite hat Signale geschickt, die keine Gesten dieses Spiels sind.
link-wire-review-does-not-fit = Die andere Seite hat einen Rundenrückblick geschickt, der nicht zu diesem Tisch passt.
link-wire-seat-does-not-fit = Die andere Seite hat einen Platz genannt, den es an diesem Tisch nicht gibt.
link-wire-replay-does-not-fit = Die andere Seite hat ein beschädigtes Replay geschickt.
link-wire-unread-from = { $count } Nachrichten von der Seite von { $seat } konnten nicht gelesen werden.
link-wire-unread-from-host = { $count } Nachrichten von der Seite des Gastgebers konnten nicht gelesen werden.
link-invitation-changed = Geändert gegenüber { $preset }: { $changes }.
link-option-off = { $option }: nein
link-option-chosen = { $option } { $choice }
link-option-word = das Wort { $word }
link-option-lives = { $count } Leben je Spieler
link-option-target = { $count ->
        [one] wer zuerst { $count } Punkt hat
       *[other] wer zuerst { $count } Punkte hat
    }
link-option-decks =
    { $count ->
        [one] ein Kartenspiel
       *[other] { $count } Kartenspiele
    }
link-option-idle = der Geber zählt nach { $ms } ms ohne Tausch
link-option-countdown = das Zählen dauert { $ms } ms
link-option-list = { $list }; { $item }

link-invite-empty = Der Link ist leer.
link-invite-too-long = Der Link ist { $count } Zeichen lang, länger als jede Einladung oder Antwort, und wurde deshalb nicht gelesen.
link-invite-not-a-reply = Das ist eine Einladung, keine Antwort: Dein Gast öffnet sie und schickt den Antwortlink zurück, den seine Seite zeigt.
link-invite-not-an-invitation = Das ist eine Antwort, keine Einladung: Sie geht an die Person zurück, die dich eingeladen hat.
link-invite-damaged = Der Link ist abgeschnitten oder verändert: Die Prüfsumme stimmt nicht. Kopier den ganzen Link noch einmal.
link-invite-newer = Der Link stammt von einer neueren Version von Kemps (Format { $version }); lade diese Seite neu, um die neueste Version zu bekommen.
link-invite-earlier = Die Seite, die ihn erstellt hat, nutzt eine ältere Version von Kemps (Format { $version }): Lade jene Seite neu und erstelle den Link noch einmal.
link-invite-garbled = Die Prüfsumme stimmt, aber der Inhalt ergibt weder eine Einladung noch eine Antwort.
link-invite-no-such-table = Der Link bietet einen Platz an einem Tisch an, den dieses Spiel nicht hat.
link-invite-connection = Über den Link kommt keine Verbindung zustande. { $why }
link-sdp-too-long = Die Beschreibung der Verbindung ist { $count } Bytes lang; die eines Browsers höchstens { $most }.
link-sdp-missing = In der Beschreibung der Verbindung fehlt: { $part }.
link-sdp-conflicting = Die Beschreibung der Verbindung nennt zwei verschiedene Werte für: { $part }.
link-sdp-bad = Dieser Teil der Verbindung ist nicht so geschrieben, wie Browser ihn schreiben: { $part }.
link-sdp-bad-candidate = Zeile { $line } der Verbindungsbeschreibung nennt eine Netzadresse, die sich nicht lesen lässt.
link-sdp-no-candidates = Die Verbindung nennt keine Netzadresse, unter der sie erreichbar ist: Sie wurde beschrieben, bevor der Browser eine gefunden hatte.
link-sdp-candidate-order = Die Verbindung nennt eine Netzadresse doppelt oder in falscher Reihenfolge.
link-sdp-too-many-candidates = Die Verbindung nennt { $count } Netzadressen; ein Link trägt höchstens { $most }.
link-part-data-channel = Datenkanal
link-part-ufrag = Verbindungsname (ICE-Benutzerfragment)
link-part-pwd = Verbindungspasswort (ICE-Passwort)
link-part-fingerprint = Sicherheits-Fingerabdruck (SHA-256)
link-part-setup = Sicherheitsrolle (DTLS-Setup)
link-part-address = Netzadresse

# A friend who left is replaced by a bot; $seat: the seat they had.
link-friend-left-seat = Dein Freund hat den Platz von { $seat } verlassen: Jetzt spielt ein Bot.
# The friend who left takes their seat back; $seat: the seat.
link-friend-back = Dein Freund ist zurück am Tisch, auf dem Platz von { $seat }.
link-other-friend-left = { $seat } hat den Tisch verlassen: Jetzt spielt ein Bot auf diesem Platz.
link-other-friend-back = { $seat } ist zurück am Tisch.
# The host's page was loaded again mid-match, and the match resumed: the friends'
# connections ended with the page. $count: how many; $seats: their seats ("Ada and Bram").
link-friends-gone-with-page =
    { $count ->
        [one] Die Verbindung deines Freundes endete mit der Seite: Jetzt spielt ein Bot den Platz von { $seats }.
       *[other] Die Verbindungen deiner Freunde endeten mit der Seite: Jetzt spielen Bots die Plätze von { $seats }.
    }
# A list of seats' names: "Ada and Bram"; with more, $first is itself a list ("Ada, Bram").
link-seats-and = { $first } und { $last }
link-seats-comma = { $first }, { $next }
# The host's table while the seat waits: the bot plays until the friend's new reply is taken.
link-rejoin-waiting = Ein Bot spielt den Platz von { $seat }, bis dein Freund deine Einladung noch einmal öffnet und du seine neue Antwort übernimmst.
link-rejoin-paste = Antwort einfügen
# A reply during the match for a seat that no friend left.
link-rejoin-not-waiting = Diese Antwort will den Platz von { $seat }, doch der wartet auf niemanden.
# A friend's page had no answer from the host's table ($host; "your friend" when $named is
# "no"): the seat it asks for no longer waits, or the pages cannot reach each other.
link-host-unanswered =
    { $named ->
        [no] Der Tisch, an den du eingeladen wurdest, hat nicht geantwortet
       *[other] Der Tisch von { $host } hat nicht geantwortet
    }: Vielleicht ist das Spiel vorbei oder die Seite geschlossen, oder die beiden Seiten erreichen sich nicht.

# Several friends
link-add-friend = Weiteren Gast einladen
link-remove-friend = Diesen Gast entfernen
link-make-invites = Alle einladen
link-friend-number-seat = Platz von Gast { $number }
link-table-opens-when-all = Der Tisch öffnet sich, sobald alle Gäste verbunden sind.
