## La pantalla de la mesa, el resultado de una ronda, el final de la partida y la repetición.

## La barra de arriba y los avisos.
table-lesson = Lección { $number } de { $count }
table-dismiss-notices = Cerrar los avisos
table-with-friend =
    { $friends ->
        [one] Con un amigo
       *[other] Con { $friends } amigos
    }
table-round-trip = ida y vuelta
table-ms = { $ms } ms
table-daily-deal = Reparto del día
table-deal = Reparto
table-round = ronda { $round }
table-level-bots = bots { $level }
table-menu = Partida
table-pause = Pausa
table-resume = Seguir
table-share = Compartir
table-help = Ayuda y teclas
table-leave = Salir

## El tapete.
table-felt = La mesa
table-count-one = Uno…
table-count-two = Dos…
table-count-three = Tres…
table-count-dead = ¡Fuera!
table-stock-label =
    { $count ->
        [one] Mazo: { $count } carta
       *[other] Mazo: { $count } cartas
    }
table-stock = mazo
table-swept-label =
    { $count ->
        [one] Descarte: { $count } carta
       *[other] Descarte: { $count } cartas
    }
table-swept = descarte
table-centre = Cartas del centro
table-get-ready = Prepárate…
table-your-hand = Tu mano
table-dealer = repartidor
table-dealer-chip = R
table-what-happened = Qué ha pasado

## Un asiento de la mesa.
table-seat-name = { $seat }
table-role-partner =
    { $seat ->
        [female] compañera
       *[other] compañero
    }
table-role-opponent = rival
table-seat =
    { $count ->
        [one] { $name }, { $role }, { $count } carta
       *[other] { $name }, { $role }, { $count } cartas
    }
table-seat-passed =
    { $count ->
        [one] { $name }, { $role }, { $count } carta, pasó
       *[other] { $name }, { $role }, { $count } cartas, pasó
    }
table-passed = pasó
table-pass-chip = paso
table-shows = Mano de { $name }

## La barra de acciones y la elección del objetivo.
table-actions = Acciones
table-pass = Pasar
table-make-signal = Haz tu señal: { $gesture }
table-signal = Señal
table-gestures = Gestos
table-stop-button = Stop Kemps
table-double-kemps-button = Doble Kemps
table-double-stop-button = Doble Stop
table-gesture-yours = { $gesture } (tu señal)
table-signals-two = { $first } o { $second }
table-signals-three = { $first }, { $second } o { $third }
table-stop-on = ¿Stop Kemps a quién?
table-double-stop-on = ¿Doble Stop Kemps a quién?
table-cancel = Cancelar

## Las ventanas.
table-paused = En pausa
table-game-waits = La partida te espera.
table-ready-title = Ya puedes jugar
table-ready-what = Eso es Kemps: cambia cartas hasta tener un póker, hazle una señal a tu compañero sin decir nada, vigila su cara entre los tics de los demás y pilla al otro equipo cuando uno de ellos deje de cambiar y repita un gesto.
table-ready-how = Cada canto acertado le da una letra al otro equipo; el equipo que completa K-E-M-P-S pierde. Tu primera partida es contra bots Tranquilos, con el nombre de cada gesto junto a la cara que lo hace. Tu señal es el guiño: puedes cambiarla después de cualquier ronda.
table-first-match = Juega tu primera partida
table-home = Inicio
table-next-lesson = Siguiente lección
table-finish = Terminar

## Las puntuaciones.
table-scores = Puntuación
table-team-score = { $team }: { $score }
table-letters =
    { $count ->
        [one] { $got } de { $count } letra
       *[other] { $got } de { $count } letras
    }
table-hearts =
    { $count ->
        [one] { $left } de { $count } corazón
       *[other] { $left } de { $count } corazones
    }
table-points =
    { $target ->
        [one] { $points } de { $target } punto
       *[other] { $points } de { $target } puntos
    }

## El resultado de una ronda.
table-round-title = Ronda { $round }
table-cards-of =
    { $seat ->
        [you] Tus cartas
        [player] Cartas del jugador
       *[other] Cartas de { $seat }
    }
table-next-round = Siguiente ronda
table-signal-read =
    { $count ->
        [one] Han descubierto tu señal.
       *[other] Han descubierto tus señales.
    }
table-pick-another = Elige otra antes de la siguiente ronda.
table-your-signals =
    { $count ->
        [one] Tu señal secreta:
       *[other] Tus señales secretas:
    }
table-partner-will-know =
    { $count ->
        [one] Tu compañero sabrá si la cambias.
       *[other] Tu compañero sabrá si las cambias.
    }
table-change-signals = Cambiar señales

