## Direcciones, enlaces, archivos de repetición, datos guardados y partidas con amigos.

link-address-twice = la dirección da { $key } más de una vez, así que solo cuenta la primera
link-address-seed = el número de reparto { $value } no es válido en este juego, así que aquí tienes un reparto nuevo
link-address-teams = aquí una mesa tiene de 2 a { $most } equipos, no { $value }, así que esta tiene 2
link-address-preset = no hay reglas { $value }, así que estas son las clásicas
link-address-level = no hay nivel { $value }: los bots son casual, sharp o ruthless
link-address-speed = no hay velocidad { $value }
link-address-gesture = no hay gesto { $value }
link-address-signals = un equipo acuerda de una a tres señales distintas, no { $value }

link-refused-link = Este enlace no abre una partida
link-refused-replay-file = Este archivo no abre una repetición
link-refused-saved-match = Tu partida en curso no se puede reanudar
link-refused-setup = Esta partida no se puede jugar aquí
link-advice-link = Vuelve a pedir el enlace, o juega un reparto nuevo.
link-advice-replay-file = Elige el archivo .kemps que Kemps guardó al final de una partida, o juega un reparto nuevo.
link-advice-saved-match = Se ha apartado, así que no se volverá a ofrecer. Juega un reparto nuevo, o vuelve al inicio.
link-advice-setup = Cambia la configuración, o juega un reparto nuevo.
link-fresh-deal = Jugar un reparto nuevo
link-home = Inicio
link-file-empty = Ese archivo está vacío: no contiene ninguna repetición.
link-file-too-big = Ese archivo es demasiado grande para ser una repetición: ocupa { $size }, y una repetición de Kemps ocupa como mucho { $most }, así que no se ha leído.
link-size-mb = { $count } MB
link-size-kb = { $count } KB
link-replay-link-unreadable = Este enlace de repetición no se puede reproducir.
link-replay-file-unreadable = Ese archivo no es una repetición de Kemps que esta página pueda reproducir.
link-saved-match-unreadable = No se ha podido leer la partida en curso.
link-game-unplayable = Esta partida no se puede jugar aquí: { $why }.
link-replay-unplayable = Esta repetición no se puede reproducir aquí: { $why }.
link-set-aside = No se ha podido leer la partida en curso guardada antes, así que se ha apartado.

link-bad-teams = una mesa tiene de { $least } a { $most } equipos, no { $teams }
link-bad-seed = su número de reparto está fuera de rango
link-bad-round-break = la pausa entre rondas la fija la página, no una partida
link-invalid-word = word debe tener de 1 a 12 letras
link-invalid-lives = lives debe ir de 1 a 99
link-invalid-target = target debe ir de 1 a 99 puntos
link-invalid-idle = idle_ms debe ir de 1 a 600000
link-invalid-countdown = countdown_ms debe ir de 0 a 60000
link-invalid-round-break = round_break_ms debe ir de 0 a 600000
link-unplayable-idle-short = el repartidor empezaría a contar tras { $ms } ms sin intercambio, y una persona necesita al menos { $least } ms para ver el centro y alcanzar una carta
link-unplayable-idle-long = el repartidor esperaría { $ms } ms antes de contar, y tras { $most } ms la mesa parece atascada
link-unplayable-countdown-short = «uno, dos, tres, fuera» duraría { $ms } ms, y una persona necesita al menos { $least } ms para oírlo y responder
link-unplayable-countdown-long = «uno, dos, tres, fuera» duraría { $ms } ms, y una cuenta dura como mucho { $most } ms
link-unplayable-word = la palabra que deletrea un equipo debe tener letras o cifras que una persona pueda leer

