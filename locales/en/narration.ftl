## The narration: the ticker, the live region's announcements, round results in words,
## the review of who read whom, challenges, and why an action was refused.
## $seat, $caller, $partner, $by, $dealer: a person at the table (see core.ftl's header).
## $team: a pair of partners ("You & Bram"); [you] when it is the reader's own team,
## [female] when both are women, else [male].

## How seats and teams are named inside sentences.
narration-you = you
# Seat 0 in someone else's match (a replay), in the middle of a sentence.
narration-the-player = the player
# Seat 0 in someone else's match, at the start of a sentence.
narration-the-player-cap = The player
narration-someone = someone
# A team: two partners' names.
narration-team = { $first } & { $second }
# $rest: several items joined with ", "; $last: the last one.
# Between clauses in a list of them (a round's scores, a signal's story).
narration-clause-separator = {"; "}
narration-and = { $rest } and { $last }
narration-no-cards = no cards
narration-their-cards = their cards
# A time in seconds: $whole seconds, $hundredths two digits ("0.85 s").
narration-seconds = { $whole }.{ $hundredths } s
# Whose signal it is, in the middle of a sentence.
narration-their =
    { $seat ->
        [you] your
        [female] her
        [male] his
       *[other] their
    }

## The calls by name, inside a sentence ("Ada called Stop Kemps on you").
narration-call-kemps = Kemps
narration-call-double-kemps = Double Kemps
narration-call-stop = Stop Kemps
narration-call-double-stop = Double Stop Kemps

## The ticker. $cards, $took, $gave, $card: cards in short ("7♥ Q♣").
narration-round-started =
    Round { $round }: { $dealer ->
        [you] You deal
       *[other] { $dealer } deals
    }
narration-centre-empty = The centre is empty
narration-new-centre = New centre: { $cards }
narration-set-aside = { $cards } set aside
narration-trips-redealt =
    { $seat ->
        [you] You show { $cards } and draw again
       *[other] { $seat } shows { $cards } and draws again
    }
narration-swapped = { $seat } took { $took } for { $gave }
narration-dropped = { $seat } dropped { $card }
# "dead": the word that ends a count; the card went by itself.
narration-dropped-dead = { $seat } dropped { $card } at “dead”
narration-took = { $seat } took { $card }
narration-took-dead = { $seat } took { $card } at “dead”
narration-passed =
    { $seat ->
        [you] You pass
       *[other] { $seat } passes
    }
narration-swept = The centre is swept away
narration-reshuffled = The swept pile becomes the new stock
# $call: the call as shouted ("Kemps!").
narration-called = { $seat }: { $call }
# $call: a call's name (narration-call-stop…); $subject: a person, a team or "someone".
narration-called-stop = { $seat }: { $call } on { $subject }
# $hand: "four kings", or the cards in short.
narration-revealed =
    { $seat ->
        [you] You show { $hand }
       *[other] { $seat } shows { $hand }
    }
narration-stop-right-lost = { $seat } may not call stop again this round

## What a round's end means for the scores. The clauses are joined with "; ".
# $letters: the letter(s) of the word the team takes.
narration-score-letter = { $team } get the letter { $letters }
narration-score-hearts =
    { $team } lose { $lost ->
        [one] a heart
       *[other] { $lost } hearts
    } ({ $left } left)
narration-score-points =
    { $team } score { $won ->
        [one] { $won } point
       *[other] { $won } points
    }
# $parts: the clauses above, joined with "; ".
narration-scores = { $parts }.
narration-nobody-scores = Nobody scores.

## Why a round scored as it did. $hand, $partner_hand: "four kings", or the cards.
narration-real-deal = The stock ran out before anyone called, so nobody scores.
narration-kemps-right = { $caller } called Kemps! — and { $partner } held { $partner_hand }.
narration-kemps-wrong = { $caller } called Kemps, but { $partner } held only { $partner_hand }.
narration-double-kemps-right = { $caller } called Double Kemps! — { $by } held { $hand } and { $partner } held { $partner_hand }.
narration-double-kemps-wrong = { $caller } called Double Kemps, but it takes two: { $by } held { $hand } and { $partner } held { $partner_hand }.
narration-stop-wrong = { $caller } called { $call } on { $subject }, but the hands said otherwise.
# $caught: one or two narration-held clauses.
narration-stop-right = { $caller } called { $call } on { $subject } — caught: { $caught }.
narration-held = { $seat } held { $hand }

