## Las lecciones, Cómo jugar, las teclas y la ayuda «?», la galería de señales.
##
## Las personas de las lecciones son fijas: Bram es tu compañero, Ada y Cleo el otro equipo.
## Son nombres: no se traducen.




## La frase del entrenador sobre la mesa.
# $mine: la carta que das (2♠); $seven: la carta que tomas del centro (7♠).
lesson-signal-start = Tienes tres sietes. Cambia tu { $mine } por el { $seven } del centro: toca tu { $mine } y luego el { $seven }.
lesson-signal-now = ¡Cuatro sietes! Ahora avisa a Bram sin decir nada: toca Señal para guiñar un ojo.
lesson-signal-made = Has guiñado un ojo, y Bram, tu compañero, te está mirando…
lesson-watch-start = Ahora es Bram (arriba) quien tiene un póker. Todos hacen gestos: cuando Bram guiñe un ojo, toca { call-kemps }
lesson-watch-again = Bram ha vuelto a guiñar: esa es tu señal. Toca { call-kemps } ya.
lesson-watch-called = ¡Cantado! Ahora las cartas de Bram se muestran a todos.
lesson-stop-start = El otro equipo también hace señales, y los tics se repiten. Fíjate en quién deja de cambiar: quien tiene un póker se queda con sus cartas, y su gesto es la señal.
lesson-stop-decoy = Cleo se ha vuelto a morder el labio, pero sigue cambiando, así que es un tic. Ada ha dejado de cambiar: vigílala.
lesson-stop-twice = Ada se ha tirado de la oreja dos veces y ha dejado de cambiar: tiene un póker. Esa es su señal: toca { call-stop }
lesson-stop-called = ¡Cantado! Ahora las cartas se muestran a todos.

## La palabra amable del entrenador cuando la jugada no es la de la lección (no se juega).
# $mine: la carta que das en su lugar (2♠).
lesson-keep-sevens = Quédate con tus sietes: da el { $mine } en su lugar.
# $seven: la carta que tomas del centro (7♠).
lesson-take-the-seven = Toma el { $seven } del centro: con él tienes cuatro sietes.
lesson-four-already = Ya tienes cuatro sietes: ahora haz tu señal.
# $seven: la carta que tomas del centro (7♠).
lesson-signal-too-soon = Todavía no: tu señal dice «tengo un póker». Primero cambia por el { $seven }.
lesson-kemps-own-hand = { call-kemps } se canta por la mano de tu compañero, nunca por la tuya. Haz tu señal y Bram lo cantará.
lesson-stop-nobody-signalled = Nadie del otro equipo ha hecho una señal: un Stop Kemps ahora te costaría la ronda.
lesson-kemps-before-wink = Todavía no: Bram no ha guiñado. Bostezar o rascarse es solo un tic: espera al guiño.
lesson-stop-on-partner = { call-stop } es para las señales del otro equipo. Esta vez vigila a Bram, tu compañero.
lesson-not-your-signal = Tu mano no es un póker: esta vez le toca a Bram hacer la señal. Mira la cara de Bram.
lesson-stop-on-fidget = Espera: Cleo sigue cambiando, así que morderse el labio es un tic, por mucho que lo repita. Fíjate en quién ha dejado de cambiar.
lesson-stop-after-one = Espera: un solo gesto puede ser un tic. Fíjate en si quien ha dejado de cambiar lo repite.
lesson-kemps-nobody-signalled = Bram no ha hecho ninguna señal. Vigila a Ada y a Cleo: ¿cuál ha dejado de cambiar?

## Las teclas, como las muestran la ayuda «?» y Cómo jugar.
lesson-key-space = Espacio
lesson-key-enter = Intro
lesson-key-esc = Esc
lesson-key-hand = elegir una carta de tu mano
lesson-key-centre = elegir una carta del centro (el cambio se hace cuando ambas están elegidas)
lesson-key-pass = pasar: no quieres ninguna de estas cartas
lesson-key-kemps = cantar { call-kemps }: tu compañero tiene un póker
lesson-key-double-kemps = cantar Doble Kemps (si las reglas lo permiten)
# $keys: las teclas que eligen al sospechoso («1 – 9»).
lesson-key-stop = cantar Stop Kemps a un rival y luego elegir a quién con { $keys }
lesson-key-double-stop = cantar Doble Stop Kemps (si las reglas lo permiten)
lesson-key-signal = hacer tu señal secreta
# $keys: las teclas de los gestos, en orden («1 – 9, 0, -, =»).
lesson-key-palette = abrir los gestos y luego { $keys } para hacer uno
lesson-key-pause = pausar o seguir
lesson-key-continue = seguir tras una ronda
lesson-key-cancel = borrar tu selección, cerrar lo que está abierto
lesson-key-help = mostrar estas teclas

