narration-you = você
narration-the-player = o jogador
narration-the-player-cap = O jogador
narration-someone = alguém
narration-team = { $first } & { $second }
narration-clause-separator = {"; "}
narration-and = { $rest } e { $last }
narration-no-cards = nenhuma carta
narration-their-cards = suas cartas
narration-seconds = { $whole },{ $hundredths } s
narration-their =
    { $seat ->
        [you] seu
        [female] dela
        [male] dele
       *[other] seu
    }

narration-call-kemps = Kemps
narration-call-double-kemps = Kemps duplo
narration-call-stop = Corta
narration-call-double-stop = Corta duplo

narration-round-started =
    Rodada { $round }: { $dealer ->
        [you] você dá as cartas
       *[other] { $dealer } dá as cartas
    }
narration-centre-empty = O centro está vazio
narration-new-centre = Novo centro: { $cards }
narration-set-aside = { $cards } separadas
narration-trips-redealt =
    { $seat ->
        [you] Você mostra { $cards } e compra de novo
       *[other] { $seat } mostra { $cards } e compra de novo
    }
narration-swapped = { $seat } pegou { $took } por { $gave }
narration-dropped = { $seat } largou { $card }
narration-dropped-dead = { $seat } largou { $card } no “já era”
narration-took = { $seat } pegou { $card }
narration-took-dead = { $seat } pegou { $card } no “já era”
narration-passed =
    { $seat ->
        [you] Você passa
       *[other] { $seat } passa
    }
narration-swept = O centro vai para o descarte
narration-reshuffled = O descarte vira o novo monte
narration-called = { $seat }: { $call }
narration-called-stop = { $seat }: { $call } contra { $subject }
narration-revealed =
    { $seat ->
        [you] Você mostra { $hand }
       *[other] { $seat } mostra { $hand }
    }
narration-stop-right-lost = { $seat } não pode mais gritar Corta nesta rodada

narration-score-letter = { $team } levam a letra { $letters }
narration-score-hearts =
    { $team } perdem { $lost ->
        [one] um coração
       *[other] { $lost } corações
    } ({ $left ->
        [one] resta { $left }
       *[other] restam { $left }
    })
narration-score-points =
    { $team } marcam { $won ->
        [one] { $won } ponto
       *[other] { $won } pontos
    }
narration-scores = { $parts }.
narration-nobody-scores = Ninguém pontua.

narration-real-deal = O monte acabou antes de alguém gritar: empate, ninguém pontua.
narration-kemps-right = { $caller } gritou Kemps! — e { $partner } tinha { $partner_hand }.
narration-kemps-wrong = { $caller } gritou Kemps, mas { $partner } só tinha { $partner_hand }.
narration-double-kemps-right = { $caller } gritou Kemps duplo! — { $by } tinha { $hand } e { $partner } tinha { $partner_hand }.
narration-double-kemps-wrong = { $caller } gritou Kemps duplo, mas precisava dos dois: { $by } tinha { $hand } e { $partner } tinha { $partner_hand }.
narration-stop-wrong = { $caller } gritou { $call } contra { $subject }, mas as mãos mostraram outra coisa.
narration-stop-right = { $caller } gritou { $call } contra { $subject } — flagrados: { $caught }.
narration-held = { $seat } tinha { $hand }

