## Endereços, links, arquivos de replay, dados salvos e partidas com amigos.

link-address-twice = o endereço traz { $key } mais de uma vez, então só vale a primeira
link-address-seed = o número de jogo { $value } não é um que o Kemps consiga dar, então aqui está um jogo novo
link-address-teams = uma mesa aqui tem de 2 a { $most } duplas, não { $value }, então esta tem 2
link-address-preset = não existem regras { $value }, então estas são as clássicas
link-address-level = não existe o nível { $value }: os bots são casual, sharp ou ruthless
link-address-speed = não existe a velocidade { $value }
link-address-gesture = não existe o gesto { $value }
link-address-signals = uma dupla combina de um a três sinais diferentes, não { $value }

link-refused-link = Este link não abre uma partida
link-refused-replay-file = Este arquivo não abre um replay
link-refused-saved-match = Sua partida em andamento não pode ser retomada
link-refused-setup = Esta partida não pode ser jogada aqui
link-advice-link = Peça o link de novo, ou comece um jogo novo.
link-advice-replay-file = Escolha o arquivo .kemps que o Kemps salvou no fim de uma partida, ou comece um jogo novo.
link-advice-saved-match = Ela foi deixada de lado e não será oferecida de novo. Comece um jogo novo, ou volte ao início.
link-advice-setup = Mude a configuração, ou comece um jogo novo.
link-fresh-deal = Começar um jogo novo
link-home = Início
link-file-empty = Esse arquivo está vazio: não tem nenhum replay.
link-file-too-big = Esse arquivo é grande demais para ser um replay: tem { $size }, e um replay do Kemps tem no máximo { $most }, então ele não foi lido.
link-size-mb = { $count } MB
link-size-kb = { $count } KB
link-replay-link-unreadable = Este link de replay não pode ser reproduzido.
link-replay-file-unreadable = Esse arquivo não é um replay do Kemps que esta página consiga reproduzir.
link-saved-match-unreadable = A partida em andamento não pôde ser lida.
link-game-unplayable = Esta partida não pode ser jogada aqui: { $why }.
link-replay-unplayable = Este replay não pode ser reproduzido aqui: { $why }.
link-set-aside = A partida em andamento salva antes não pôde ser lida, então foi deixada de lado.

link-bad-teams = uma mesa tem de { $least } a { $most } duplas, não { $teams }
link-bad-seed = o número do jogo está fora do intervalo
link-bad-round-break = a pausa entre rodadas é definida pela página, não por uma partida
link-invalid-word = word deve ter de 1 a 12 letras
link-invalid-lives = lives deve ser de 1 a 99
link-invalid-target = target deve ser de 1 a 99 pontos
link-invalid-idle = idle_ms deve ser de 1 a 600000
link-invalid-countdown = countdown_ms deve ser de 0 a 60000
link-invalid-round-break = round_break_ms deve ser de 0 a 600000
link-unplayable-idle-short = o carteador começaria a contar após { $ms } ms sem troca, e uma pessoa precisa de pelo menos { $least } ms para ver o centro e pegar uma carta
link-unplayable-idle-long = o carteador esperaria { $ms } ms antes de contar, e depois de { $most } ms a mesa parece travada
link-unplayable-countdown-short = "um, dois, três, já era" levaria { $ms } ms, e uma pessoa precisa de pelo menos { $least } ms para ouvir e responder
link-unplayable-countdown-long = "um, dois, três, já era" levaria { $ms } ms, e uma contagem leva no máximo { $most } ms
link-unplayable-word = a palavra que uma dupla soletra deve ter letras ou algarismos que uma pessoa consiga ler