link-error-empty = No contiene ninguna partida.
link-error-bad-symbol = Tiene un carácter que no debería estar ahí ({ $symbol }): seguramente se cambió a mano o con un programa.
link-error-damaged = Está cortado o alterado: su comprobación no coincide, así que no puede decir de qué partida se trata.
link-error-newer = Lo creó una versión más nueva de Kemps (formato { $version }); esta página lee el formato { $ours }.
link-error-earlier = Lo creó una versión más antigua de Kemps (formato { $version }); esta página lee el formato { $ours }.
link-error-garbled = Su comprobación coincide, pero su contenido no forma una partida.
link-error-bad-rules = Pide unas reglas que este juego no puede jugar: { $why }.
link-error-unplayable = Pide unas reglas que nadie podría jugar: { $why }.
link-error-too-large = Es más grande que cualquier partida de Kemps, así que no se ha leído.
link-error-too-long = Dice durar { $hours } h { $minutes } min de juego; Kemps guarda como mucho las primeras { $most } horas de una partida.
link-error-too-many-entries = Dice contener { $count } pulsaciones; nadie hace más de { $most } en una partida.
link-error-entry-after-end = Tiene una pulsación con fecha posterior a su final.
link-error-earlier-bots = Lo grabó una versión anterior de Kemps, cuyos bots jugaban de otra forma, así que no se puede reproducir con exactitud; su reparto aún se puede jugar de nuevo.
link-error-impossible-result = Su resultado no es uno con el que las reglas de su partida puedan terminar, así que se cambió a mano o con un programa.

link-code-empty = escribe un código de reparto, como 7QX2-M9PA
link-code-bad-symbol = { $symbol } no está en un código de reparto: los códigos usan 0-9 y A-Z sin I, L, O ni U
link-code-too-long = ese código de reparto es demasiado largo

link-share-result = Reparto de Kemps { $code } — { $result }
link-share-question = Reparto de Kemps { $code } — ¿puedes superarlo?
link-challenge-text = Reparto de Kemps { $code }: ¿puedes superar mi resultado?
link-shared = Compartido.
link-not-shared = No compartido.
link-copied = Enlace copiado al portapapeles.
link-copy-by-hand = No se pudo copiar: selecciona el enlace y cópialo.
link-link = Enlace
link-done = Listo

link-saving-refused = Este navegador no deja que Kemps guarde nada aquí: la configuración, las estadísticas y la partida en curso solo duran mientras esta página esté abierta.
link-saving-full = Almacenamiento lleno: Kemps no ha podido guardar tu configuración, tus estadísticas ni tu partida en este dispositivo. Duran mientras esta página esté abierta.
link-settings-saved = La configuración se guarda en este dispositivo.
link-settings-refused = Este navegador no deja que Kemps guarde la configuración: solo dura mientras esta página esté abierta.
link-settings-full = Almacenamiento lleno: tu último cambio no se ha podido guardar y solo dura mientras esta página esté abierta.
link-stats-saved = Guardadas en este dispositivo.
link-stats-refused = Este navegador no deja que Kemps guarde las estadísticas: solo duran mientras esta página esté abierta.
link-stats-full = Almacenamiento lleno: los últimos resultados no se han podido guardar en este dispositivo.
link-games-heading = Reglas · bots
link-games-row = { $preset } · { $level }
link-saved-newer = Estos datos guardados vienen de una versión más nueva de Kemps; se ha conservado lo que esta versión entiende, y el resto se ha dejado como estaba.
link-saved-older = Los datos guardados de una versión anterior se han leído en lo posible.
link-saved-unreadable = No se han podido leer tu configuración ni tus estadísticas guardadas, así que empiezan de cero.
link-saved-too-many = Había demasiados datos guardados que esta versión no conoce: se han conservado las primeras { $count } líneas.
link-saved-damaged = Algunos datos guardados estaban dañados y se han restablecido: { $what }.
link-lost-line = una línea dañada
link-lost-daily = el resultado del reparto del día
link-lost-progress = la partida en curso
link-lost-settings = parte de la configuración
link-lost-stats = parte de las estadísticas
link-last-match = tu última partida

