## The lessons, How to play, the keys and the "?" overlay, the signal gallery.
##
## The lessons' people are fixed: Bram is your partner, Ada and Cleo the other side.
## Their names are names: not translated.




## The coach's line above the table: what to do now, and what to watch.
# $mine: the card to give (2♠); $seven: the card to take from the centre (7♠).
lesson-signal-start = You hold three sevens. Swap your { $mine } for the { $seven } in the centre: press your { $mine }, then the { $seven }.
lesson-signal-now = Four sevens! Now tell Bram without a word: press Signal to wink.
lesson-signal-made = You winked — and Bram, your partner, is watching you…
lesson-watch-start = Now Bram (top) holds four of a kind. Everyone fidgets: when Bram winks, press { call-kemps }
lesson-watch-again = Bram winked again — that is your signal. Press { call-kemps } now.
lesson-watch-called = You called it! Now Bram's cards are shown to everyone.
lesson-stop-start = The other side signals too, and fidgets repeat. Watch who stops swapping: a player holding four keeps their cards, and their gesture is the signal.
lesson-stop-decoy = Cleo bit her lip again — but she is still swapping, so that is a fidget. Ada has stopped swapping: watch her.
lesson-stop-twice = Ada tugged an ear twice, and she has stopped swapping: she holds four. That is her signal — press { call-stop }
lesson-stop-called = You called it! Now the cards are shown to everyone.

## The coach's kind word when the player's move is not the lesson's (the move is not played).
# $mine: the card to give instead (2♠).
lesson-keep-sevens = Keep your sevens: give the { $mine } instead.
# $seven: the card to take from the centre (7♠).
lesson-take-the-seven = Take the { $seven } from the centre: it makes four sevens.
lesson-four-already = You hold four sevens already: now make your signal.
# $seven: the card to take from the centre (7♠).
lesson-signal-too-soon = Not yet: your signal says “I hold four of a kind”. Swap for the { $seven } first.
lesson-kemps-own-hand = { call-kemps } is called on your partner's hand, never your own. Make your signal and Bram will call it.
lesson-stop-nobody-signalled = Nobody on the other side has signalled: a Stop Kemps now would cost you the round.
lesson-kemps-before-wink = Not yet: Bram has not winked. A yawn or a scratch is only a fidget — wait for the wink.
lesson-stop-on-partner = { call-stop } is for the other side's signals. This time watch Bram, your partner.
lesson-not-your-signal = Your hand is not four of a kind: this time it is Bram's turn to signal. Watch Bram's face.
lesson-stop-on-fidget = Wait: Cleo keeps swapping, so her lip bite is a fidget, however often she makes it. Watch who has stopped swapping.
lesson-stop-after-one = Wait: one gesture can be a fidget. Watch whether the player who has stopped swapping makes it again.
lesson-kemps-nobody-signalled = Bram has not signalled. Watch Ada and Cleo: which of them has stopped swapping?

## The keys, as the "?" overlay and How to play list them. Each line says what a key does.
lesson-key-space = Space
lesson-key-enter = Enter
lesson-key-esc = Esc
lesson-key-hand = pick a card in your hand
lesson-key-centre = pick a card in the centre (a swap happens when both sides are picked)
lesson-key-pass = pass: you want none of these cards
lesson-key-kemps = call { call-kemps } — your partner holds four of a kind
lesson-key-double-kemps = call Double Kemps (when the rules allow it)
# $keys: the digit keys that pick a suspect ("1 – 9").
lesson-key-stop = call Stop Kemps on an opponent, then pick who with { $keys }
lesson-key-double-stop = call Double Stop Kemps (when the rules allow it)
lesson-key-signal = make your secret signal
# $keys: the keys of the gestures, in order ("1 – 9, 0, -, =").
lesson-key-palette = open the gestures, then { $keys } to make one
lesson-key-pause = pause or resume
lesson-key-continue = continue after a round
lesson-key-cancel = clear your picks, close what is open
lesson-key-help = show these keys