narration-refused-round-over = A rodada já acabou
narration-refused-game-over = O jogo acabou
narration-refused-time-in-past = Essa ação tem horário anterior ao relógio do jogo
narration-refused-no-such-seat = Não existe esse lugar nesta mesa
narration-refused-card-gone = Alguém pegou essa carta primeiro ({ $card })
narration-refused-card-swept = Essa carta ({ $card }) foi para o descarte
narration-refused-card-taken-by-you = Você já pegou essa carta do centro ({ $card })
narration-refused-not-in-centre = Essa carta ({ $card }) não passou pelo centro nesta rodada
narration-refused-not-in-hand = Você não tem essa carta ({ $card })
narration-refused-same-card-twice = A mesma carta ({ $card }) foi escolhida duas vezes: dê ou pegue cartas diferentes
narration-refused-swap-size = Dê tantas cartas quantas pegar (uma de cada vez nesta mesa)
narration-refused-order-atomic = Nesta mesa a troca é num só movimento: dê uma carta e pegue outra ao mesmo tempo
narration-refused-order-drop-first = Nesta mesa você larga uma carta primeiro e depois pega outra
narration-refused-order-pick-first = Nesta mesa você pega uma carta primeiro e depois larga outra
narration-refused-drop-first = Largue uma carta antes de pegar outra, e só uma
narration-refused-pick-first = Pegue uma carta antes de largar outra, e só uma
narration-refused-double-calls-off = Gritos duplos não valem nesta mesa
narration-refused-missing-target = Diga contra quem é o Corta
narration-refused-no-such-target = Não existe esse jogador ou essa dupla para cortar
narration-refused-own-team = Você não pode gritar Corta contra a sua própria dupla
narration-refused-kemps-on-own-hand = Kemps se grita pela mão do seu parceiro, nunca pela sua
narration-refused-stop-right-lost = Depois do seu Corta errado, você não pode gritar Corta de novo nesta rodada

narration-too-slow-taken = Tarde demais — { $seat } pegou essa carta ({ $card })
narration-too-slow-gone = Tarde demais — essa carta já foi ({ $card })
narration-waiting-for-friend = Esperando seu amigo ver o resultado…
narration-you-pass = Você passa
narration-paused = O jogo está pausado
narration-get-ready = Prepare-se — o jogo começa em instantes
narration-hint-take-first = Pegue uma carta do centro primeiro
narration-hint-take-then-drop = Pegue uma carta do centro primeiro e depois largue uma
narration-hint-drop-first = Largue uma carta da sua mão primeiro
narration-hint-drop-now = Agora largue uma carta da sua mão
narration-hint-even-picks = Escolha tantas cartas no centro quanto na sua mão ({ $hand } e { $centre } agora) ou toque de novo numa carta escolhida para desmarcá-la

narration-match-won = Você e seu parceiro venceram a partida!
narration-match-won-by = { $team } venceram a partida.
narration-match-lost = Você e seu parceiro perderam a partida.
narration-match-over = A partida acabou.

narration-headline-real-deal = Empate.
narration-headline-you-won = Você venceu a rodada
narration-headline-you-lost = Você perdeu a rodada
narration-headline-team-won = { $team } venceram a rodada
narration-headline-team-lost = { $team } perderam a rodada
narration-headline-nobody = Ninguém pontuou
narration-headline = { $lead }.
narration-headline-why = { $lead }: { $reason }.
narration-signal-read =
    { $owner ->
        [you] { $by } leu o seu sinal
        [player] { $by } leu o sinal do jogador
       *[other] { $by } leu o sinal de { $owner }
    } ({ $gesture })
narration-signal-caught =
    { $owner ->
        [you] { $by } flagrou o seu sinal
        [player] { $by } flagrou o sinal do jogador
       *[other] { $by } flagrou o sinal de { $owner }
    } ({ $gesture })
narration-signal-caught-seen =
    { $owner ->
        [you] { $by } flagrou o seu sinal
        [player] { $by } flagrou o sinal do jogador
       *[other] { $by } flagrou o sinal de { $owner }
    } ({ $gesture }), visto logo antes { $caller ->
        [you] do seu { $call }
        [player] do { $call } do jogador
       *[other] do { $call } de { $caller }
    } na rodada { $round }

narration-signal-caught-seen-partner =
    { $owner ->
        [you] { $by } flagrou o seu sinal
        [player] { $by } flagrou o sinal do jogador
       *[other] { $by } flagrou o sinal de { $owner }
    } ({ $gesture }) — { $seen ->
        [you] você tinha feito o mesmo gesto
       *[other] { $seen } tinha feito o mesmo gesto
    } logo antes { $caller ->
        [you] do seu { $call }
        [player] do { $call } do jogador
       *[other] do { $call } de { $caller }
    } na rodada { $round }

narration-pair = { $first } e { $second }
narration-the-gesture = “{ $gesture }”
narration-note-decoy =
    { $seat ->
        [you] Seu gesto
        [player] O gesto do jogador
       *[other] O gesto de { $seat }
    } (“{ $gesture }”) era um blefe.