link-friend-heading-host = Jugar con un amigo
link-friend-heading-guest = Te invitan a una mesa
link-friend-opening = Abriendo la mesa para jugar con un amigo…
link-friend-left-out = Jugar con un amigo no forma parte de esta copia de Kemps: quien la aloja lo dejó fuera. Todo lo demás funciona como siempre.
link-friend-menu = Jugar con un amigo
link-make-invite = Crear la invitación
link-join = Unirme
link-new-to-kemps = ¿Nuevo en Kemps? El juego en un minuto
link-make-new-invite = Nueva invitación
link-show-qr = ¿Tu amigo está a tu lado? Mostrar un código QR
link-qr-label = Código QR del enlace de invitación
link-qr-hint = Tu amigo lo enfoca con la cámara de su teléfono y abre el enlace.
link-friend-seat = El sitio de tu amigo
link-seat-partner = Tu compañero
link-seat-opponent = Un rival, en el sitio de { $seat }
link-your-name = Tu nombre, tal como lo leerá tu amigo
link-your-name-for-host = Tu nombre, tal como lo leerá { $named ->
        [no] tu amigo
       *[other] { $host }
    }
link-send-invite = Enviar la invitación
link-invite-text = Siéntate a mi mesa de Kemps: abre este enlace y devuélveme el enlace que te muestre tu página.
link-send-reply = Enviar la respuesta
link-reply-text = Mi respuesta a tu invitación de Kemps: abre este enlace en el navegador desde el que me invitaste.
link-reply-field = El enlace de respuesta de tu amigo
link-use-reply = Usar esta respuesta
link-stun-note = En la misma red, las dos páginas se conectan directamente. Por internet, cada página pide su dirección a un servidor público ({ $server }) mientras tu amigo se conecta, salvo que este sitio indique uno propio o lo desactives en Ajustes. Ningún dato de la partida pasa por él.
link-reply-heading = La respuesta de tu amigo
link-handing-reply = Pasando la respuesta de tu amigo a tu invitación en espera…
link-reply-handed = La respuesta de tu amigo ha llegado a tu invitación en espera: la mesa se abre allí. Puedes cerrar esta pestaña.
link-no-invite-waiting = No hay ninguna invitación esperando en este navegador. Abre esta respuesta en el navegador donde creaste la invitación, o pégala en su pantalla de espera.
link-invitation-partner =
    { $named ->
        [no] Un amigo
       *[other] { $host }
    } te invita a ser su compañero en una mesa de { $seats }: reglas { $preset }, { $bots ->
        [0] sin bots
       *[other] bots { $level }
    }.
link-invitation-opponent =
    { $named ->
        [no] Un amigo
       *[other] { $host }
    } te invita a jugar en su contra, con un bot como compañero, en una mesa de { $seats }: reglas { $preset }, bots { $level }.
link-invitation-opponent-friend =
    { $named ->
        [no] Un amigo
       *[other] { $host }
    } te invita a jugar en su contra, con otro amigo invitado como compañero, en una mesa de { $seats }: reglas { $preset }, { $bots ->
        [0] sin bots
       *[other] bots { $level }
    }.
link-friend-choose = Elige el sitio de tu amigo y crea la invitación.
link-friends-choose = Elige el sitio de cada amigo y crea las invitaciones.
link-friend-join = Únete para crear tu enlace de respuesta.
link-friend-preparing = Preparando la conexión…
link-friend-reply-again = { $why } Vuelve a pegar el enlace de respuesta completo de tu amigo.
link-friend-waiting-host = Envía esta invitación a tu amigo y espera su enlace de respuesta: ábrelo en este navegador, o pégalo abajo.
link-friend-waiting-guest =
    Devuelve este enlace de respuesta a { $named ->
        [no] tu amigo
       *[other] { $host }
    }. La mesa se abre en cuanto lo abra y se hayan unido todos los invitados.
link-waiting-for-reply = { $count ->
        [one] Esperando la respuesta de tu amigo. La invitación sigue valiendo mientras esta página esté abierta.
       *[other] Esperando las respuestas de tus amigos. Las invitaciones siguen valiendo mientras esta página esté abierta.
    }
link-waiting-for-host =
    Esperando a que { $named ->
        [no] tu amigo
       *[other] { $host }
    } abra tu respuesta. Sigue valiendo mientras esta página esté abierta.
link-stop-waiting = Dejar de esperar
link-friend-connecting = Conectando…
link-friend-connected-host = Conectado.
link-friend-connected-guest =
    Conectado con { $named ->
        [no] tu amigo
       *[other] { $host }
    }. Esperando la mesa…
