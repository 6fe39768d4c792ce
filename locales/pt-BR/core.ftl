kemps = Kemps!
stop-kemps = Corta!

seat-you = Você
seat-player = Jogador
