## The table screen, the round's result, the match's end and the replay screen.
## A message that ends a line of text before a value ("Deal", "Get ready…") is followed by
## a space and the value (often in bold) on the page.

## The top bar and the notices.
# "Lesson 1 of 3": $number is the lesson, $count how many there are.
table-lesson = Lesson { $number } of { $count }
table-dismiss-notices = Dismiss the notices
table-with-friend =
    { $friends ->
        [one] With a friend
       *[other] With { $friends } friends
    }
# Before the time a message takes to the friend's page and back.
table-round-trip = round trip
# $ms: a number of milliseconds.
table-ms = { $ms } ms
table-daily-deal = Daily deal
table-deal = Deal
# After the rules' name in the top bar: "Classic · round 3".
table-round = round { $round }
# $level: the bots' level, "Casual".
table-level-bots = { $level } bots
# The top bar's menu, for a screen reader.
table-menu = Game
table-pause = Pause
table-resume = Resume
table-share = Share
table-help = Help and keys
table-leave = Leave

## The felt.
table-felt = The table
# The dealer's count when nobody wants the centre cards.
table-count-one = One…
table-count-two = Two…
table-count-three = Three…
table-count-dead = Dead!
table-stock-label =
    { $count ->
        [one] Stock: { $count } card
       *[other] Stock: { $count } cards
    }
table-stock = stock
table-swept-label =
    { $count ->
        [one] Swept: { $count } card
       *[other] Swept: { $count } cards
    }
table-swept = swept
table-centre = Centre cards
# Before the seconds left until the game goes on.
table-get-ready = Get ready…
table-your-hand = Your hand
table-dealer = dealer
# The dealer's chip: one letter.
table-dealer-chip = D
# The list of what happened, for a screen reader.
table-what-happened = What happened

## A seat at the table.
# A seat's name on its own: "You", "Ada".
table-seat-name = { $seat }
# A seat's role under its name; $seat is that seat (for [female]/[male]).
table-role-partner = partner
table-role-opponent = opponent
# A seat for a screen reader: "Ada, opponent, 4 cards". $role: one of the two above.
table-seat =
    { $count ->
        [one] { $name }, { $role }, { $count } card
       *[other] { $name }, { $role }, { $count } cards
    }
table-seat-passed =
    { $count ->
        [one] { $name }, { $role }, { $count } card, passed
       *[other] { $name }, { $role }, { $count } cards, passed
    }
table-passed = passed
# The chip on a seat that has passed.
table-pass-chip = pass
# The cards a call has shown, for a screen reader: "Ada shows".
table-shows = { $name } shows

## The action bar and the picker.
table-actions = Actions
table-pass = Pass
# $gesture: a gesture's name, "ear tug".
table-make-signal = Make your signal: { $gesture }
table-signal = Signal
table-gestures = Gestures
table-stop-button = Stop Kemps
table-double-kemps-button = Double Kemps
table-double-stop-button = Double Stop
# A gesture of the palette that is one of your signals: "Wink (your signal)".
table-gesture-yours = { $gesture } (your signal)
# Your signals, by name: "Wink or cough", "Wink, cough or shrug".
table-signals-two = { $first } or { $second }
table-signals-three = { $first }, { $second } or { $third }
# The picker's title: whom a Stop Kemps is for.
table-stop-on = Stop Kemps on…
table-double-stop-on = Double Stop Kemps on…
table-cancel = Cancel

## The overlays.
table-paused = Paused
table-game-waits = The game waits for you.
table-ready-title = You're ready to play
table-ready-what = That is Kemps: swap toward four of a kind, signal your partner without a word, watch their face among the fidgets, and catch the other side when one of them stops swapping and repeats a gesture.
table-ready-how = Each right call gives the other side a letter; a side that spells K-E-M-P-S loses. Your first match is against Casual bots, with every gesture named beside the face that makes it. Your signal is the wink: you may change it after any round.
table-first-match = Play your first match
table-home = Home
table-next-lesson = Next lesson
table-finish = Finish

## The scores.
table-scores = Scores
# A team's score for a screen reader: "You & Bram: 2 of 5 letters".
table-team-score = { $team }: { $score }
table-letters =
    { $count ->
        [one] { $got } of { $count } letter
       *[other] { $got } of { $count } letters
    }
table-hearts =
    { $count ->
        [one] { $left } of { $count } heart
       *[other] { $left } of { $count } hearts
    }
table-points =
    { $target ->
        [one] { $points } of { $target } point
       *[other] { $points } of { $target } points
    }

## The round's result.
table-round-title = Round { $round }
table-cards-of =
    { $seat ->
        [you] Your cards
       *[other] { $seat }'s cards
    }
table-next-round = Next round
table-signal-read =
    { $count ->
        [one] Your signal was read.
       *[other] Your signals were read.
    }
table-pick-another = Pick another before the next round.
# Followed by your signals' names, in bold.
table-your-signals =
    { $count ->
        [one] Your secret signal:
       *[other] Your secret signals:
    }
# $count: how many signals you have.
table-partner-will-know =
    { $count ->
        [one] Your partner will know if you change it.
       *[other] Your partner will know if you change them.
    }
table-change-signals = Change signals

