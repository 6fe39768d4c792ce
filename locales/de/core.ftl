kemps = Kemps!
stop-kemps = Stopp Kemps!

seat-you = Du
seat-player = Spieler
