kemps = ¡Kemps!
stop-kemps = ¡Corta Kemps!

seat-you = Tú
seat-player = Jugador