## Why an action was refused. $card: a card's spoken name ("seven of hearts").
narration-refused-round-over = The round is already over
narration-refused-game-over = The game is over
narration-refused-time-in-past = That action is dated before the game's clock
narration-refused-no-such-seat = There is no such seat at this table
narration-refused-card-gone = Someone took the { $card } first
narration-refused-card-swept = The { $card } went to the swept pile
narration-refused-card-taken-by-you = You took the { $card } from the centre already
narration-refused-not-in-centre = The { $card } has not been in the centre this round
narration-refused-not-in-hand = You do not hold the { $card }
narration-refused-same-card-twice = The { $card } is named twice: give or take different cards
narration-refused-swap-size = Give exactly as many cards as you take (one at a time at this table)
narration-refused-order-atomic = At this table you swap in one move: give a card and take one together
narration-refused-order-drop-first = At this table you drop a card first, then take one
narration-refused-order-pick-first = At this table you take a card first, then drop one
narration-refused-drop-first = Drop one card before you take one, and only one
narration-refused-pick-first = Take one card before you drop one, and only one
narration-refused-double-calls-off = Double calls are not played at this table
narration-refused-missing-target = Say who you are stopping
narration-refused-no-such-target = There is no such player or team to stop
narration-refused-own-team = You cannot stop your own team
narration-refused-kemps-on-own-hand = Kemps is called on your partner's hand, never on your own
narration-refused-stop-right-lost = After your wrong stop you may not call stop again this round

## Notices at the table.
# A card pressed has just gone: someone else took it ($seat) or it was swept.
narration-too-slow-taken = Too slow — { $seat } took the { $card }
narration-too-slow-gone = Too slow — the { $card } is gone
narration-waiting-for-friend = Waiting for your friend to see the result…
narration-you-pass = You pass
narration-paused = The game is paused
narration-get-ready = Get ready — the game starts in a moment
# What to do instead of a press the table's order does not allow now.
narration-hint-take-first = Take a card from the centre first
narration-hint-take-then-drop = Take a card from the centre first, then drop one
narration-hint-drop-first = Drop a card from your hand first
narration-hint-drop-now = Drop a card from your hand now
# Cards picked for a swap of several, more on one side than the other: $hand in your hand,
# $centre in the centre.
narration-hint-even-picks = Pick as many cards in the centre as in your hand ({ $hand } and { $centre } now), or press a picked card again to unpick it

## The match's end.
narration-match-won = You and your partner win the match!
narration-match-won-by = { $team } win the match.
narration-match-lost = You and your partner lose the match.
narration-match-over = The match is over.

## A round's headline, from the reader's side first.
narration-headline-real-deal = A real deal.
narration-headline-you-won = You won the round
narration-headline-you-lost = You lost the round
narration-headline-team-won = { $team } won the round
narration-headline-team-lost = { $team } lost the round
narration-headline-nobody = Nobody scored
# $lead: one of the five above.
narration-headline = { $lead }.
# $lead: one of the five above; $reason: the signal read or caught (below).
narration-headline-why = { $lead }: { $reason }.
# $by read the signal of $owner (a gesture's name: "ear tug").
narration-signal-read =
    { $by } read { $owner ->
        [you] your
       *[other] { $owner }'s
    } { $gesture }
narration-signal-caught =
    { $by } caught { $owner ->
        [you] your
       *[other] { $owner }'s
    } { $gesture }
# The bot that caught it had seen the gesture just before $caller's $call (a call's name) in round $round.
narration-signal-caught-seen =
    { $by } caught { $owner ->
        [you] your
       *[other] { $owner }'s
    } { $gesture }, seen just before { $caller ->
        [you] your
       *[other] { $caller }'s
    } { $call } in round { $round }

# The bot that caught it had seen the same gesture from $seen, the partner of $owner (or
# $owner), just before $caller's $call (a call's name) in round $round.
narration-signal-caught-seen-partner =
    { $by } caught { $owner ->
        [you] your
       *[other] { $owner }'s
    } { $gesture } — { $seen ->
        [you] you
       *[other] { $seen }
    } had made it just before { $caller ->
        [you] your
       *[other] { $caller }'s
    } { $call } in round { $round }

## How signals were read, told once a round is over (the review).
# Two partners, in the middle of a sentence ("you and Bram") or at its start ("You and Bram").
narration-pair = { $first } and { $second }
# A gesture's name with its article, in a list of gestures ("the ear tug and the wink").
narration-the-gesture = the { $gesture }
# $seat's last gesture (a gesture's name) was a decoy (a fidget, not a signal).
narration-note-decoy =
    { $seat ->
        [you] Your
       *[other] { $seat }'s
    } { $gesture } was a decoy.
