## A tela da mesa, o resultado de uma rodada, o fim da partida e o replay.

## A barra de cima e os avisos.
table-lesson = Lição { $number } de { $count }
table-dismiss-notices = Fechar os avisos
table-with-friend =
    { $friends ->
        [one] Com um amigo
       *[other] Com { $friends } amigos
    }
table-round-trip = ida e volta
table-ms = { $ms } ms
table-daily-deal = Jogo do dia
table-deal = Jogo
table-round = rodada { $round }
table-level-bots = bots { $level }
table-menu = Partida
table-pause = Pausar
table-resume = Continuar
table-share = Compartilhar
table-help = Ajuda e teclas
table-leave = Sair

## O pano da mesa.
table-felt = A mesa
table-count-one = Um…
table-count-two = Dois…
table-count-three = Três…
table-count-dead = Já era!
table-stock-label =
    { $count ->
        [one] Monte: { $count } carta
       *[other] Monte: { $count } cartas
    }
table-stock = monte
table-swept-label =
    { $count ->
        [one] Descarte: { $count } carta
       *[other] Descarte: { $count } cartas
    }
table-swept = descarte
table-centre = Cartas do centro
table-get-ready = Prepare-se…
table-your-hand = Sua mão
table-dealer = carteador
table-dealer-chip = C
table-what-happened = O que aconteceu

## Um lugar à mesa.
table-seat-name = { $seat }
table-role-partner =
    { $seat ->
        [female] parceira
       *[other] parceiro
    }
table-role-opponent =
    { $seat ->
        [female] adversária
       *[other] adversário
    }
table-seat =
    { $count ->
        [one] { $name }, { $role }, { $count } carta
       *[other] { $name }, { $role }, { $count } cartas
    }
table-seat-passed =
    { $count ->
        [one] { $name }, { $role }, { $count } carta, passou
       *[other] { $name }, { $role }, { $count } cartas, passou
    }
table-passed = passou
table-pass-chip = passou
table-shows = Mão de { $name }

## A barra de ações e a escolha do alvo.
table-actions = Ações
table-pass = Passar
table-make-signal = Faça seu sinal: { $gesture }
table-signal = Sinal
table-gestures = Gestos
table-stop-button = Corta
table-double-kemps-button = Kemps duplo
table-double-stop-button = Corta duplo
table-gesture-yours = { $gesture } (seu sinal)
table-signals-two = { $first } ou { $second }
table-signals-three = { $first }, { $second } ou { $third }
table-stop-on = Corta contra quem?
table-double-stop-on = Corta duplo contra quem?
table-cancel = Cancelar

## As janelas.
table-paused = Pausado
table-game-waits = A partida espera por você.
table-ready-title = Agora é com você
table-ready-what = Isso é Kemps: troque cartas até formar uma quadra, faça um sinal para seu parceiro sem dizer nada, observe o rosto dele em meio aos tiques e flagre a outra dupla quando alguém dela parar de trocar e repetir um gesto.
table-ready-how = Cada grito certo dá uma letra à outra dupla; a dupla que completar K-E-M-P-S perde. Sua primeira partida é contra bots Tranquilos, com o nome de cada gesto ao lado do rosto que o faz. Seu sinal é a piscada: você pode trocá-lo depois de qualquer rodada.
table-first-match = Jogar sua primeira partida
table-home = Início
table-next-lesson = Próxima lição
table-finish = Concluir

## O placar.
table-scores = Placar
table-team-score = { $team }: { $score }
table-letters =
    { $count ->
        [one] { $got } de { $count } letra
       *[other] { $got } de { $count } letras
    }
table-hearts =
    { $count ->
        [one] { $left } de { $count } coração
       *[other] { $left } de { $count } corações
    }
table-points =
    { $target ->
        [one] { $points } de { $target } ponto
       *[other] { $points } de { $target } pontos
    }

## O resultado de uma rodada.
table-round-title = Rodada { $round }
table-cards-of =
    { $seat ->
        [you] Suas cartas
        [player] Cartas do jogador
       *[other] Cartas de { $seat }
    }
table-next-round = Próxima rodada
table-signal-read =
    { $count ->
        [one] Seu sinal foi lido.
       *[other] Seus sinais foram lidos.
    }
table-pick-another = Escolha outro antes da próxima rodada.
table-your-signals =
    { $count ->
        [one] Seu sinal secreto:
       *[other] Seus sinais secretos:
    }
table-partner-will-know =
    { $count ->
        [one] Seu parceiro vai saber se você o trocar.
       *[other] Seu parceiro vai saber se você os trocar.
    }
table-change-signals = Trocar sinais

