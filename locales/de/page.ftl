page-title = Kemps — das Kartenspiel der geheimen Zeichen
page-description = Kemps, das Partykartenspiel der geheimen Zeichen: du und dein Partner gegen den Tisch.
