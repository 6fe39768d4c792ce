page-title = Kemps — das Kartenspiel der geheimen Signale
page-description = Kemps, das Party-Kartenspiel der geheimen Signale: du und dein Partner gegen den Tisch.
