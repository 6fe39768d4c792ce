## As lições, Como jogar, as teclas e a ajuda "?", a galeria de sinais.
##
## As pessoas das lições são fixas: Bram é seu parceiro, Ada e Cleo são da outra dupla.
## São nomes: não se traduzem.




## A frase do treinador acima da mesa.
# $mine: a carta a dar (2♠); $seven: a carta a pegar do centro (7♠).
lesson-signal-start = Você tem três setes. Troque seu { $mine } pelo { $seven } do centro: toque no seu { $mine } e depois no { $seven }.
lesson-signal-now = Quatro setes! Agora avise o Bram sem dizer nada: toque em Sinal para piscar.
lesson-signal-made = Você piscou — e o Bram, seu parceiro, está de olho em você…
lesson-watch-start = Agora é o Bram (em cima) que tem uma quadra. Todo mundo se mexe: quando o Bram piscar, toque em { call-kemps }
lesson-watch-again = O Bram piscou de novo — esse é o seu sinal. Toque em { call-kemps } agora.
lesson-watch-called = Você chamou! Agora as cartas do Bram são mostradas a todos.
lesson-stop-start = A outra dupla também faz sinais, e os tiques se repetem. Veja quem para de trocar: quem tem uma quadra fica com as cartas, e o gesto dele é o sinal.
lesson-stop-decoy = A Cleo mordeu o lábio de novo — mas ela continua trocando, então é só um tique. A Ada parou de trocar: fique de olho nela.
lesson-stop-twice = A Ada puxou a orelha duas vezes e parou de trocar: ela tem uma quadra. Esse é o sinal dela — toque em { call-stop }
lesson-stop-called = Você chamou! Agora as cartas são mostradas a todos.

## A palavra gentil do treinador quando a jogada não é a da lição (ela não é feita).
# $mine: a carta a dar no lugar (2♠).
lesson-keep-sevens = Fique com seus setes: dê o { $mine } no lugar.
# $seven: a carta a pegar do centro (7♠).
lesson-take-the-seven = Pegue o { $seven } do centro: com ele você fica com quatro setes.
lesson-four-already = Você já tem quatro setes: agora faça o seu sinal.
# $seven: a carta a pegar do centro (7♠).
lesson-signal-too-soon = Ainda não: seu sinal quer dizer “tenho uma quadra”. Troque pelo { $seven } primeiro.
lesson-kemps-own-hand = { call-kemps } se grita pela mão do parceiro, nunca pela sua. Faça o seu sinal e o Bram vai gritar.
lesson-stop-nobody-signalled = Ninguém da outra dupla fez sinal: um Corta agora custaria a rodada.
lesson-kemps-before-wink = Ainda não: o Bram não piscou. Um bocejo ou uma coçada é só um tique — espere a piscada.
lesson-stop-on-partner = { call-stop } é para os sinais da outra dupla. Desta vez, fique de olho no Bram, seu parceiro.
lesson-not-your-signal = Sua mão não é uma quadra: desta vez quem faz o sinal é o Bram. Olhe o rosto dele.
lesson-stop-on-fidget = Espere: a Cleo continua trocando, então morder o lábio é um tique, por mais que ela repita. Veja quem parou de trocar.
lesson-stop-after-one = Espere: um gesto feito uma vez pode ser só um tique. Veja se quem parou de trocar o repete.
lesson-kemps-nobody-signalled = O Bram não fez sinal. Olhe a Ada e a Cleo: qual delas parou de trocar?

## As teclas, como a ajuda "?" e Como jogar as mostram.
lesson-key-space = Espaço
lesson-key-enter = Enter
lesson-key-esc = Esc
lesson-key-hand = escolher uma carta da sua mão
lesson-key-centre = escolher uma carta do centro (a troca acontece quando os dois lados estão escolhidos)
lesson-key-pass = passar: você não quer nenhuma dessas cartas
lesson-key-kemps = gritar { call-kemps } — seu parceiro tem uma quadra
lesson-key-double-kemps = gritar Kemps duplo (quando as regras permitem)
# $keys: as teclas que escolhem o suspeito ("1 – 9").
lesson-key-stop = gritar Corta contra um adversário e depois escolher quem com { $keys }
lesson-key-double-stop = gritar Corta duplo (quando as regras permitem)
lesson-key-signal = fazer o seu sinal secreto
# $keys: as teclas dos gestos, em ordem ("1 – 9, 0, -, =").
lesson-key-palette = abrir os gestos e depois { $keys } para fazer um
lesson-key-pause = pausar ou continuar
lesson-key-continue = continuar depois de uma rodada
lesson-key-cancel = limpar suas escolhas, fechar o que está aberto
lesson-key-help = mostrar estas teclas

