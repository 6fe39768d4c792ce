## Los menús: la pantalla de inicio, la preparación, las estadísticas, la reanudación, el marco de la app.

menu-back = ← Volver
menu-home = Inicio
menu-resume = Reanudar tu partida

menu-home-tagline = El juego de cartas de las señales secretas. Reúne un póker y guíñale el ojo a tu compañero antes de que el otro equipo te pille.
menu-home-new = ¿Nuevo en Kemps?
menu-home-lesson-pitch = Apréndelo en un minuto, en la mesa: cambia cartas hasta tener un póker, haz tu señal y mira la cara de tu compañero.
menu-home-show-me = Enséñame
menu-home-skip = Saltar
menu-home-menu = Menú principal
menu-home-play = Jugar
menu-home-daily = Reparto del día
menu-home-daily-done = Hoy ({ $date }): { $result }. Puedes volver a jugarlo; cuenta tu primer resultado.
menu-home-daily-new = El reparto del día ({ $date }) es el mismo para todos.
menu-home-friend = Jugar con un amigo
menu-home-how-to = Cómo se juega
menu-home-settings = Ajustes
menu-home-stats = Estadísticas
menu-home-replay-file = Abrir una repetición

menu-setup-title = Nueva partida
menu-setup-summary = { $preset } · { $players } jugadores · bots { $level } · velocidad { $speed } · reparto { $deal }
menu-setup-more = Cambiar reglas, mesa, bots, velocidad o reparto
menu-setup-rules-refused = Estas reglas no se pueden jugar: { $why }.
menu-setup-start = Empezar la partida
menu-setup-with-friend = Jugarla con un amigo
menu-setup-deal = Reparto
menu-setup-deal-code = Código del reparto
menu-setup-deal-hint = Escribe el código de un amigo, como 7QX2-M9PA, para jugar las mismas cartas que él.
menu-setup-your-signals =
    { $count ->
        [one] Tu señal secreta
       *[other] Tus señales secretas
    }
menu-setup-signals-hint =
    { $count ->
        [one] Tu compañero está atento a ella. Hazla cuando tengas un póker, y escóndela entre otros gestos.
       *[other] Cualquiera de ellas le dice a tu compañero que tienes un póker. El botón Señal las hace por turnos.
    }
menu-setup-choose-signals = Elige tus señales (de una a tres)
menu-setup-table = Mesa
menu-setup-players = { $count } jugadores
menu-setup-bots = Bots
menu-setup-speed = Velocidad
menu-setup-rules = Reglas
menu-setup-change-rules = Cambiar las reglas

menu-speed-relaxed = Lenta
menu-speed-normal = Normal
menu-speed-quick = Rápida
menu-speed-fast = Relámpago

menu-preset-classic-summary = Si completas K-E-M-P-S, pierdes. Cambia varias cartas a la vez; el stop va a todo un equipo.
menu-preset-hearts-summary = Cinco corazones cada uno; pierdes uno por error. Una carta cada vez; el stop va a un solo jugador.
menu-preset-party-summary = Gana quien llegue a 5 puntos. Los tríos se reparten de nuevo, los cantos dobles cuentan, un stop fallido te deja sin stop en la ronda.
menu-preset-tournament-summary = Gana quien llegue a 5 puntos. Deja una carta antes de tomar otra; los tríos del centro se apartan.

menu-level-casual-description = Lentos y tranquilos: rara vez notan una señal y mantienen la suya hasta que se la pillas.
menu-level-sharp-description = Visto dos veces justo antes de tu póker, un gesto queda descifrado: repítelo y te cantan stop. Si les pillas una señal, la cambian.
menu-level-ruthless-description = Basta una vez: un gesto visto justo antes de tu Kemps queda descifrado, y repetirlo es una carrera contra tu compañero. Alternan dos o tres señales.

menu-option-swap-multi = Cambiar varias cartas a la vez
menu-option-double-calls = Doble Kemps y Doble Stop Kemps cuentan doble
menu-option-redeal-trips = Quien recibe un trío lo enseña y vuelve a robar
menu-option-center-trips = Un trío en un centro nuevo se aparta
menu-option-order = Cambios
menu-option-order-atomic = dar y tomar en un solo movimiento
menu-option-order-drop-first = primero dejar, luego tomar
menu-option-order-pick-first = primero tomar, luego dejar
menu-option-stop-target = Stop Kemps señala a
menu-option-stop-team = un equipo
menu-option-stop-seat = un jugador
menu-option-wrong-stop = Un stop fallido
menu-option-wrong-stop-penalty = se castiga
menu-option-wrong-stop-lose-right = deja sin stop el resto de la ronda
menu-option-stock-out = Cuando se acaba el mazo
menu-option-stock-real-deal = nadie puntúa (reparto nulo)
menu-option-stock-reshuffle = se baraja el descarte

menu-stats-title = Estadísticas
menu-stats-matches = Partidas
menu-stats-matches-count =
    { $played ->
        [one] { $played } jugada
       *[other] { $played } jugadas
    }, { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    }
menu-stats-kemps = Kemps cantados
menu-stats-right-wrong =
    { $right ->
        [one] { $right } acierto
       *[other] { $right } aciertos
    }, { $wrong ->
        [one] { $wrong } fallo
       *[other] { $wrong } fallos
    }
menu-stats-stops = Stops cantados
menu-stats-fastest = Detección más rápida
menu-stats-wins-row = Victorias seguidas
menu-stats-streak = { $now } (récord: { $best })
menu-stats-daily-row = Repartos del día seguidos
menu-stats-played = Jugadas
menu-stats-won = Ganadas
menu-stats-count = { $count }

menu-resume-same = ¿Sigues donde lo dejaste?
menu-resume-other = Tienes una partida en curso
menu-resume-opens = Este enlace abre el reparto { $deal }. Abrirlo termina tu partida en curso.
menu-resume-your-match = Tu partida
menu-resume-again = Empezar de nuevo este reparto
menu-resume-open = Abrir el reparto { $deal }

menu-challenge-title = Un amigo te reta
menu-challenge-lesson = ¿Nuevo en Kemps? Una lección de un minuto te enseña cómo; el reto te espera.
menu-challenge-label = El reto
menu-challenge-show-me = Primero la lección
menu-challenge-start = Aceptar el reto

menu-app-opening-link = Abriendo el enlace…
menu-app-opening-replay = Abriendo la repetición…
menu-app-no-match = No hay ninguna partida que mostrar.
menu-app-no-replay = No hay ninguna repetición que mostrar.
menu-app-nothing-to-resume = No hay nada que reanudar.

menu-lazy-loading = Cargando…
menu-lazy-failed = No se ha podido cargar esta parte del juego. Comprueba tu conexión y vuelve a intentarlo. Si el juego se ha actualizado desde que abriste esta página, recárgala.
menu-lazy-retry = Reintentar
menu-lazy-reload = Recargar la página