## El final de la partida.
table-match-over = Partida terminada
table-captions-offer = Los subtítulos de gestos estaban activados en tu primera partida; desde la próxima se desactivan. ¿Los mantienes?
table-keep-captions = Mantener subtítulos
table-play-again = Jugar otra vez
table-challenge = Retar a un amigo
table-share-deal = Compartir este reparto
table-watch-replay = Ver la repetición
table-share-replay = Compartir la repetición
table-download-replay = Descargar la repetición
table-replay-saved = Archivo de repetición guardado.
table-packing = La repetición aún se está preparando: inténtalo de nuevo en un momento.
table-replay-too-long = Esta repetición es demasiado larga para un enlace, así que se guardó como archivo.
table-replay-not-saved = No se pudo guardar la repetición.
table-challenge-title = Reto de Kemps
table-replay-title = Repetición de Kemps
table-replay-text = Mira mi partida de Kemps: con las señales al descubierto.
table-your-match = Tu partida
table-kemps-called = Kemps cantados
table-stops-called = Stops cantados
table-right-wrong = { $right } bien, { $wrong } mal
table-partner-spotted = Señales del compañero detectadas
table-fastest-spot = Detección más rápida
table-rounds = Rondas
table-signals-read = Señales leídas
table-signals-read-caught = Señales leídas y pilladas
table-signals-by-round = Las señales, ronda a ronda
table-round-column = Ronda
table-not-shown = (no mostrada)
table-shown-times = (mostrada { $count }×)
table-shown-without-four = (mostrada { $count }× sin póker)
table-shown-and-without-four = (mostrada { $count }×, y { $without }× sin póker)
table-results-compared = Tu resultado y el de tu amigo
table-you-column = Tú
table-your-friend = Tu amigo
table-result = Resultado
table-signals-spotted = Señales detectadas
table-won = victoria { $score }
table-lost = derrota { $score }

## La repetición.
table-replay = Repetición
table-player-hand = Mano del jugador
table-signal-mark = SEÑAL: { $caption }
table-decoy-mark = señuelo: { $caption }
table-every-hand = La mesa, todas las manos a la vista
table-playback = Reproducción
table-play = Reproducir
table-match-time = Tiempo de la partida
table-replay-time = Ronda { $round } · { $clock }
table-speeds-rounds = Velocidades y rondas
table-every-round = Todas las rondas
table-every-gesture = Todos los gestos
table-in-all = ({ $count } en total)
table-gesture-pages = Páginas de gestos
table-earlier = Antes
table-page-of = Página { $page } de { $pages }
table-later = Después
table-follow = Seguir la repetición
table-watch-on = Seguir viendo
table-kind-signal = Señal
table-kind-decoy = Señuelo
table-chance-kemps =
    { $seat ->
        [you] podrías haber cantado Kemps
       *[other] el jugador podría haber cantado Kemps
    }
table-chance-stop =
    { $seat ->
        [you] podrías haber cantado Stop Kemps
       *[other] el jugador podría haber cantado Stop Kemps
    }
table-chance-kemps-right =
    { $seat ->
        [you] cantaste Kemps y acertaste
       *[other] el jugador cantó Kemps y acertó
    }
table-chance-kemps-wrong =
    { $seat ->
        [you] cantaste Kemps, pero te equivocaste
       *[other] el jugador cantó Kemps, pero se equivocó
    }
table-chance-stop-right =
    { $seat ->
        [you] cantaste Stop Kemps y acertaste
       *[other] el jugador cantó Stop Kemps y acertó
    }
table-chance-stop-wrong =
    { $seat ->
        [you] cantaste Stop Kemps, pero te equivocaste
       *[other] el jugador cantó Stop Kemps, pero se equivocó
    }
table-chance-kemps-first =
    { $seat ->
        [you] { $caller } cantó Kemps antes que tú
       *[other] { $caller } cantó Kemps antes que el jugador
    }
table-chance-stop-first =
    { $seat ->
        [you] { $caller } cantó Stop Kemps antes que tú
       *[other] { $caller } cantó Stop Kemps antes que el jugador
    }

## Una mesa con un amigo.
table-peer-lost-host = Se ha perdido por ahora la conexión con la mesa de tu amigo…
table-peer-lost-friend = Se ha perdido por ahora la conexión con tu amigo: si no vuelve en unos segundos, un bot ocupará su lugar.
table-peer-back = Conectado de nuevo.
table-peer-closed = La mesa de tu amigo se ha cerrado: el anfitrión se fue o se perdió la conexión. La partida ha terminado.
table-friend-left = Tu amigo dejó la mesa: la partida ha terminado.
table-friend-next-round = Espera a la siguiente ronda.
table-friend-waiting = Esperando a que tu amigo vea el resultado…
table-waiting-for =
    { $count ->
        [one] Esperando a que { $names } vea el resultado…
       *[other] Esperando a que { $names } vean el resultado…
    }
table-seen-waits =
    { $count ->
        [one] { $names } ya ha visto el resultado y te espera.
       *[other] { $names } ya han visto el resultado y te esperan.
    }

## Una partida en curso, como la ofrece una recarga.
table-in-progress = Reparto { $code } · ronda { $round }
# A match with friends: its deal number stays private until the replay.
table-in-progress-friends = Partida con amigos · ronda { $round }

# Friends' replay
table-friends-replay-too-long-host = La repetición es demasiado larga para enviársela a tu amigo: descárgala y mándale el archivo.
table-friends-replay-on-its-way = La repetición está llegando desde la página de tu amigo…
table-friends-replay-too-long = La repetición era demasiado larga para enviarla por la conexión: pide el archivo a tu amigo.
table-friends-replay-heading = La repetición de vuestra partida