## La ayuda «?» en la mesa: las palabras y los botones de la mesa, cada uno en una frase.
lesson-help-label = Ayuda y teclas
lesson-help-at-the-table = En la mesa
lesson-help-keys = Teclas
lesson-help-close = Cerrar
# El nombre del botón Stop Kemps.
lesson-term-stop = Stop Kemps
lesson-term-kemps-means = Tu compañero tiene un póker. Si fallas, paga tu equipo.
lesson-term-stop-means = Un rival tiene un póker. Si aciertas, paga él; si fallas, pagas tú.
# El nombre del botón Señal.
lesson-term-signal = Señal
lesson-term-signal-means = Hace tu señal secreta: le dice a tu compañero que tienes un póker.
# El nombre del botón Gestos.
lesson-term-gestures = Gestos
lesson-term-gestures-means = Cualquier gesto, para esconder tu señal entre los tics.
# El nombre del botón Pasar.
lesson-term-pass = Pasar
lesson-term-pass-means = No quieres nada del centro. Cuando todos pasan, se reparten cuatro cartas nuevas.
# La cuenta del repartidor, como la muestra la mesa.
lesson-term-count = Uno, dos, tres, fuera
lesson-term-count-means = La cuenta del repartidor antes de cuatro cartas nuevas en el centro. Un cambio durante la cuenta reinicia la espera.
lesson-term-dealer-means = El repartidor: reparte la ronda y cuenta antes de cuatro cartas nuevas en el centro. Cada ronda reparte el siguiente jugador en el sentido de las agujas del reloj.
# El mazo de cartas que quedan por repartir.
lesson-term-stock = mazo
lesson-term-stock-means = Las cartas que aún van a llegar al centro. Cuando se acaba y nadie ha cantado, es un reparto nulo: nadie puntúa.
# Las cartas del centro apartadas.
lesson-term-swept = descarte
lesson-term-swept-means = Las cartas del centro que nadie quiso, retiradas cuando llegan otras nuevas.

## Cómo jugar.
lesson-howto-back = ← Volver
lesson-howto-title = Cómo se juega
lesson-howto-try = Pruébalo en la mesa: una lección de un minuto
lesson-howto-idea = La idea
# $kemps: el canto, en negrita.
lesson-howto-idea-kemps = Tú y tu compañero os sentáis frente a frente. Cada uno intenta reunir cuatro cartas del mismo valor, un póker: cuatro sietes, cuatro reyes. Antes de jugar acordáis una señal secreta: un guiño, una tos, un tirón de oreja. Cuando tengas un póker, haz la señal. Cuando tu compañero la vea, canta { $kemps } y vuestro equipo gana la ronda.
# $stop: el canto del otro equipo, en negrita.
lesson-howto-idea-stop = El otro equipo también mira. Si pillan tu señal, cantan { $stop } y, si aciertan, perdéis la ronda. Así que esconde tu señal entre otros tics, y cámbiala cuando parezca que la conocen. Podéis acordar hasta tres señales y usarlas por turnos: cualquiera significa póker, y ninguna se ve tanto como para delataros.
lesson-howto-round = Una ronda
lesson-howto-round-deal = Cada uno recibe cuatro cartas; otras cuatro quedan boca arriba en el centro.
lesson-howto-round-swap = No hay turnos. Cuando quieras, cambia una carta de tu mano por una del centro: elige tu carta y luego la del centro. Quien toca primero una carta se la queda.
lesson-howto-round-count = Cuando nadie quiere el centro (o todos pasan), el repartidor cuenta «uno, dos, tres, fuera» y reparte cuatro cartas nuevas. Un cambio durante la cuenta reinicia la espera.
lesson-howto-round-real-deal = Cuando se acaba el mazo y nadie ha cantado, es un «reparto nulo»: nadie puntúa.
lesson-howto-calls = Los cantos
# $kemps: el canto, en negrita.
lesson-howto-calls-kemps = { $kemps }: tu compañero tiene un póker. Si fallas, paga tu equipo. Nunca puedes cantar Kemps por tu propia mano.
# $stop: el canto del otro equipo, en negrita.
lesson-howto-calls-stop = { $stop }: un rival tiene un póker. Si aciertas, paga él; si fallas, pagas tú.
# $double_kemps y $double_stop: los nombres de los dos cantos dobles, en negrita.
lesson-howto-calls-double = Con cantos dobles: { $double_kemps } (tu compañero y tú tenéis uno cada uno) y { $double_stop } (los dos rivales lo tienen) cuentan doble.
lesson-howto-double-kemps = Doble Kemps
lesson-howto-double-stop = Doble Stop
lesson-howto-calls-first = Solo cuenta el primer canto.
lesson-howto-house-rules = Reglas de la casa
lesson-howto-rules = Reglas
lesson-howto-in-short = En resumen
lesson-howto-summary-classic = Si completas K-E-M-P-S, pierdes. Cambia varias cartas a la vez; el stop va a todo un equipo.
lesson-howto-summary-hearts = Cinco corazones cada uno; pierdes uno por error. Una carta cada vez; el stop va a un solo jugador.
lesson-howto-summary-party = Gana quien llegue a 5 puntos. Los tríos se reparten de nuevo, los cantos dobles cuentan, un stop fallido te deja sin stop en la ronda.
lesson-howto-summary-tournament = Gana quien llegue a 5 puntos. Deja una carta antes de tomar otra; los tríos del centro se apartan.
lesson-howto-keys = Teclas
lesson-howto-keys-any-way = Todo funciona con ratón, con el dedo o solo con el teclado.

## Elegir tus señales secretas: la galería de gestos.
lesson-gallery-label = Tus señales secretas
lesson-gallery-one = Toca un gesto para añadirlo como segunda señal, o elige otro y quita este.
lesson-gallery-two = Dos señales: úsalas por turnos y ningún gesto llamará la atención. Añade una tercera o quita una.
lesson-gallery-three = Tres señales, el máximo que acuerda un equipo. Quita una para elegir otra.