## The "?" overlay at the table: the table's words and buttons, each in a sentence.
lesson-help-label = Help and keys
lesson-help-at-the-table = At the table
lesson-help-keys = Keys
lesson-help-close = Close
# The Stop Kemps button's name.
lesson-term-stop = Stop Kemps
lesson-term-kemps-means = Your partner holds four of a kind. Wrong, and your side pays.
lesson-term-stop-means = An opponent holds four of a kind. Right, and they pay; wrong, and you do.
# The Signal button's name.
lesson-term-signal = Signal
lesson-term-signal-means = Makes your secret signal: tell your partner you hold four of a kind.
# The Gestures button's name.
lesson-term-gestures = Gestures
lesson-term-gestures-means = Any gesture, to hide your signal among fidgets.
# The Pass button's name.
lesson-term-pass = Pass
lesson-term-pass-means = You want nothing from the centre. When everyone passes, four new cards are dealt.
# The dealer's count, as the table shows it.
lesson-term-count = One, two, three, dead
lesson-term-count-means = The dealer's count before four new centre cards. A swap during the count starts the wait again.
# The dealer's chip on a seat (table-dealer-chip: "D").
lesson-term-dealer-means = The dealer: deals the round, and counts before four new cards in the centre. Each round the next player clockwise deals.
# The pile of cards still to be dealt.
lesson-term-stock = stock
lesson-term-stock-means = The cards still to come to the centre. When it runs out and nobody called, it is a real deal: nobody scores.
# The centre cards put aside.
lesson-term-swept = swept
lesson-term-swept-means = The centre cards nobody wanted, put aside when new ones are dealt.

## How to play.
lesson-howto-back = ← Back
lesson-howto-title = How to play
lesson-howto-try = Try it at the table: a one-minute lesson
lesson-howto-idea = The idea
# $kemps: the call, shown in bold.
lesson-howto-idea-kemps = You and your partner sit across from each other. Each of you tries to collect four cards of one rank — four sevens, four kings. Before the game you agree a secret signal: a wink, a cough, an ear tug. When you hold four of a kind, make the signal. When your partner sees it, they shout { $kemps } and your team wins the round.
# $stop: the counter call, shown in bold.
lesson-howto-idea-stop = The other side is watching too. If they catch your signal, they shout { $stop } — and if they are right, you lose the round. So hide your signal among other fidgets, and change it when they seem to know it. You may agree up to three signals and use them in turn: any of them means four of a kind, and none is seen often enough to give you away.
lesson-howto-round = A round
lesson-howto-round-deal = Everyone gets four cards; four more lie face up in the centre.
lesson-howto-round-swap = There are no turns. Whenever you like, swap a card of your hand for one in the centre: pick your card, then the centre card. First to touch a card gets it.
lesson-howto-round-count = When nobody wants the centre (or everyone passes), the dealer counts “one, two, three, dead” and deals four new cards. A swap during the count starts the wait again.
lesson-howto-round-real-deal = When the stock runs out and nobody called, it is a “real deal”: nobody scores.
lesson-howto-calls = The calls
# $kemps: the call, shown in bold.
lesson-howto-calls-kemps = { $kemps } — your partner holds four of a kind. Wrong, and your side pays. You can never call Kemps on your own hand.
# $stop: the counter call, shown in bold.
lesson-howto-calls-stop = { $stop } — an opponent holds four of a kind. Right, and they pay; wrong, and you do.
# $double_kemps and $double_stop: the two double calls' names, shown in bold.
lesson-howto-calls-double = With double calls: { $double_kemps } (you and your partner both hold one) and { $double_stop } (both opponents do) count double.
lesson-howto-double-kemps = Double Kemps
lesson-howto-double-stop = Double Stop
lesson-howto-calls-first = Only the first call counts.
lesson-howto-house-rules = House rules
lesson-howto-rules = Rules
lesson-howto-in-short = In short
lesson-howto-summary-classic = Spell K-E-M-P-S and you lose. Swap several cards at once; stop a whole team.
lesson-howto-summary-hearts = Five hearts each; lose one per mistake. One card at a time; stop one player.
lesson-howto-summary-party = First to 5 points. Trips are redealt, double calls count, a wrong stop costs your right to stop.
lesson-howto-summary-tournament = First to 5 points. Drop a card before you take one; trips in the centre are set aside.
lesson-howto-keys = Keys
lesson-howto-keys-any-way = Everything works with a mouse, a finger or the keyboard alone.

## Choosing your secret signals: the gallery of gestures.
lesson-gallery-label = Your secret signals
lesson-gallery-one = Tap a gesture to add it as a second signal, or pick another and tap this one off.
lesson-gallery-two = Two signals: use them in turn and no one gesture gets noticed. Add a third, or tap one off.
lesson-gallery-three = Three signals, the most a team agrees. Tap one off to choose another.
