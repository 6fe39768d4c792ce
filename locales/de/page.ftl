page-title = Kemps — das Kartenspiel der geheimen Signale
page-description = Kemps, das Party-Kartenspiel der geheimen Signale: du und dein Partner gegen den Tisch.

page-offline = Kemps ist offline und wurde hier noch nie geladen.
page-needs-script = Kemps braucht JavaScript und WebAssembly.
page-could-not-start = Kemps konnte nicht starten: { $problem }. Lade die Seite neu, um es noch einmal zu versuchen.
