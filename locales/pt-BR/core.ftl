


seat-you = Você
seat-player = Jogador
seat-host = Anfitrião

call-kemps = Kemps!
call-double-kemps = Kemps duplo!
call-stop = Corta!
call-double-stop = Corta duplo!

gesture-wink = piscada
gesture-ear-tug = puxão de orelha
gesture-nose-scratch = coçada no nariz
gesture-chin-stroke = mão no queixo
gesture-eyebrow-raise = sobrancelha erguida
gesture-table-tap = batidinha na mesa
gesture-hair-smooth = ajeitada no cabelo
gesture-shrug = encolhida de ombros
gesture-yawn = bocejo
gesture-lip-bite = mordida no lábio
gesture-head-tilt = cabeça inclinada
gesture-cough = tossida
caption-wink =
    { $seat ->
        [you] Você pisca
       *[other] { $seat } pisca
    }
caption-ear-tug =
    { $seat ->
        [you] Você puxa a orelha
       *[other] { $seat } puxa a orelha
    }
caption-nose-scratch =
    { $seat ->
        [you] Você coça o nariz
       *[other] { $seat } coça o nariz
    }
caption-chin-stroke =
    { $seat ->
        [you] Você alisa o queixo
       *[other] { $seat } alisa o queixo
    }
caption-eyebrow-raise =
    { $seat ->
        [you] Você ergue a sobrancelha
       *[other] { $seat } ergue a sobrancelha
    }
caption-table-tap =
    { $seat ->
        [you] Você bate na mesa
       *[other] { $seat } bate na mesa
    }
caption-hair-smooth =
    { $seat ->
        [you] Você ajeita o cabelo
       *[other] { $seat } ajeita o cabelo
    }
caption-shrug =
    { $seat ->
        [you] Você dá de ombros
       *[other] { $seat } dá de ombros
    }
caption-yawn =
    { $seat ->
        [you] Você boceja
       *[other] { $seat } boceja
    }
caption-lip-bite =
    { $seat ->
        [you] Você morde o lábio
       *[other] { $seat } morde o lábio
    }
caption-head-tilt =
    { $seat ->
        [you] Você inclina a cabeça
       *[other] { $seat } inclina a cabeça
    }
caption-cough =
    { $seat ->
        [you] Você tosse
       *[other] { $seat } tosse
    }

rank-ace = ás
rank-two = dois
rank-three = três
rank-four = quatro
rank-five = cinco
rank-six = seis
rank-seven = sete
rank-eight = oito
rank-nine = nove
rank-ten = dez
rank-jack = valete
rank-queen = dama
rank-king = rei
ranks-ace = ases
ranks-two = dois
ranks-three = três
ranks-four = quatros
ranks-five = cincos
ranks-six = seis
ranks-seven = setes
ranks-eight = oitos
ranks-nine = noves
ranks-ten = dez
ranks-jack = valetes
ranks-queen = damas
ranks-king = reis
four-of-a-kind = uma quadra de { $ranks }
face-ace = A
face-jack = J
face-queen = Q
face-king = K
suit-clubs = paus
suit-diamonds = ouros
suit-hearts = copas
suit-spades = espadas
card-name = { $rank } de { $suit }

preset-classic = Clássico
preset-hearts = Copas
preset-party = Festa
preset-tournament = Torneio
level-casual = Tranquilos
level-sharp = Espertos
level-ruthless = Implacáveis
