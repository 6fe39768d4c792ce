page-title = Kemps — o jogo de cartas dos sinais secretos
page-description = Kemps, o jogo de cartas de festa dos sinais secretos: você e seu parceiro contra a mesa.