link-friend-playing = Jugando.
link-friend-failed-host = { $why } Crea una nueva invitación e inténtalo otra vez; en redes distintas, comprueba que los Ajustes permiten el ayudante de conexión público.
link-friend-failed-guest = { $why } Pide a tu amigo una nueva invitación.
link-only-host-invites = Solo invita el anfitrión.
link-reply-unusable = Esa respuesta no se puede usar. { $why }
link-reply-other-invite = Esa respuesta es de otra invitación.
link-invitation-link-unusable = Esta invitación no se puede usar. { $why }
link-reply-link-unusable = Esta respuesta no se puede usar. { $why }
link-pages-unreachable = Las dos páginas no han podido conectarse.
link-page-closed = La otra página ha cerrado la conexión.
link-no-webrtc = Jugar con un amigo requiere WebRTC, que permite que dos navegadores se conecten directamente, y este navegador no lo tiene.
link-no-webrtc-host = Para invitar a un amigo, abre Kemps en otro navegador, como Firefox, Chrome, Edge o Safari. Todo lo demás funciona aquí como siempre.
link-no-webrtc-guest = Para unirte a la mesa de tu amigo, abre el enlace de la invitación en otro navegador, como Firefox, Chrome, Edge o Safari.
link-peer-unsupported = Este navegador no puede hacer conexiones entre pares
link-peer-not-prepared = Este navegador no ha podido preparar una conexión. Inténtalo otra vez
link-peer-bad-invite = No se puede responder a esta invitación. Pide a tu amigo una nueva invitación
link-peer-bad-reply = La respuesta del amigo no corresponde a esta invitación
link-peer-already-answered = Esta invitación ya tiene la respuesta de su amigo
link-peer-no-network = Este dispositivo no ha encontrado ninguna red para conectarse
link-peer-closed = Esta conexión ya está cerrada. Crea una nueva invitación
link-wire-too-big = La otra página ha enviado { $count } bytes de golpe, más de lo que una mesa necesita nunca.
link-wire-empty = La otra página ha enviado un mensaje vacío.
link-wire-version = La otra página usa otra versión de Kemps (sus mensajes son del formato { $version }); hay que recargar la página en los dos lados.
link-wire-unreadable = La otra página ha enviado un mensaje que esta página no puede leer.
link-wire-does-not-fit = La otra página ha enviado una mesa que no encaja con esta partida.
link-wire-signals-do-not-fit = La otra página ha enviado señales que no son gestos de este juego.
link-wire-review-does-not-fit = La otra página ha enviado un repaso de la ronda que no encaja con esta mesa.
link-wire-seat-does-not-fit = La otra página ha nombrado un asiento que no está en esta mesa.
link-wire-replay-does-not-fit = La otra página ha enviado una repetición dañada.
link-wire-unread-from = No se pudieron leer { $count } mensajes de la página de { $seat }.
link-wire-unread-from-host = No se pudieron leer { $count } mensajes de la página del anfitrión.
link-invitation-changed = Cambios respecto a { $preset }: { $changes }.
link-option-off = { $option }: no
link-option-chosen = { $option } { $choice }
link-option-word = la palabra { $word }
link-option-lives = { $count ->
        [one] { $count } vida cada uno
       *[other] { $count } vidas cada uno
    }
link-option-target = { $count ->
        [one] gana quien llegue a { $count } punto
       *[other] gana quien llegue a { $count } puntos
    }
link-option-decks =
    { $count ->
        [one] una baraja
       *[other] { $count } barajas
    }
link-option-idle = el que reparte cuenta tras { $ms } ms sin cambios
link-option-countdown = la cuenta dura { $ms } ms
link-option-list = { $list }; { $item }