link-error-empty = Não há nenhuma partida nele.
link-error-bad-symbol = Ele tem um caractere que não deveria estar ali ({ $symbol }): provavelmente foi alterado à mão ou por um programa.
link-error-damaged = Ele está cortado ou alterado: a verificação não confere, então não dá para saber de qual partida se trata.
link-error-newer = Ele foi feito por uma versão mais nova do Kemps (formato { $version }); esta página lê o formato { $ours }.
link-error-earlier = Ele foi feito por uma versão mais antiga do Kemps (formato { $version }); esta página lê o formato { $ours }.
link-error-garbled = A verificação confere, mas o conteúdo não forma uma partida.
link-error-bad-rules = Ele pede regras que este jogo não consegue jogar: { $why }.
link-error-unplayable = Ele pede regras que ninguém conseguiria jogar: { $why }.
link-error-too-large = Ele é maior que qualquer partida de Kemps, então não foi lido.
link-error-too-long = Ele diz durar { $hours } h { $minutes } min de jogo; o Kemps guarda no máximo as primeiras { $most } horas de uma partida.
link-error-too-many-entries = Ele diz ter { $count } toques; ninguém faz mais de { $most } em uma partida.
link-error-entry-after-end = Ele tem um toque com horário depois do fim.
link-error-earlier-bots = Ele foi gravado por uma versão mais antiga do Kemps, cujos bots jogavam de outro jeito, então não pode ser reproduzido com exatidão; o jogo dele ainda pode ser jogado de novo.
link-error-impossible-result = O resultado dele não é um com que as regras da partida possam terminar, então foi alterado à mão ou por um programa.

link-code-empty = digite um código de jogo, como 7QX2-M9PA
link-code-bad-symbol = { $symbol } não faz parte de um código de jogo: os códigos usam 0-9 e A-Z sem I, L, O e U
link-code-too-long = esse código de jogo é longo demais

link-share-result = Jogo de Kemps { $code } — { $result }
link-share-question = Jogo de Kemps { $code } — você consegue superar?
link-challenge-text = Jogo de Kemps { $code }: você consegue superar meu resultado?
link-shared = Compartilhado.
link-not-shared = Não compartilhado.
link-copied = Link copiado para a área de transferência.
link-copy-by-hand = Não deu para copiar — selecione o link e copie.
link-link = Link
link-done = Pronto

link-saving-refused = Este navegador não deixa o Kemps salvar nada aqui: configurações, estatísticas e a partida em andamento só duram enquanto esta página estiver aberta.
link-saving-full = Armazenamento cheio: o Kemps não conseguiu salvar suas configurações, estatísticas ou partida neste aparelho. Elas duram enquanto esta página estiver aberta.
link-settings-saved = As configurações ficam salvas neste aparelho.
link-settings-refused = Este navegador não deixa o Kemps salvar as configurações: elas só duram enquanto esta página estiver aberta.
link-settings-full = Armazenamento cheio: sua última mudança não pôde ser salva e só dura enquanto esta página estiver aberta.
link-stats-saved = Guardadas neste aparelho.
link-stats-refused = Este navegador não deixa o Kemps salvar as estatísticas: elas só duram enquanto esta página estiver aberta.
link-stats-full = Armazenamento cheio: os últimos resultados não puderam ser salvos neste aparelho.
link-games-heading = Regras · bots
link-games-row = { $preset } · { $level }
link-saved-newer = Estes dados salvos vêm de uma versão mais nova do Kemps; o que esta versão entende foi mantido, e o resto ficou como estava.
link-saved-older = Os dados salvos de uma versão mais antiga foram lidos até onde foi possível.
link-saved-unreadable = Suas configurações e estatísticas salvas não puderam ser lidas, então começam do zero.
link-saved-too-many = Havia dados salvos desconhecidos demais para esta versão guardar: as primeiras { $count } linhas foram mantidas.
link-saved-damaged = Alguns dados salvos estavam danificados e foram reiniciados: { $what }.
link-lost-line = uma linha danificada
link-lost-daily = o resultado do jogo do dia
link-lost-progress = a partida em andamento
link-lost-settings = algumas configurações
link-lost-stats = algumas estatísticas
link-last-match = sua última partida