narration-note-was-decoy =
    { $seat ->
        [you] Seu gesto
        [player] O gesto do jogador
       *[other] O gesto de { $seat }
    } (“{ $gesture }”) era um blefe
narration-note-real-too-late =
    { $seat ->
        [you] Seu gesto
        [player] O gesto do jogador
       *[other] O gesto de { $seat }
    } (“{ $gesture }”) era um sinal de verdade, mas as mãos já tinham mudado na hora do grito
narration-note-no-gesture =
    { $count ->
        [1] { $who } não tinha feito nenhum gesto
       *[other] { $who } não tinham feito nenhum gesto
    }
narration-note-no-signal = { $team } não fizeram nenhum sinal nesta rodada
narration-note-signal =
    { $count ->
        [one] o sinal
       *[other] os sinais
    } { $team ->
        [you] da sua dupla
       *[other] de { $team }
    } nesta rodada { $count ->
        [one] foi
       *[other] foram
    } { $gestures }
narration-note-clauses = { $first }; { $second }.
narration-times =
    { $count ->
        [1] uma vez
        [2] duas vezes
       *[other] { $count } vezes
    }
narration-made-wink = piscou { $times }
narration-made-ear-tug = puxou a orelha { $times }
narration-made-nose-scratch = coçou o nariz { $times }
narration-made-chin-stroke = alisou o queixo { $times }
narration-made-eyebrow-raise = ergueu a sobrancelha { $times }
narration-made-table-tap = bateu na mesa { $times }
narration-made-hair-smooth = ajeitou o cabelo { $times }
narration-made-shrug = deu de ombros { $times }
narration-made-yawn = bocejou { $times }
narration-made-lip-bite = mordeu o lábio { $times }
narration-made-head-tilt = inclinou a cabeça { $times }
narration-made-cough = tossiu { $times }
narration-missed =
    { $partner } { $made }: { $count ->
        [one] esse era o sinal { $partner ->
            [female] dela
           *[other] dele
        }, e você não o leu.
       *[other] esses eram os sinais { $partner ->
            [female] dela
           *[other] dele
        }, e você não os leu.
    }
narration-rounds =
    { $count ->
        [one] na rodada { $list }
       *[other] nas rodadas { $list }
    }
narration-by-in =
    { $seat ->
        [player] pelo jogador
       *[other] por { $seat }
    } { $rounds }
narration-read-by = lido { $by }
narration-caught-by = flagrado { $by }
narration-never-read = feito { $rounds }, nunca lido nem flagrado
narration-reads-line =
    { $team ->
        [you] Sinal da sua dupla
       *[other] Sinal de { $team }
    }, “{ $gesture }”: { $parts }.

narration-score-points-to = { $mine }:{ $theirs }
narration-score-with-letters =
    com { $mine ->
        [one] { $mine } letra
       *[other] { $mine } letras
    } contra { $theirs }
narration-score-with-hearts =
    com { $mine ->
        [one] { $mine } coração restante
       *[other] { $mine } corações restantes
    }
narration-score-letters-to =
    { $mine ->
        [one] { $mine } letra
       *[other] { $mine } letras
    } contra { $theirs }
narration-score-hearts-left =
    { $mine ->
        [one] { $mine } coração restante
       *[other] { $mine } corações restantes
    }
narration-result-words =
    { $won ->
        [yes] venceu
       *[no] perdeu
    } { $score }, { $spotted ->
        [one] { $spotted } sinal percebido
       *[other] { $spotted } sinais percebidos
    }
narration-challenge-line =
    Supere { $score } ({ $better }) no jogo { $deal } — um amigo { $won ->
        [yes] venceu
       *[no] perdeu
    } este jogo em { $rounds ->
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }.
narration-better-points = pontos, os seus primeiro: quanto mais, melhor
narration-better-letters = letra é ruim: quanto menos, melhor
narration-better-hearts = quanto mais corações restantes, melhor
narration-verdict-better = Você superou o resultado do seu amigo!
narration-verdict-worse = O resultado do seu amigo continua de pé. Jogar de novo este jogo?
narration-verdict-same = Empate perfeito: exatamente o mesmo resultado.

narration-new-cards = Rodada { $round }: cartas novas
