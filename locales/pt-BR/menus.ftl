## Os menus: a tela inicial, a preparação, as estatísticas, a retomada, a moldura do app.

menu-back = ← Voltar
menu-home = Início
menu-resume = Retomar sua partida

menu-home-tagline = O jogo de cartas dos sinais secretos. Junte uma quadra e pisque para seu parceiro — antes que a outra dupla te flagre.
menu-home-new = Novo no Kemps?
menu-home-lesson-pitch = Aprenda em um minuto, na mesa: troque cartas rumo a uma quadra, faça o sinal e observe o rosto do seu parceiro.
menu-home-show-me = Me mostre
menu-home-skip = Pular
menu-home-menu = Menu principal
menu-home-play = Jogar
menu-home-daily = Jogo do dia
menu-home-daily-done = Hoje ({ $date }): { $result }. Você pode jogar de novo; vale o seu primeiro resultado.
menu-home-daily-new = O jogo do dia ({ $date }) é o mesmo para todo mundo.
menu-home-friend = Jogar com um amigo
menu-home-how-to = Como jogar
menu-home-settings = Configurações
menu-home-stats = Estatísticas
menu-home-replay-file = Abrir arquivo de replay

menu-setup-title = Nova partida
menu-setup-summary = { $preset } · { $players } jogadores · bots { $level } · velocidade { $speed } · jogo { $deal }
menu-setup-more = Mudar regras, mesa, bots, velocidade ou jogo
menu-setup-rules-refused = Estas regras não podem ser jogadas: { $why }.
menu-setup-start = Começar a partida
menu-setup-with-friend = Jogar com um amigo
menu-setup-deal = Jogo
menu-setup-deal-code = Código do jogo
menu-setup-deal-hint = Digite o código de um amigo, como 7QX2-M9PA, para jogar com as mesmas cartas que ele.
menu-setup-your-signals =
    { $count ->
        [one] Seu sinal secreto
       *[other] Seus sinais secretos
    }
menu-setup-signals-hint =
    { $count ->
        [one] Seu parceiro fica de olho nele. Faça-o quando tiver uma quadra — e esconda-o entre outros tiques.
       *[other] Qualquer um deles avisa seu parceiro que você tem uma quadra. O botão Sinal faz um de cada vez.
    }
menu-setup-choose-signals = Escolha seus sinais (um a três)
menu-setup-table = Mesa
menu-setup-players = { $count } jogadores
menu-setup-bots = Bots
menu-setup-speed = Velocidade
menu-setup-rules = Regras
menu-setup-change-rules = Mudar as regras

menu-speed-relaxed = Lenta
menu-speed-normal = Normal
menu-speed-quick = Rápida
menu-speed-fast = Relâmpago

menu-preset-classic-summary = Completou K-E-M-P-S, perdeu. Troque várias cartas de uma vez; corte uma dupla inteira.
menu-preset-hearts-summary = Cinco corações para cada um; perde-se um a cada erro. Uma carta por vez; corte um só jogador.
menu-preset-party-summary = Vence quem fizer 5 pontos. Trincas são redistribuídas, gritos duplos valem, um Corta errado tira seu direito de cortar.
menu-preset-tournament-summary = Vence quem fizer 5 pontos. Largue uma carta antes de pegar outra; trincas no centro ficam de lado.

menu-level-casual-description = Lentos e tranquilos: raramente notam um sinal e mantêm o deles até você flagrá-lo.
menu-level-sharp-description = Visto duas vezes logo antes da sua quadra, um gesto é decifrado: repita-o e eles te cortam. Sinal deles que você flagra, eles trocam.
menu-level-ruthless-description = Uma vez basta: um gesto visto logo antes do seu Kemps é decifrado, e repeti-lo é uma corrida contra seu parceiro. Eles alternam dois ou três sinais.

menu-option-swap-multi = Trocar várias cartas de uma vez
menu-option-double-calls = Kemps duplo e Corta duplo valem em dobro
menu-option-redeal-trips = Quem recebe uma trinca a mostra e compra de novo
menu-option-center-trips = Uma trinca num centro novo fica de lado
menu-option-order = Trocas:
menu-option-order-atomic = dar e pegar num só movimento
menu-option-order-drop-first = largar uma carta, depois pegar outra
menu-option-order-pick-first = pegar uma carta, depois largar outra
menu-option-stop-target = O Corta aponta
menu-option-stop-team = uma dupla
menu-option-stop-seat = um jogador
menu-option-wrong-stop = Um Corta errado
menu-option-wrong-stop-penalty = é punido
menu-option-wrong-stop-lose-right = tira o direito de cortar nesta rodada
menu-option-stock-out = Quando o monte acaba
menu-option-stock-real-deal = ninguém pontua (empate)
menu-option-stock-reshuffle = o descarte volta para o monte

menu-stats-title = Estatísticas
menu-stats-matches = Partidas
menu-stats-matches-count =
    { $played ->
        [one] { $played } jogada
       *[other] { $played } jogadas
    }, { $won ->
        [one] { $won } vencida
       *[other] { $won } vencidas
    }
menu-stats-kemps = Kemps gritados
menu-stats-right-wrong =
    { $right ->
        [0] { $right } certos
        [one] { $right } certo
       *[other] { $right } certos
    }, { $wrong ->
        [0] { $wrong } errados
        [one] { $wrong } errado
       *[other] { $wrong } errados
    }
menu-stats-stops = Cortas gritados
menu-stats-fastest = Percepção mais rápida
menu-stats-wins-row = Vitórias seguidas
menu-stats-streak = { $now } (recorde: { $best })
menu-stats-daily-row = Jogos do dia seguidos
menu-stats-played = Jogadas
menu-stats-won = Vencidas
menu-stats-count = { $count }

menu-resume-same = Continuar de onde parou?
menu-resume-other = Você tem uma partida em andamento
menu-resume-opens = Este link abre o jogo { $deal }. Abri-lo encerra sua partida em andamento.
menu-resume-your-match = Sua partida
menu-resume-again = Recomeçar este jogo
menu-resume-open = Abrir o jogo { $deal }

menu-challenge-title = Um amigo te desafia
menu-challenge-lesson = Novo no Kemps? Uma lição de um minuto te mostra como; o desafio te espera.
menu-challenge-label = O desafio
menu-challenge-show-me = Primeiro a lição
menu-challenge-start = Aceitar o desafio

menu-app-opening-link = Abrindo o link…
menu-app-opening-replay = Abrindo o replay…
menu-app-no-match = Não há partida para mostrar.
menu-app-no-replay = Não há replay para mostrar.
menu-app-nothing-to-resume = Não há nada para retomar.

menu-lazy-loading = Carregando…
menu-lazy-failed = Não foi possível carregar esta parte do jogo. Verifique sua conexão e tente de novo. Se o jogo foi atualizado depois que esta página abriu, recarregue a página.
menu-lazy-retry = Tentar de novo
menu-lazy-reload = Recarregar a página