## The match's end.
table-match-over = Match over
table-captions-offer = Gesture captions were on for your first match; from your next match they are off. Keep them?
table-keep-captions = Keep captions on
table-play-again = Play again
table-challenge = Challenge a friend
table-share-deal = Share this deal
table-watch-replay = Watch the replay
table-share-replay = Share the replay
table-download-replay = Download the replay
table-replay-saved = Replay file saved.
table-packing = The replay is still being packed: try again in a moment.
table-replay-too-long = This replay is too long for a link, so it was saved as a file.
table-replay-not-saved = The replay could not be saved.
# The titles and the text a share sheet is given.
table-challenge-title = Kemps challenge
table-replay-title = Kemps replay
table-replay-text = Watch my Kemps match — the signals are revealed.
table-your-match = Your match
table-kemps-called = Kemps called
table-stops-called = Stops called
table-right-wrong = { $right } right, { $wrong } wrong
table-partner-spotted = Partner's signals spotted
table-fastest-spot = Fastest spot
table-rounds = Rounds
table-signals-read = Signals read
table-signals-read-caught = Signals read and caught
table-signals-by-round = The signals, round by round
# The column of round numbers.
table-round-column = Round
# After a team's signal in a round: how often it was shown.
table-not-shown = (not shown)
table-shown-times = (shown { $count }×)
# The team's signal made by a player without four of a kind: a bluff, or a slip.
table-shown-without-four = (shown { $count }× without four of a kind)
table-shown-and-without-four = (shown { $count }×, and { $without }× without four of a kind)
table-results-compared = Your result and your friend's
# The columns of the two results.
table-you-column = You
table-your-friend = Your friend
table-result = Result
table-signals-spotted = Signals spotted
# A result: "won 5:3, 2 signals spotted"; $score says the score and the signals spotted.
table-won = won { $score }
table-lost = lost { $score }

## The replay screen.
table-replay = Replay
table-player-hand = Player's hand
# A gesture in the replay: "SIGNAL: Ada winks", "decoy: Bram coughs".
table-signal-mark = SIGNAL: { $caption }
table-decoy-mark = decoy: { $caption }
table-every-hand = The table, every hand shown
table-playback = Playback
table-play = Play
table-match-time = Match time
# $clock: minutes, seconds and tenths, "1:05.3".
table-replay-time = Round { $round } · { $clock }
table-speeds-rounds = Speeds and rounds
table-every-round = Every round
table-every-gesture = Every gesture
table-in-all = ({ $count } in all)
table-gesture-pages = Gesture pages
table-earlier = Earlier
table-page-of = Page { $page } of { $pages }
table-later = Later
table-follow = Follow the replay
# Leaves a round's key moment in a replay and plays on.
table-watch-on = Watch on
table-kind-signal = Signal
table-kind-decoy = Decoy
# What seat 0 could have done about a real signal: $seat is [you] in your own match.
table-chance-kemps =
    { $seat ->
        [you] you could have called Kemps
       *[other] the player could have called Kemps
    }
table-chance-stop =
    { $seat ->
        [you] you could have called Stop Kemps
       *[other] the player could have called Stop Kemps
    }
# What seat 0 did about a real signal: called on it (rightly or not), or another
# player ($caller) called on it first. $seat is [you] in your own match.
table-chance-kemps-right =
    { $seat ->
        [you] you called Kemps, and it was right
       *[other] the player called Kemps, and it was right
    }
table-chance-kemps-wrong =
    { $seat ->
        [you] you called Kemps, but it was wrong
       *[other] the player called Kemps, but it was wrong
    }
table-chance-stop-right =
    { $seat ->
        [you] you called Stop Kemps, and it was right
       *[other] the player called Stop Kemps, and it was right
    }
table-chance-stop-wrong =
    { $seat ->
        [you] you called Stop Kemps, but it was wrong
       *[other] the player called Stop Kemps, but it was wrong
    }
table-chance-kemps-first = { $caller } called Kemps first
table-chance-stop-first = { $caller } called Stop Kemps first

## A table with a friend.
table-peer-lost-host = The connection to your friend's table is lost for now…
table-peer-lost-friend = The connection to your friend is lost for now: if it does not come back within seconds, a bot takes their seat.
table-peer-back = Connected again.
table-peer-closed = Your friend's table has closed: the host left, or the connection is lost. The match is over.
table-friend-left = Your friend left the table: the match is over.
table-friend-next-round = Wait for the next round.
table-friend-waiting = Waiting for your friend to see the result…
# At a round's result with friends: who the next round still waits for ($names: "Mia",
# "Mia and Lou"; $count: how many).
table-waiting-for = Waiting for { $names } to see the result…
# $names: who has pressed Next round ("Sam", "Sam and Mia"); $count: how many.
table-seen-waits =
    { $count ->
        [one] { $names } has seen the result and waits for you.
       *[other] { $names } have seen the result and wait for you.
    }

## A match in progress, as a reload offers it again: "Deal 7QX2-M9PA · round 3".
table-in-progress = Deal { $code } · round { $round }
# A match with friends: its deal number stays private until the replay.
table-in-progress-friends = Match with friends · round { $round }

# Friends' replay
table-friends-replay-too-long-host = The replay is too long to send to your friend: download it and send them the file.
table-friends-replay-on-its-way = The replay is on its way from your friend's page…
table-friends-replay-too-long = The replay was too long to send over the connection: ask your friend for the file.
table-friends-replay-heading = The replay of your match