## A ajuda "?" na mesa: as palavras e os botões da mesa, cada um numa frase.
lesson-help-label = Ajuda e teclas
lesson-help-at-the-table = Na mesa
lesson-help-keys = Teclas
lesson-help-close = Fechar
# O nome do botão Corta.
lesson-term-stop = Corta
lesson-term-kemps-means = Seu parceiro tem uma quadra. Se errar, sua dupla paga.
lesson-term-stop-means = Um adversário tem uma quadra. Se acertar, ele paga; se errar, paga você.
# O nome do botão Sinal.
lesson-term-signal = Sinal
lesson-term-signal-means = Faz o seu sinal secreto: avisa seu parceiro que você tem uma quadra.
# O nome do botão Gestos.
lesson-term-gestures = Gestos
lesson-term-gestures-means = Qualquer gesto, para esconder seu sinal entre os tiques.
# O nome do botão Passar.
lesson-term-pass = Passar
lesson-term-pass-means = Você não quer nada do centro. Quando todos passam, quatro cartas novas são dadas.
# A contagem do carteador, como a mesa mostra.
lesson-term-count = Um, dois, três, já era
lesson-term-count-means = A contagem do carteador antes de quatro cartas novas no centro. Uma troca durante a contagem recomeça a espera.
lesson-term-dealer-means = O carteador: dá as cartas da rodada e conta antes de quatro cartas novas no centro. A cada rodada, o próximo jogador no sentido horário dá as cartas.
# O monte das cartas que ainda vão ser dadas.
lesson-term-stock = monte
lesson-term-stock-means = As cartas que ainda vão para o centro. Quando o monte acaba e ninguém gritou, é empate: ninguém pontua.
# As cartas do centro postas de lado.
lesson-term-swept = descarte
lesson-term-swept-means = As cartas do centro que ninguém quis, postas de lado quando chegam novas.

## Como jogar.
lesson-howto-back = ← Voltar
lesson-howto-title = Como jogar
lesson-howto-try = Experimente na mesa: uma lição de um minuto
lesson-howto-idea = A ideia
# $kemps: o grito, em negrito.
lesson-howto-idea-kemps = Você e seu parceiro sentam um de frente para o outro. Cada um tenta juntar quatro cartas do mesmo valor — quatro setes, quatro reis. Antes do jogo, vocês combinam um sinal secreto: uma piscada, uma tossida, um puxão de orelha. Quando você tiver uma quadra, faça o sinal. Quando seu parceiro vir, ele grita { $kemps } e sua dupla ganha a rodada.
# $stop: o grito da outra dupla, em negrito.
lesson-howto-idea-stop = A outra dupla também está de olho. Se pegarem o seu sinal, eles gritam { $stop } — e se estiverem certos, vocês perdem a rodada. Então esconda seu sinal entre outros tiques e troque de sinal quando parecerem conhecê-lo. Vocês podem combinar até três sinais e usá-los alternadamente: qualquer um quer dizer quadra, e nenhum aparece vezes o bastante para entregar vocês.
lesson-howto-round = Uma rodada
lesson-howto-round-deal = Cada um recebe quatro cartas; outras quatro ficam viradas para cima no centro.
lesson-howto-round-swap = Ninguém espera a vez. Quando quiser, troque uma carta da sua mão por uma do centro: escolha a sua carta e depois a do centro. Quem tocar primeiro numa carta fica com ela.
lesson-howto-round-count = Quando ninguém quer o centro (ou todos passam), o carteador conta “um, dois, três, já era” e dá quatro cartas novas. Uma troca durante a contagem recomeça a espera.
lesson-howto-round-real-deal = Quando o monte acaba e ninguém gritou, é “empate”: ninguém pontua.
lesson-howto-calls = Os gritos
# $kemps: o grito, em negrito.
lesson-howto-calls-kemps = { $kemps } — seu parceiro tem uma quadra. Se errar, sua dupla paga. Nunca se grita Kemps pela própria mão.
# $stop: o grito da outra dupla, em negrito.
lesson-howto-calls-stop = { $stop } — um adversário tem uma quadra. Se acertar, ele paga; se errar, paga você.
# $double_kemps e $double_stop: os nomes dos dois gritos duplos, em negrito.
lesson-howto-calls-double = Com gritos duplos: { $double_kemps } (você e seu parceiro têm uma cada um) e { $double_stop } (os dois adversários têm) valem em dobro.
lesson-howto-double-kemps = Kemps duplo
lesson-howto-double-stop = Corta duplo
lesson-howto-calls-first = Só o primeiro grito vale.
lesson-howto-house-rules = Regras da casa
lesson-howto-rules = Regras
lesson-howto-in-short = Em resumo
lesson-howto-summary-classic = Completou K-E-M-P-S, perdeu. Troque várias cartas de uma vez; corte uma dupla inteira.
lesson-howto-summary-hearts = Cinco corações para cada um; perde-se um a cada erro. Uma carta por vez; corte um só jogador.
lesson-howto-summary-party = Vence quem fizer 5 pontos. Trincas são redistribuídas, gritos duplos valem, um Corta errado tira seu direito de cortar.
lesson-howto-summary-tournament = Vence quem fizer 5 pontos. Largue uma carta antes de pegar outra; trincas no centro ficam de lado.
lesson-howto-keys = Teclas
lesson-howto-keys-any-way = Tudo funciona com mouse, com o dedo ou só com o teclado.

## Escolher seus sinais secretos: a galeria de gestos.
lesson-gallery-label = Seus sinais secretos
lesson-gallery-one = Toque num gesto para que ele seja um segundo sinal, ou escolha outro e desmarque este.
lesson-gallery-two = Dois sinais: use-os alternadamente e nenhum gesto chama atenção. Adicione um terceiro ou desmarque um.
lesson-gallery-three = Três sinais, o máximo que uma dupla combina. Desmarque um para escolher outro.