## O fim da partida.
table-match-over = Fim da partida
table-captions-offer = As legendas dos gestos estavam ligadas na sua primeira partida; a partir da próxima, ficam desligadas. Quer mantê-las?
table-keep-captions = Manter as legendas
table-play-again = Jogar de novo
table-challenge = Desafiar um amigo
table-share-deal = Compartilhar este jogo
table-watch-replay = Ver o replay
table-share-replay = Compartilhar o replay
table-download-replay = Baixar o replay
table-replay-saved = Arquivo do replay salvo.
table-packing = O replay ainda está sendo preparado: tente de novo em um instante.
table-replay-too-long = Este replay é longo demais para um link, então foi salvo como arquivo.
table-replay-not-saved = Não foi possível salvar o replay.
table-challenge-title = Desafio de Kemps
table-replay-title = Replay de Kemps
table-replay-text = Veja minha partida de Kemps — os sinais estão revelados.
table-your-match = Sua partida
table-kemps-called = Kemps gritados
table-stops-called = Cortas gritados
table-right-wrong =
    { $right ->
        [0] { $right } certos
        [one] { $right } certo
       *[other] { $right } certos
    }, { $wrong ->
        [0] { $wrong } errados
        [one] { $wrong } errado
       *[other] { $wrong } errados
    }
table-partner-spotted = Sinais do parceiro percebidos
table-fastest-spot = Percepção mais rápida
table-rounds = Rodadas
table-signals-read = Sinais lidos
table-signals-read-caught = Sinais lidos e flagrados
table-signals-by-round = Os sinais, rodada a rodada
table-round-column = Rodada
table-not-shown = (não mostrado)
table-shown-times = (mostrado { $count }×)
table-shown-without-four = (mostrado { $count }× sem quadra)
table-shown-and-without-four = (mostrado { $count }×, e { $without }× sem quadra)
table-results-compared = Seu resultado e o do seu amigo
table-you-column = Você
table-your-friend = Seu amigo
table-result = Resultado
table-signals-spotted = Sinais percebidos
table-won = vitória { $score }
table-lost = derrota { $score }

## O replay.
table-replay = Replay
table-player-hand = Mão do jogador
table-signal-mark = SINAL: { $caption }
table-decoy-mark = blefe: { $caption }
table-every-hand = A mesa, todas as mãos à mostra
table-playback = Reprodução
table-play = Reproduzir
table-match-time = Tempo da partida
table-replay-time = Rodada { $round } · { $clock }
table-speeds-rounds = Velocidades e rodadas
table-every-round = Todas as rodadas
table-every-gesture = Todos os gestos
table-in-all = ({ $count } no total)
table-gesture-pages = Páginas de gestos
table-earlier = Antes
table-page-of = Página { $page } de { $pages }
table-later = Depois
table-follow = Seguir o replay
table-watch-on = Continuar assistindo
table-kind-signal = Sinal
table-kind-decoy = Blefe
table-chance-kemps =
    { $seat ->
        [you] você poderia ter gritado Kemps
       *[other] o jogador poderia ter gritado Kemps
    }
table-chance-stop =
    { $seat ->
        [you] você poderia ter gritado Corta
       *[other] o jogador poderia ter gritado Corta
    }
table-chance-kemps-right =
    { $seat ->
        [you] você gritou Kemps e acertou
       *[other] o jogador gritou Kemps e acertou
    }
table-chance-kemps-wrong =
    { $seat ->
        [you] você gritou Kemps, mas errou
       *[other] o jogador gritou Kemps, mas errou
    }
table-chance-stop-right =
    { $seat ->
        [you] você gritou Corta e acertou
       *[other] o jogador gritou Corta e acertou
    }
table-chance-stop-wrong =
    { $seat ->
        [you] você gritou Corta, mas errou
       *[other] o jogador gritou Corta, mas errou
    }
table-chance-kemps-first =
    { $seat ->
        [you] { $caller } gritou Kemps antes de você
       *[other] { $caller } gritou Kemps antes do jogador
    }
table-chance-stop-first =
    { $seat ->
        [you] { $caller } gritou Corta antes de você
       *[other] { $caller } gritou Corta antes do jogador
    }

## Uma mesa com um amigo.
table-peer-lost-host = A conexão com a mesa do seu amigo caiu por enquanto…
table-peer-lost-friend = A conexão com seu amigo caiu por enquanto: se não voltar em alguns segundos, um bot assume o lugar dele.
table-peer-back = Conectado de novo.
table-peer-closed = A mesa do seu amigo foi fechada: o anfitrião saiu ou a conexão caiu. A partida acabou.
table-friend-left = Seu amigo saiu da mesa: a partida acabou.
table-friend-next-round = Espere a próxima rodada.
table-friend-waiting = Esperando seu amigo ver o resultado…
table-waiting-for =
    { $count ->
        [one] Esperando { $names } ver o resultado…
       *[other] Esperando { $names } verem o resultado…
    }
table-seen-waits =
    { $count ->
        [one] { $names } já viu o resultado e está esperando você.
       *[other] { $names } já viram o resultado e estão esperando você.
    }

## Uma partida em andamento, como um recarregamento a oferece.
table-in-progress = Jogo { $code } · rodada { $round }
# A match with friends: its deal number stays private until the replay.
table-in-progress-friends = Partida com amigos · rodada { $round }

# Friends' replay
table-friends-replay-too-long-host = O replay é longo demais para enviar ao seu amigo: baixe-o e mande o arquivo para ele.
table-friends-replay-on-its-way = O replay está chegando da página do seu amigo…
table-friends-replay-too-long = O replay era longo demais para passar pela conexão: peça o arquivo ao seu amigo.
table-friends-replay-heading = O replay da sua partida