link-friend-heading-host = Jogar com um amigo
link-friend-heading-guest = Você foi convidado para uma mesa
link-friend-opening = Abrindo a mesa para jogar com um amigo…
link-friend-left-out = Jogar com um amigo não faz parte desta cópia do Kemps: quem a hospeda deixou isso de fora. Todo o resto funciona normalmente.
link-friend-menu = Jogar com um amigo
link-make-invite = Criar o convite
link-join = Entrar
link-new-to-kemps = Nunca jogou Kemps? O jogo em um minuto
link-make-new-invite = Novo convite
link-show-qr = Seu amigo está ao seu lado? Mostrar um código QR
link-qr-label = Código QR do link do convite
link-qr-hint = Seu amigo aponta a câmera do celular para ele e abre o link.
link-friend-seat = O lugar do seu amigo
link-seat-partner = Seu parceiro
link-seat-opponent = Um adversário, no lugar de { $seat }
link-your-name = Seu nome, como seu amigo vai ler
link-your-name-for-host = Seu nome, como { $named ->
        [no] seu amigo
       *[other] { $host }
    } vai ler
link-send-invite = Enviar o convite
link-invite-text = Sente na minha mesa de Kemps: abra este link e me mande de volta o link que a sua página mostrar.
link-send-reply = Enviar a resposta
link-reply-text = Minha resposta ao seu convite de Kemps: abra este link no navegador de onde você me convidou.
link-reply-field = O link de resposta do seu amigo
link-use-reply = Usar esta resposta
link-stun-note = Na mesma rede, as duas páginas se conectam diretamente. Pela internet, cada página pede o próprio endereço a um servidor público ({ $server }) enquanto seu amigo se conecta, a não ser que este site indique um próprio ou que você o desative nas Configurações. Nenhum dado do jogo passa por ele.
link-reply-heading = A resposta do seu amigo
link-handing-reply = Entregando a resposta do seu amigo ao seu convite em espera…
link-reply-handed = A resposta do seu amigo chegou ao seu convite em espera: a mesa abre lá. Você pode fechar esta aba.
link-no-invite-waiting = Nenhum convite está esperando neste navegador. Abra esta resposta no navegador em que você criou o convite, ou cole-a na tela de espera dele.
link-invitation-partner =
    { $named ->
        [no] Um amigo
       *[other] { $host }
    } convida você para ser parceiro numa mesa de { $seats }: regras { $preset }, { $bots ->
        [0] sem bots
       *[other] bots { $level }
    }.
link-invitation-opponent =
    { $named ->
        [no] Um amigo
       *[other] { $host }
    } convida você para jogar contra, com um bot como seu parceiro, numa mesa de { $seats }: regras { $preset }, bots { $level }.
link-invitation-opponent-friend =
    { $named ->
        [no] Um amigo
       *[other] { $host }
    } convida você para jogar contra, com outro amigo convidado como seu parceiro, numa mesa de { $seats }: regras { $preset }, { $bots ->
        [0] sem bots
       *[other] bots { $level }
    }.
link-friend-choose = Escolha o lugar do seu amigo e depois crie o convite.
link-friends-choose = Escolha o lugar de cada amigo e depois crie os convites.
link-friend-join = Entre para criar seu link de resposta.
link-friend-preparing = Preparando a conexão…
link-friend-reply-again = { $why } Cole de novo o link de resposta completo do seu amigo.
link-friend-waiting-host = Envie este convite ao seu amigo e espere o link de resposta: abra-o neste navegador, ou cole-o abaixo.
link-friend-waiting-guest =
    Envie este link de resposta de volta para { $named ->
        [no] seu amigo
       *[other] { $host }
    }. A mesa abre assim que o link for aberto e todos os convidados tiverem entrado.
link-waiting-for-reply = { $count ->
        [one] Esperando a resposta do seu amigo. O convite continua valendo enquanto esta página estiver aberta.
       *[other] Esperando as respostas dos seus amigos. Os convites continuam valendo enquanto esta página estiver aberta.
    }
link-waiting-for-host =
    Esperando { $named ->
        [no] seu amigo
       *[other] { $host }
    } abrir sua resposta. Ela continua valendo enquanto esta página estiver aberta.
