page-title = Kemps — o jogo de cartas dos sinais secretos
page-description = Kemps, o jogo de cartas de festa dos sinais secretos: você e sua dupla contra a mesa.
