kemps = Kemps!
stop-kemps = Contre-Kemps !

seat-you = Vous
seat-player = Joueur
