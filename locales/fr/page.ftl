page-title = Kemps — le jeu de cartes aux signaux secrets
page-description = Kemps, le jeu de cartes d'ambiance aux signaux secrets : votre partenaire et vous contre la table.

page-offline = Kemps est hors ligne et n'a jamais été chargé ici.
page-needs-script = Kemps a besoin de JavaScript et de WebAssembly pour fonctionner.
page-could-not-start = Kemps n'a pas pu démarrer : { $problem }. Rechargez la page pour réessayer.