link-stop-waiting = Parar de esperar
link-friend-connecting = Conectando…
link-friend-connected-host = Conectado.
link-friend-connected-guest =
    Conectado a { $named ->
        [no] seu amigo
       *[other] { $host }
    }. Esperando a mesa…
link-friend-playing = Jogando.
link-friend-failed-host = { $why } Crie um novo convite e tente de novo; em redes diferentes, veja se as Configurações permitem o ajudante público de conexão.
link-friend-failed-guest = { $why } Peça um novo convite ao seu amigo.
link-only-host-invites = Só o anfitrião convida.
link-reply-unusable = Essa resposta não pode ser usada. { $why }
link-reply-other-invite = Essa resposta é de outro convite.
link-invitation-link-unusable = Este convite não pode ser usado. { $why }
link-reply-link-unusable = Esta resposta não pode ser usada. { $why }
link-pages-unreachable = As duas páginas não conseguiram se alcançar.
link-page-closed = A outra página fechou a conexão.
link-no-webrtc = Jogar com um amigo precisa de WebRTC, que permite que dois navegadores se conectem diretamente, e este navegador não tem.
link-no-webrtc-host = Para convidar um amigo, abra o Kemps em outro navegador, como Firefox, Chrome, Edge ou Safari. Todo o resto funciona aqui normalmente.
link-no-webrtc-guest = Para entrar na mesa do seu amigo, abra o link do convite em outro navegador, como Firefox, Chrome, Edge ou Safari.
link-peer-unsupported = Este navegador não consegue fazer conexões ponto a ponto
link-peer-not-prepared = Este navegador não conseguiu preparar uma conexão. Tente de novo
link-peer-bad-invite = Não dá para responder a este convite. Peça um novo convite ao seu amigo
link-peer-bad-reply = A resposta do amigo não combina com este convite
link-peer-already-answered = Este convite já tem a resposta do amigo
link-peer-no-network = Este aparelho não encontrou nenhuma rede para se conectar
link-peer-closed = Esta conexão já está fechada. Crie um novo convite
link-wire-too-big = A outra página enviou { $count } bytes de uma vez, mais do que uma mesa precisa.
link-wire-empty = A outra página enviou uma mensagem vazia.
link-wire-version = A outra página usa outra versão do Kemps (as mensagens dela são do formato { $version }); vocês dois precisam recarregar a página.
link-wire-unreadable = A outra página enviou uma mensagem que esta página não consegue ler.
link-wire-does-not-fit = A outra página enviou uma mesa que não combina com esta partida.
link-wire-signals-do-not-fit = A outra página enviou sinais que não são gestos deste jogo.
link-wire-review-does-not-fit = A outra página enviou um resumo da rodada que não combina com esta mesa.
link-wire-seat-does-not-fit = A outra página citou um lugar que não está nesta mesa.
link-wire-replay-does-not-fit = A outra página enviou um replay danificado.
link-wire-unread-from = Não foi possível ler { $count } mensagens da página de { $seat }.
link-wire-unread-from-host = Não foi possível ler { $count } mensagens da página do anfitrião.
link-invitation-changed = Mudanças em relação a { $preset }: { $changes }.
link-option-off = { $option }: não
link-option-chosen = { $option } { $choice }
link-option-word = a palavra { $word }
link-option-lives = { $count ->
        [one] { $count } vida cada um
       *[other] { $count } vidas cada um
    }
link-option-target = { $count ->
        [one] vence quem chegar a { $count } ponto
       *[other] vence quem chegar a { $count } pontos
    }
link-option-decks =
    { $count ->
        [one] um baralho
       *[other] { $count } baralhos
    }
link-option-idle = quem dá as cartas conta após { $ms } ms sem trocas
link-option-countdown = a contagem dura { $ms } ms
link-option-list = { $list }; { $item }