narration-note-was-decoy =
    { $seat ->
        [you] Your
       *[other] { $seat }'s
    } { $gesture } was a decoy
narration-note-real-too-late =
    { $seat ->
        [you] Your
       *[other] { $seat }'s
    } { $gesture } was a real signal, but the hands had changed by the call
# $who: a person or a pair, at the start of a sentence; $count: 1 for a person, 2 for a pair.
narration-note-no-gesture = { $who } had made no gesture
# $team: a pair ("Ada and Cleo").
narration-note-no-signal = { $team } made no signal this round
# $gestures: "the ear tug", "the ear tug and the wink"; $count: how many.
narration-note-signal =
    { $team ->
        [you] your team's
       *[other] { $team }'s
    } { $count ->
        [one] signal this round was
       *[other] signals this round were
    } { $gestures }
# Two clauses above, the gesture's and the signal's.
narration-note-clauses = { $first }; { $second }.
# How often: "once", "twice", "5 times".
narration-times =
    { $count ->
        [1] once
        [2] twice
       *[other] { $count } times
    }
# A gesture in the past tense, $times: narration-times.
narration-made-wink = winked { $times }
narration-made-ear-tug = tugged an ear { $times }
narration-made-nose-scratch = scratched their nose { $times }
narration-made-chin-stroke = stroked their chin { $times }
narration-made-eyebrow-raise = raised an eyebrow { $times }
narration-made-table-tap = tapped the table { $times }
narration-made-hair-smooth = smoothed their hair { $times }
narration-made-shrug = shrugged { $times }
narration-made-yawn = yawned { $times }
narration-made-lip-bite = bit their lip { $times }
narration-made-head-tilt = tilted their head { $times }
narration-made-cough = coughed { $times }
# Your partner's signals you missed. $made: the gestures above, in a list; $count: how many
# different gestures.
narration-missed =
    { $partner } { $made }: { $count ->
        [one] that was { $partner ->
            [female] her
            [male] his
           *[other] their
        } signal, and you did not read it.
       *[other] those were { $partner ->
            [female] her
            [male] his
           *[other] their
        } signals, and you did not read them.
    }
# $list: round numbers in a list ("1 and 3").
narration-rounds =
    { $count ->
        [one] round { $list }
       *[other] rounds { $list }
    }
# $seat read or caught a signal in $rounds (narration-rounds).
narration-by-in = by { $seat } in { $rounds }
# $by: one or more narration-by-in, in a list.
narration-read-by = read { $by }
narration-caught-by = caught { $by }
narration-never-read = made in { $rounds }, never read or caught
# A signal's story: $team's (a pair, [you] for yours) gesture; $parts: the clauses above, joined with "; ".
narration-reads-line =
    { $team ->
        [you] Your
       *[other] { $team }'s
    } { $gesture }: { $parts }.

## A match's result, as a friend is challenged to beat it. $mine: your team's score;
## $theirs: the other side's.
narration-score-points-to = { $mine }:{ $theirs }
narration-score-with-letters =
    with { $mine ->
        [one] { $mine } letter
       *[other] { $mine } letters
    } to { $theirs }
narration-score-with-hearts =
    with { $mine ->
        [one] { $mine } heart
       *[other] { $mine } hearts
    } left
# The score to beat, on its own.
narration-score-letters-to =
    { $mine ->
        [one] { $mine } letter
       *[other] { $mine } letters
    } to { $theirs }
narration-score-hearts-left =
    { $mine ->
        [one] { $mine } heart
       *[other] { $mine } hearts
    } left
# The match in a few words, for the stats and a share. $won: yes or no; $score: one of
# narration-score-points-to, narration-score-with-letters, narration-score-with-hearts.
narration-result-words =
    { $won ->
        [yes] won
       *[no] lost
    } { $score }, { $spotted ->
        [one] { $spotted } signal spotted
       *[other] { $spotted } signals spotted
    }
# $score: the score to beat; $better: what counts as better (below); $deal: a deal's code;
# $won: yes or no, whether the friend won; $rounds: how many rounds the match lasted.
narration-challenge-line =
    Beat { $score } ({ $better }) in deal { $deal } — a friend { $won ->
        [yes] won
       *[no] lost
    } this deal in { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }.
narration-better-points = points, yours first: more is better
narration-better-letters = letters are bad news: fewer is better
narration-better-hearts = more hearts left is better
narration-verdict-better = You beat your friend's result!
narration-verdict-worse = Your friend's result stands. Try the deal again?
narration-verdict-same = A dead heat: the very same result.

## Announcements for a screen reader.
narration-new-cards = Round { $round }: new cards