link-invite-empty = Está vacío.
link-invite-too-long = Tiene { $count } caracteres, más que cualquier invitación o respuesta, así que no se ha leído.
link-invite-not-a-reply = Es una invitación, no una respuesta: la abre el amigo, y devuelve el enlace de respuesta que muestre su página.
link-invite-not-an-invitation = Es una respuesta, no una invitación: vuelve al amigo que te invitó.
link-invite-damaged = Está cortado o alterado: su comprobación no coincide. Vuelve a copiar el enlace entero.
link-invite-newer = Lo creó una versión más nueva de Kemps (formato { $version }); recarga esta página para tener la versión más nueva.
link-invite-earlier = La página que lo creó usa una versión más antigua de Kemps (formato { $version }): recarga esa página y vuelve a crear el enlace.
link-invite-garbled = Su comprobación coincide, pero su contenido no forma una invitación ni una respuesta.
link-invite-no-such-table = Ofrece un sitio en una mesa que este juego no tiene.
link-invite-connection = No puede conectarse. { $why }
link-sdp-too-long = La descripción de la conexión ocupa { $count } bytes; la de un navegador ocupa como mucho { $most }.
link-sdp-missing = Falta un elemento en la descripción de la conexión: { $part }.
link-sdp-conflicting = La descripción de la conexión da dos valores distintos para: { $part }.
link-sdp-bad = Este elemento de la conexión no está escrito como lo escriben los navegadores: { $part }.
link-sdp-bad-candidate = La línea { $line } de la descripción de la conexión da una dirección de red que no se puede leer.
link-sdp-no-candidates = La conexión no da ninguna dirección de red donde encontrarla: se describió antes de que el navegador encontrara alguna.
link-sdp-candidate-order = La conexión da una dirección de red dos veces, o fuera de orden.
link-sdp-too-many-candidates = La conexión da { $count } direcciones de red; un enlace lleva como mucho { $most }.
link-part-data-channel = canal de datos
link-part-ufrag = nombre de la conexión (fragmento de usuario ICE)
link-part-pwd = contraseña de la conexión (contraseña ICE)
link-part-fingerprint = huella de seguridad (SHA-256)
link-part-setup = papel de seguridad (DTLS setup)
link-part-address = dirección de red

# A friend who left is replaced by a bot; $seat: the seat they had.
link-friend-left-seat = Tu amigo dejó el sitio de { $seat }: ahora lo juega un bot.
# The friend who left takes their seat back; $seat: the seat.
link-friend-back = Tu amigo ha vuelto a la mesa, al sitio de { $seat }.
link-other-friend-left = { $seat } dejó la mesa: ahora un bot juega en ese sitio.
link-other-friend-back = { $seat } ha vuelto a la mesa.
# The host's page was loaded again mid-match, and the match resumed: the friends'
# connections ended with the page. $count: how many; $seats: their seats ("Ada and Bram").
link-friends-gone-with-page =
    { $count ->
        [one] La conexión de tu amigo se cerró con la página: ahora un bot juega en el sitio de { $seats }.
       *[other] Las conexiones de tus amigos se cerraron con la página: ahora unos bots juegan en los sitios de { $seats }.
    }
# A list of seats' names: "Ada and Bram"; with more, $first is itself a list ("Ada, Bram").
link-seats-and = { $first } { $last ->
    [i-sound] e
   *[other] y
} { $last }
link-seats-comma = { $first }, { $next }
# The host's table while the seat waits: the bot plays until the friend's new reply is taken.
link-rejoin-waiting = Un bot juega en el sitio de { $seat } hasta que tu amigo vuelva a abrir tu invitación y uses su nueva respuesta.
link-rejoin-paste = Pegar su respuesta
# A reply during the match for a seat that no friend left.
link-rejoin-not-waiting = Esa respuesta pide el sitio de { $seat }, que no está esperando a nadie.
# A friend's page had no answer from the host's table ($host; "your friend" when $named is
# "no"): the seat it asks for no longer waits, or the pages cannot reach each other.
link-host-unanswered =
    { $named ->
        [no] La mesa de tu amigo
       *[other] La mesa de { $host }
    } no ha respondido: puede que la partida haya terminado o que la página esté cerrada, o las dos páginas no pueden conectarse.

# Several friends
link-add-friend = Añadir un amigo
link-remove-friend = Quitar a este amigo
link-make-invites = Crear las invitaciones
link-friend-number-seat = El sitio del amigo { $number }
link-table-opens-when-all = La mesa se abre cuando todos tus amigos estén conectados.
