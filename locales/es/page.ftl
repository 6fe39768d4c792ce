page-title = Kemps — el juego de cartas de las señales secretas
page-description = Kemps, el juego de cartas de fiesta de las señales secretas: tú y tu compañero contra la mesa.
