page-title = Kemps — o jogo de cartas dos sinais secretos
page-description = Kemps, o jogo de cartas de festa dos sinais secretos: você e seu parceiro contra a mesa.

page-offline = O Kemps está offline e nunca foi carregado aqui.
page-needs-script = O Kemps precisa de JavaScript e WebAssembly para funcionar.
page-could-not-start = O Kemps não conseguiu iniciar: { $problem }. Recarregue a página para tentar de novo.