link-invite-empty = Ele está vazio.
link-invite-too-long = Ele tem { $count } caracteres, mais que qualquer convite ou resposta, então não foi lido.
link-invite-not-a-reply = É um convite, não uma resposta: o amigo abre o convite e manda de volta o link de resposta que a página dele mostrar.
link-invite-not-an-invitation = É uma resposta, não um convite: ela volta para o amigo que convidou você.
link-invite-damaged = Ele está cortado ou alterado: a verificação não confere. Copie o link inteiro de novo.
link-invite-newer = Ele foi feito por uma versão mais nova do Kemps (formato { $version }); recarregue esta página para ter a versão mais nova.
link-invite-earlier = A página que o criou usa uma versão mais antiga do Kemps (formato { $version }): recarregue aquela página e crie o link de novo.
link-invite-garbled = A verificação confere, mas o conteúdo não forma um convite nem uma resposta.
link-invite-no-such-table = Ele oferece um lugar numa mesa que este jogo não tem.
link-invite-connection = Ele não consegue se conectar. { $why }
link-sdp-too-long = A descrição da conexão tem { $count } bytes; a de um navegador tem no máximo { $most }.
link-sdp-missing = Falta um item na descrição da conexão: { $part }.
link-sdp-conflicting = A descrição da conexão dá dois valores diferentes para: { $part }.
link-sdp-bad = Este item da conexão não está escrito como os navegadores escrevem: { $part }.
link-sdp-bad-candidate = A linha { $line } da descrição da conexão traz um endereço de rede ilegível.
link-sdp-no-candidates = A conexão não traz nenhum endereço de rede para ser alcançada: foi descrita antes de o navegador encontrar algum.
link-sdp-candidate-order = A conexão traz um endereço de rede duas vezes, ou fora de ordem.
link-sdp-too-many-candidates = A conexão traz { $count } endereços de rede; um link leva no máximo { $most }.
link-part-data-channel = canal de dados
link-part-ufrag = nome da conexão (fragmento de usuário ICE)
link-part-pwd = senha da conexão (senha ICE)
link-part-fingerprint = impressão digital de segurança (SHA-256)
link-part-setup = papel de segurança (DTLS setup)
link-part-address = endereço de rede

# A friend who left is replaced by a bot; $seat: the seat they had.
link-friend-left-seat = Seu amigo saiu do lugar de { $seat }: um bot joga no lugar agora.
# The friend who left takes their seat back; $seat: the seat.
link-friend-back = Seu amigo voltou à mesa, no lugar de { $seat }.
link-other-friend-left = { $seat } saiu da mesa: um bot joga nesse lugar agora.
link-other-friend-back = { $seat } voltou à mesa.
# The host's page was loaded again mid-match, and the match resumed: the friends'
# connections ended with the page. $count: how many; $seats: their seats ("Ada and Bram").
link-friends-gone-with-page =
    { $count ->
        [one] A conexão do seu amigo caiu junto com a página: um bot joga no lugar de { $seats } agora.
       *[other] As conexões dos seus amigos caíram junto com a página: bots jogam nos lugares de { $seats } agora.
    }
# A list of seats' names: "Ada and Bram"; with more, $first is itself a list ("Ada, Bram").
link-seats-and = { $first } e { $last }
link-seats-comma = { $first }, { $next }
# The host's table while the seat waits: the bot plays until the friend's new reply is taken.
link-rejoin-waiting = Um bot joga no lugar de { $seat } até seu amigo abrir seu convite de novo e você usar a nova resposta dele.
link-rejoin-paste = Colar a resposta
# A reply during the match for a seat that no friend left.
link-rejoin-not-waiting = Essa resposta pede o lugar de { $seat }, que não está esperando ninguém.
# A friend's page had no answer from the host's table ($host; "your friend" when $named is
# "no"): the seat it asks for no longer waits, or the pages cannot reach each other.
link-host-unanswered =
    { $named ->
        [no] A mesa do seu amigo
       *[other] A mesa de { $host }
    } não respondeu: a partida pode ter acabado ou a página pode ter sido fechada, ou as duas páginas não conseguem se alcançar.

# Several friends
link-add-friend = Adicionar um amigo
link-remove-friend = Remover este amigo
link-make-invites = Criar os convites
link-friend-number-seat = O lugar do amigo { $number }
link-table-opens-when-all = A mesa abre assim que todos os seus amigos estiverem conectados.
