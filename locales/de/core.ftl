


seat-you = Du
seat-player = Spieler
seat-host = Gastgeber

call-kemps = Kemps!
call-double-kemps = Doppel-Kemps!
call-stop = Stop Kemps!
call-double-stop = Doppel-Stop-Kemps!

# Soft hyphens ({"\u00AD"}) let the long compounds break where German breaks them
# (the gesture palette's narrow buttons); they are invisible anywhere else.
gesture-wink = Zwin{"\u00AD"}kern
gesture-ear-tug = Ohr{"\u00AD"}zupfen
gesture-nose-scratch = Nasen{"\u00AD"}kratzen
gesture-chin-stroke = Kinn{"\u00AD"}reiben
gesture-eyebrow-raise = Augen{"\u00AD"}brauen{"\u00AD"}heben
gesture-table-tap = Tisch{"\u00AD"}klopfen
gesture-hair-smooth = Haare{"\u00AD"}glätten
gesture-shrug = Schulter{"\u00AD"}zucken
gesture-yawn = Gähnen
gesture-lip-bite = Lippen{"\u00AD"}beißen
gesture-head-tilt = Kopf{"\u00AD"}neigen
gesture-cough = Husten
caption-wink =
    { $seat ->
        [you] Du zwinkerst
       *[other] { $seat } zwinkert
    }
caption-ear-tug =
    { $seat ->
        [you] Du zupfst dich am Ohr
       *[other] { $seat } zupft sich am Ohr
    }
caption-nose-scratch =
    { $seat ->
        [you] Du kratzt dich an der Nase
       *[other] { $seat } kratzt sich an der Nase
    }
caption-chin-stroke =
    { $seat ->
        [you] Du reibst dir das Kinn
       *[other] { $seat } reibt sich das Kinn
    }
caption-eyebrow-raise =
    { $seat ->
        [you] Du hebst eine Augenbraue
       *[other] { $seat } hebt eine Augenbraue
    }
caption-table-tap =
    { $seat ->
        [you] Du klopfst auf den Tisch
       *[other] { $seat } klopft auf den Tisch
    }
caption-hair-smooth =
    { $seat ->
        [you] Du streichst dir das Haar glatt
       *[other] { $seat } streicht sich das Haar glatt
    }
caption-shrug =
    { $seat ->
        [you] Du zuckst mit den Schultern
       *[other] { $seat } zuckt mit den Schultern
    }
caption-yawn =
    { $seat ->
        [you] Du gähnst
       *[other] { $seat } gähnt
    }
caption-lip-bite =
    { $seat ->
        [you] Du beißt dir auf die Lippe
       *[other] { $seat } beißt sich auf die Lippe
    }
caption-head-tilt =
    { $seat ->
        [you] Du neigst den Kopf
       *[other] { $seat } neigt den Kopf
    }
caption-cough =
    { $seat ->
        [you] Du hustest
       *[other] { $seat } hustet
    }

rank-ace = Ass
rank-two = Zwei
rank-three = Drei
rank-four = Vier
rank-five = Fünf
rank-six = Sechs
rank-seven = Sieben
rank-eight = Acht
rank-nine = Neun
rank-ten = Zehn
rank-jack = Bube
rank-queen = Dame
rank-king = König
ranks-ace = Asse
ranks-two = Zweien
ranks-three = Dreien
ranks-four = Vieren
ranks-five = Fünfen
ranks-six = Sechsen
ranks-seven = Siebenen
ranks-eight = Achten
ranks-nine = Neunen
ranks-ten = Zehnen
ranks-jack = Buben
ranks-queen = Damen
ranks-king = Könige
four-of-a-kind = vier { $ranks }
face-ace = A
face-jack = B
face-queen = D
face-king = K
suit-clubs = Kreuz
suit-diamonds = Karo
suit-hearts = Herz
suit-spades = Pik
card-name = { $suit } { $rank }

preset-classic = Klassisch
preset-hearts = Herzen
preset-party = Party
preset-tournament = Turnier
level-casual = Gemütlich
level-sharp = Aufmerksam
level-ruthless = Gnadenlos
