page-title = Kemps — el juego de cartas de las señales secretas
page-description = Kemps, el juego de cartas de fiesta de las señales secretas: tú y tu compañero contra la mesa.

page-offline = Kemps está sin conexión y nunca se ha cargado aquí.
page-needs-script = Kemps necesita JavaScript y WebAssembly para funcionar.
page-could-not-start = Kemps no ha podido iniciarse: { $problem }. Recarga la página para volver a intentarlo.
