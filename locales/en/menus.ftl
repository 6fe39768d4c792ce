## The menus: the home screen, the set-up, Stats, the offer to resume, the app's frame.
## "Deal" is one dealt game, named by its code ("7QX2-M9PA"): the daily deal is everyone's
## deal of the day.

## Words of several screens.
menu-back = ← Back
menu-home = Home
menu-resume = Resume your match

## The home screen.
menu-home-tagline = The card game of secret signals. Collect four of a kind, then wink at your partner — before the other side catches you.
menu-home-new = New to Kemps?
menu-home-lesson-pitch = Learn it in a minute at the table: swap toward four of a kind, signal, and watch your partner's face.
menu-home-show-me = Show me how
menu-home-skip = Skip
menu-home-menu = Main menu
menu-home-play = Play
menu-home-daily = Daily deal
# $date: today's date ("2026-11-21"); $result: how the first try at today's deal went, as
# saved then ("won 5:3, 2 signals spotted").
menu-home-daily-done = Today ({ $date }): { $result }. You can play it again; your first result stands.
# $date: today's date ("2026-11-21").
menu-home-daily-new = Today's deal ({ $date }) is the same for everyone.
menu-home-friend = Play with a friend
menu-home-how-to = How to play
menu-home-settings = Settings
menu-home-stats = Stats
menu-home-replay-file = Open a replay file

## The set-up screen.
menu-setup-title = New match
# The match in one line, above the choices. $preset: the rules' name ("Classic"); $players:
# 4 to 12; $level: the bots' level ("Casual"); $speed: the game's speed ("Normal"); $deal: the
# deal's code ("7QX2-M9PA").
menu-setup-summary = { $preset } · { $players } players · { $level } bots · { $speed } speed · deal { $deal }
menu-setup-more = Change the rules, table, bots, speed or deal
# $why: what is wrong with the rules chosen.
menu-setup-rules-refused = These rules cannot be played: { $why }.
menu-setup-start = Start the match
menu-setup-with-friend = Play it with a friend
menu-setup-deal = Deal
# Before the box where the deal's code is typed.
menu-setup-deal-code = Deal code
menu-setup-deal-hint = Type a friend's code, like 7QX2-M9PA, to play the same cards they did.
# $count: how many signals are chosen (1 to 3).
menu-setup-your-signals =
    { $count ->
        [one] Your secret signal
       *[other] Your secret signals
    }
# $count: how many signals are chosen (1 to 3).
menu-setup-signals-hint =
    { $count ->
        [one] Your partner watches for it. Make it when you hold four of a kind — and hide it among other fidgets.
       *[other] Any of them tells your partner you hold four of a kind. The Signal button makes them in turn.
    }
menu-setup-choose-signals = Choose your signals (one to three)
menu-setup-table = Table
# $count: 4 to 12.
menu-setup-players = { $count } players
menu-setup-bots = Bots
menu-setup-speed = Speed
menu-setup-rules = Rules
menu-setup-change-rules = Change the rules

## The game's speeds.
menu-speed-relaxed = Relaxed
menu-speed-normal = Normal
menu-speed-quick = Quick
menu-speed-fast = Fast

## The rules' presets, each in one sentence.
menu-preset-classic-summary = Spell K-E-M-P-S and you lose. Swap several cards at once; stop a whole team.
menu-preset-hearts-summary = Five hearts each; lose one per mistake. One card at a time; stop one player.
menu-preset-party-summary = First to 5 points. Trips are redealt, double calls count, a wrong stop costs your right to stop.
menu-preset-tournament-summary = First to 5 points. Drop a card before you take one; trips in the centre are set aside.

## The bots' levels, each in one line.
menu-level-casual-description = Slow and easygoing: they rarely notice a signal, and keep theirs until you catch it.
menu-level-sharp-description = Seen twice just before your four of a kind, a gesture is read: repeat it and they stop you. They change a signal you catch.
menu-level-ruthless-description = Once is enough: a gesture seen just before your Kemps is read, and repeating it races your partner. They use two or three signals in turn.

## The rules' options. A drop-down's label and each of its choices are read as one phrase:
## "Stop Kemps names" + "a team".
menu-option-swap-multi = Swap several cards at once
menu-option-double-calls = Double Kemps and Double Stop count double
menu-option-redeal-trips = A player dealt three of a kind shows them and draws again
menu-option-center-trips = Three of a kind in a new centre is set aside
menu-option-order = Exchanges
menu-option-order-atomic = give and take in one move
menu-option-order-drop-first = drop a card, then take one
menu-option-order-pick-first = take a card, then drop one
menu-option-stop-target = Stop Kemps names
menu-option-stop-team = a team
menu-option-stop-seat = a player
menu-option-wrong-stop = A wrong stop
menu-option-wrong-stop-penalty = is punished
menu-option-wrong-stop-lose-right = costs the right to stop this round
menu-option-stock-out = When the stock runs out
menu-option-stock-real-deal = nobody scores (a real deal)
menu-option-stock-reshuffle = the swept pile is shuffled in

## Stats.
menu-stats-title = Stats
menu-stats-matches = Matches
menu-stats-matches-count = { $played } played, { $won } won
menu-stats-kemps = Kemps called
# Calls of one kind: how many were right, how many wrong.
menu-stats-right-wrong = { $right } right, { $wrong } wrong
menu-stats-stops = Stops called
menu-stats-fastest = Fastest spot
menu-stats-wins-row = Wins in a row
# A streak: $now is the current one, $best the longest.
menu-stats-streak = { $now } (best { $best })
menu-stats-daily-row = Daily deals in a row
menu-stats-played = Played
menu-stats-won = Won
# A number in the table of matches played and won.
menu-stats-count = { $count }

## Asked before a link replaces the match in progress.
menu-resume-same = Pick up where you left off?
menu-resume-other = You have a match in progress
# $deal: the code of the deal the link opens.
menu-resume-opens = This link opens deal { $deal }. Opening it ends your match in progress.
menu-resume-your-match = Your match
menu-resume-again = Start this deal again
# $deal: the code of the deal the link opens.
menu-resume-open = Open deal { $deal }

## A friend's challenge, before it is played.
menu-challenge-title = A friend challenges you
menu-challenge-lesson = New to Kemps? A one-minute lesson shows you how; the challenge waits for you.
menu-challenge-label = The challenge
menu-challenge-show-me = Show me how first
menu-challenge-start = Start the challenge

## The app's frame.
menu-app-opening-link = Opening the link…
menu-app-opening-replay = Opening the replay…
menu-app-no-match = There is no match to show.
menu-app-no-replay = There is no replay to show.
menu-app-nothing-to-resume = There is nothing to resume.

## A screen whose code is a file of its own, on its way or not fetched (ui/lazy.rs)
menu-lazy-loading = Loading…
menu-lazy-failed = This part of the game could not be loaded. Check your connection, then try again. If the game was updated since this page opened, reload it.
menu-lazy-retry = Try again
menu-lazy-reload = Reload the page
