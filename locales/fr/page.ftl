page-title = Kemps — le jeu de cartes aux signaux secrets
page-description = Kemps, le jeu de cartes d'ambiance aux signaux secrets : votre partenaire et vous contre la table.
