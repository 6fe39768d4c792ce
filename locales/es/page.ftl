page-title = Kemps — el juego de cartas de las señas secretas
page-description = Kemps, el juego de cartas de fiesta de las señas secretas: tú y tu pareja contra la mesa.
