## Addresses, links, replay files, saved data and playing with a friend.
##
## A $value is a value copied from the address, a link or a file, already in quotes
## ("poker"): keep it as it is. The address's own words (seed, teams, casual, sharp,
## ruthless…) are what a person types in the address: they stay in English.

## What the address asks for, and what could not be used of it (shown in a list).
# $key: the name of a parameter of the address (seed, teams, preset…).
link-address-twice = the address gives { $key } more than once, so only the first one counts
link-address-seed = the deal number { $value } is not one this game can deal, so here is a fresh deal
# $most: the most teams a table has.
link-address-teams = a table has 2 to { $most } teams here, not { $value }, so this one has 2
link-address-preset = there are no { $value } rules, so these are the classic ones
link-address-level = there is no { $value } level: the bots are casual, sharp or ruthless
link-address-speed = there is no { $value } speed
link-address-gesture = there is no { $value } gesture
link-address-signals = a team agrees one to three different signals, not { $value }

## What the page could not open: a heading, the reason, then what to do.
link-refused-link = This link does not open a game
link-refused-replay-file = This file does not open a replay
link-refused-saved-match = Your match in progress cannot be resumed
link-refused-setup = This game cannot be played here
link-advice-link = Ask for the link again, or play a fresh deal.
link-advice-replay-file = Choose the .kemps file Kemps saved at a match's end, or play a fresh deal.
link-advice-saved-match = It was set aside, so it will not be offered again. Play a fresh deal, or go home.
link-advice-setup = Change the set-up, or play a fresh deal.
link-fresh-deal = Play a fresh deal
link-home = Home
link-file-empty = That file is empty: it holds no replay.
# $size and $most: file sizes, from the messages link-size-mb and link-size-kb.
link-file-too-big = That file is too big to be a replay: it is { $size }, and a Kemps replay is at most { $most }, so it was not read.
link-size-mb = { $count } MB
link-size-kb = { $count } KB
# Each is followed by the reason, which speaks of "it".
link-replay-link-unreadable = This replay link cannot be played.
link-replay-file-unreadable = That file is not a Kemps replay this page can play.
link-saved-match-unreadable = The match in progress could not be read.
# $why: why the game cannot be played (from the link-bad-…, link-invalid-… and link-unplayable-… messages).
link-game-unplayable = This game cannot be played here: { $why }.
link-replay-unplayable = This replay cannot be played here: { $why }.
link-set-aside = The match in progress saved earlier could not be read, so it was set aside.

## Why a game cannot be played (after a colon, without a full stop).
link-bad-teams = a table has { $least } to { $most } teams, not { $teams }
link-bad-seed = its deal number is out of range
link-bad-round-break = the break between rounds is set by the page, not by a game
# The options' names (word, lives, idle_ms…) are those of the rules' files: they stay as they are.
link-invalid-word = word must have 1 to 12 letters
link-invalid-lives = lives must be 1 to 99
link-invalid-target = target must be 1 to 99 points
link-invalid-idle = idle_ms must be 1 to 600000
link-invalid-countdown = countdown_ms must be 0 to 60000
link-invalid-round-break = round_break_ms must be 0 to 600000
# $ms: what the rules ask for; $least or $most: the limit (milliseconds).
link-unplayable-idle-short = the dealer would start counting after { $ms } ms without an exchange, and a person needs at least { $least } ms to see the centre and reach for a card
link-unplayable-idle-long = the dealer would wait { $ms } ms before counting, and after { $most } ms the table looks stuck
link-unplayable-countdown-short = "one, two, three, dead" would take { $ms } ms, and a person needs at least { $least } ms to hear it and answer
link-unplayable-countdown-long = "one, two, three, dead" would take { $ms } ms, and a count takes at most { $most } ms
link-unplayable-word = the word a team spells must be made of letters or digits a person can read

## Why a link (a game's, a challenge's, a replay's), a replay file or the saved match
## cannot be read. Said after a heading that names it, so each speaks of "it".
link-error-empty = It has no game in it.
# $symbol: the character, in quotes.
link-error-bad-symbol = It has a character that does not belong in it ({ $symbol }): it was probably changed by hand or by a program.
link-error-damaged = It is cut short or altered: its check does not match, so it cannot say which game it was.
# $version: the link's format; $ours: the format this page reads.
link-error-newer = It was made by a newer version of Kemps (format { $version }); this page reads format { $ours }.
link-error-earlier = It was made by an earlier version of Kemps (format { $version }); this page reads format { $ours }.
link-error-garbled = Its check matches, but its contents do not make a game.
link-error-bad-rules = It asks for rules this game cannot play: { $why }.
link-error-unplayable = It asks for rules no person could play: { $why }.
link-error-too-large = It is bigger than any match of Kemps makes, so it was not read.
# $hours and $minutes: how long the replay says it lasts ($minutes has two digits); $most: hours.
link-error-too-long = It says it lasts { $hours } h { $minutes } min of game time; Kemps keeps at most the first { $most } hours of a match.
link-error-too-many-entries = It says it holds { $count } presses; nobody makes more than { $most } in a match.
link-error-entry-after-end = It has a press dated after the moment it ends.
link-error-earlier-bots = It was recorded by an earlier version of Kemps, whose bots played differently, so it cannot be played back exactly; its deal can still be played afresh.
link-error-impossible-result = Its result is not one its game's rules can end with, so it was changed by hand or by a program.

## Deal codes, typed in the set-up.
link-code-empty = type a deal code, like 7QX2-M9PA
link-code-bad-symbol = { $symbol } is not in a deal code: codes use 0-9 and A-Z without I, L, O and U
link-code-too-long = that deal code is too long

## What a share says. $code: the deal's code (7QX2-M9PA); $result: the match's result.
link-share-result = Kemps deal { $code } — { $result }
link-share-question = Kemps deal { $code } — can you beat it?
link-challenge-text = Kemps deal { $code }: can you beat my result?
link-shared = Shared.
link-not-shared = Not shared.
link-copied = Link copied to the clipboard.
link-copy-by-hand = Could not copy — select the link and copy it.
link-link = Link
link-done = Done

## Saving on this device.
link-saving-refused = This browser does not let Kemps save anything here: settings, statistics and the match in progress last only while this page is open.
link-saving-full = Storage is full: Kemps could not save your settings, statistics or match on this device. They last while this page is open.
link-settings-saved = Settings are saved on this device.
link-settings-refused = This browser does not let Kemps save settings: they last only while this page is open.
link-settings-full = Storage is full: your last change could not be saved, and lasts only while this page is open.
link-stats-saved = Kept on this device.
link-stats-refused = This browser does not let Kemps save statistics: they last only while this page is open.
link-stats-full = Storage is full: the latest results could not be saved on this device.
# The stats table's first column: two labels, as its rows are ("Classic · Sharp").
link-games-heading = Rules · bots
link-games-row = { $preset } · { $level }
link-saved-newer = These saved data come from a newer version of Kemps; what this version understands was kept, and the rest is left as it was.
link-saved-older = Saved data from an older version were read as far as possible.
link-saved-unreadable = Your saved settings and statistics could not be read, so they start afresh.
link-saved-too-many = Saved data this version does not know were too many to keep: the first { $count } lines were kept.
# $what: a list of the link-lost-… messages, joined with commas.
link-saved-damaged = Some saved data were damaged and were reset: { $what }.
link-lost-line = a damaged line
link-lost-daily = today's daily result
link-lost-progress = the match in progress
link-lost-settings = some settings
link-lost-stats = some statistics
# The match in progress, when it was saved without a label.
link-last-match = your last match

## Playing with a friend.
link-friend-heading-host = Play with a friend
link-friend-heading-guest = You're invited to a table
link-friend-opening = Opening the table for a friend…
link-friend-left-out = Playing with a friend is not part of this copy of Kemps: its host left it out. Everything else plays as usual.
link-friend-menu = Playing with a friend
link-make-invite = Make the invite
link-join = Join
# On an invited friend's page: opens the rules in short (How to play's first parts).
link-new-to-kemps = New to Kemps? The game in a minute
link-make-new-invite = Make a new invite
# The invite as a QR code, for a friend in the same room: the summary that shows it, the image's name, what to do with it.
link-show-qr = Friend beside you? Show a QR code
link-qr-label = QR code of the invite link
link-qr-hint = Your friend points their phone's camera at it and opens the link.
link-friend-seat = Your friend's seat
link-seat-partner = Your partner
# $seat: the name of the seat the friend takes.
link-seat-opponent = An opponent, in { $seat }'s seat
link-your-name = Your name, as your friend will read it
# On the friend's page, the name the reply carries to the host's page. $named: "yes" when
# the host gave a name ($host), else "no".
link-your-name-for-host = Your name, as { $named ->
        [no] your friend
       *[other] { $host }
    } will read it
link-send-invite = Send the invite
link-invite-text = Sit at my Kemps table: open this link, then send me back the link your page shows.
link-send-reply = Send the reply
link-reply-text = My reply to your Kemps invite: open this link in the browser you invited me from.
link-reply-field = Your friend's reply link
link-use-reply = Use this reply
# $server: the public server's address.
link-stun-note = On the same network, the two pages connect directly. Across the internet, each page asks a public server ({ $server }) for its address while your friend connects, unless this site names its own or you turn it off in Settings. No game data passes through it.
link-reply-heading = Your friend's reply
link-handing-reply = Handing your friend's reply to your waiting invite…
link-reply-handed = Your friend's reply went to your waiting invite: the table opens there. You can close this tab.
link-no-invite-waiting = No invite is waiting in this browser. Open this reply in the browser where you made the invite, or paste it into its waiting screen.
# What the invitation offers. $named: "yes" when the host gave a name ($host), else "no".
# $seats: how many seats the table has; $preset and $level: the rules' and the bots' names;
# $bots: how many seats bots play (none when every other seat is a friend's).
link-invitation-partner =
    { $named ->
        [no] A friend
       *[other] { $host }
    } invites you to be their partner at a table of { $seats }: { $preset } rules, { $bots ->
        [0] no bots
       *[other] { $level } bots
    }.
link-invitation-opponent =
    { $named ->
        [no] A friend
       *[other] { $host }
    } invites you to play against them, with a bot as your partner, at a table of { $seats }: { $preset } rules, { $level } bots.
# The friend's partner is another friend the host invited.
link-invitation-opponent-friend =
    { $named ->
        [no] A friend
       *[other] { $host }
    } invites you to play against them, with another friend invited as your partner, at a table of { $seats }: { $preset } rules, { $bots ->
        [0] no bots
       *[other] { $level } bots
    }.
# The line that says what is happening. $why: what went wrong, in a sentence.
link-friend-choose = Choose your friend's seat, then make the invite.
link-friends-choose = Choose your friends' seats, then make the invites.
link-friend-join = Join to make your reply link.
link-friend-preparing = Preparing the connection…
link-friend-reply-again = { $why } Paste your friend's whole reply link again.
link-friend-waiting-host = Send this invite to your friend, then wait for their reply link: open it in this browser, or paste it below.
# $named: "yes" when the host gave a name ($host), else "no".
link-friend-waiting-guest =
    Send this reply link back to { $named ->
        [no] your friend
       *[other] { $host }
    }. The table opens once they have opened it and everyone invited has joined.
link-waiting-for-reply = { $count ->
        [one] Waiting for your friend's reply. The invite stays good for as long as this page is open.
       *[other] Waiting for your friends' replies. The invites stay good for as long as this page is open.
    }
# While the friend's reply waits for the host to open it. $named: "yes" when the host gave a
# name ($host), else "no".
link-waiting-for-host =
    Waiting for { $named ->
        [no] your friend
       *[other] { $host }
    } to open your reply. It stays good for as long as this page is open.
link-stop-waiting = Stop waiting
link-friend-connecting = Connecting…
link-friend-connected-host = Connected.
link-friend-connected-guest =
    Connected to { $named ->
        [no] your friend
       *[other] { $host }
    }. Waiting for the table…
link-friend-playing = Playing.
link-friend-failed-host = { $why } Make a new invite and try again; on different networks, check that Settings allow the public connection helper.
link-friend-failed-guest = { $why } Ask your friend for a new invite.
link-only-host-invites = Only the host invites.
link-reply-unusable = That reply cannot be used. { $why }
link-reply-other-invite = That reply answers another invite.
link-invitation-link-unusable = This invitation cannot be used. { $why }
link-reply-link-unusable = This reply cannot be used. { $why }
link-pages-unreachable = The two pages could not reach each other.
link-page-closed = The other page closed the connection.
# A browser without WebRTC, on the way to a friend's table: what is missing, then what to do (the host's, the invited friend's).
link-no-webrtc = Playing with a friend needs WebRTC, which lets two browsers connect directly, and this browser does not have it.
link-no-webrtc-host = To invite a friend, open Kemps in another browser, such as Firefox, Chrome, Edge or Safari. Everything else plays here as usual.
link-no-webrtc-guest = To join your friend's table, open the invitation's link in another browser, such as Firefox, Chrome, Edge or Safari.
# Why a connection cannot be made (a full stop is added after each).
link-peer-unsupported = This browser cannot make peer-to-peer connections
link-peer-not-prepared = This browser could not prepare a connection. Try again
link-peer-bad-invite = This invite cannot be answered. Ask your friend for a new invite
link-peer-bad-reply = The friend's reply does not fit this invite
link-peer-already-answered = This invite already has its friend's reply
link-peer-no-network = This device found no network to connect over
link-peer-closed = This connection is already closed. Make a new invite
# What the other page sent that cannot be used.
link-wire-too-big = The other page sent { $count } bytes at once, more than a table ever needs.
link-wire-empty = The other page sent an empty message.
link-wire-version = The other page runs another version of Kemps (its messages are of format { $version }); both of you need to reload the page.
link-wire-unreadable = The other page sent a message this page cannot read.
link-wire-does-not-fit = The other page sent a table that does not fit this game.
link-wire-signals-do-not-fit = The other page sent signals that are not gestures of this game.
link-wire-review-does-not-fit = The other page sent a round's review that does not fit this table.
link-wire-seat-does-not-fit = The other page named a seat that is not at this table.
link-wire-replay-does-not-fit = The other page sent a damaged replay.
# Several messages from one page that could not be read, while the notice is up ($count: 2 or more; $seat: the friend's name).
link-wire-unread-from = { $count } messages from { $seat }'s page could not be read.
link-wire-unread-from-host = { $count } messages from the host's page could not be read.
# The options the host changed from the preset's, said after the invitation. $preset: the
# rules' name ("Classic"); $changes: each change in a few words (link-option-…, or a
# menu-option-… label), separated by semicolons.
link-invitation-changed = Changed from { $preset }: { $changes }.
# A switch of the rules turned off. $option: its label (a menu-option-… message).
link-option-off = { $option }: no
# A choice of the rules: $option is a drop-down's label and $choice the choice made
# (menu-option-… messages), read as one phrase.
link-option-chosen = { $option } { $choice }
# $word: the word a team spells to lose ("KEMPS").
link-option-word = the word { $word }
link-option-lives = { $count } lives each
link-option-target = first to { $count } points
link-option-decks =
    { $count ->
        [one] one deck
       *[other] { $count } decks
    }
# $ms: milliseconds.
link-option-idle = the dealer counts after { $ms } ms without an exchange
link-option-countdown = the count lasts { $ms } ms
# Two or more changes in a list: $list is those before, $item the next.
link-option-list = { $list }; { $item }

## Why an invitation or a reply link cannot be used (after "This invitation cannot be used."),
## each speaking of "it".
link-invite-empty = It is empty.
link-invite-too-long = It is { $count } characters long, longer than any invitation or reply, so it was not read.
link-invite-not-a-reply = It is an invitation, not a reply: the friend opens it, and sends back the reply link their page shows.
link-invite-not-an-invitation = It is a reply, not an invitation: it goes back to the friend who invited you.
link-invite-damaged = It is cut short or altered: its check does not match. Copy the whole link again.
link-invite-newer = It was made by a newer version of Kemps (format { $version }); reload this page to get the newest version.
link-invite-earlier = The page that made it runs an earlier version of Kemps (format { $version }): reload that page and make the link again.
link-invite-garbled = Its check matches, but its contents do not make an invitation or a reply.
link-invite-no-such-table = It offers a seat at a table this game does not have.
# $why: one of the link-sdp-… sentences.
link-invite-connection = It cannot connect: { $why }
## Why the description of a connection (what the two browsers exchange) cannot be used.
link-sdp-too-long = The connection's description is { $count } bytes long; a browser's is at most { $most }.
# $part: one of the link-part-… names.
link-sdp-missing = The connection's description has no { $part }.
link-sdp-conflicting = The connection's description gives two different values for its { $part }.
link-sdp-bad = The connection's { $part } is not written the way browsers write it.
link-sdp-bad-candidate = Line { $line } of the connection's description names a network address that does not read.
link-sdp-no-candidates = The connection names no network address to reach it at: it was described before the browser had found any.
link-sdp-candidate-order = The connection names a network address twice, or out of its order.
link-sdp-too-many-candidates = The connection names { $count } network addresses; a link carries at most { $most }.
link-part-data-channel = data channel
link-part-ufrag = connection name (ICE user fragment)
link-part-pwd = connection password (ICE password)
link-part-fingerprint = security fingerprint (SHA-256)
link-part-setup = security role (DTLS setup)
link-part-address = network address

# A friend who left is replaced by a bot; $seat: the seat they had.
link-friend-left-seat = Your friend left { $seat }'s seat: a bot plays it now.
# The friend who left takes their seat back; $seat: the seat.
link-friend-back = Your friend is back at the table, in { $seat }'s seat.
# On a friend's page: another friend at the table left it (a bot takes their seat), or is
# back; $seat: their seat's name (the name they gave, if any).
link-other-friend-left = { $seat } left the table: a bot plays that seat now.
link-other-friend-back = { $seat } is back at the table.
# The host's page was loaded again mid-match, and the match resumed: the friends'
# connections ended with the page. $count: how many; $seats: their seats ("Ada and Bram").
link-friends-gone-with-page =
    { $count ->
        [one] Your friend's connection ended with the page: a bot plays { $seats }'s seat.
       *[other] Your friends' connections ended with the page: bots play { $seats }'s seats.
    }
# A list of seats' names: "Ada and Bram"; with more, $first is itself a list ("Ada, Bram").
link-seats-and = { $first } and { $last }
link-seats-comma = { $first }, { $next }
# The host's table while the seat waits: the bot plays until the friend's new reply is taken.
link-rejoin-waiting = A bot plays { $seat }'s seat until your friend opens your invite again and you take their new reply.
link-rejoin-paste = Paste their reply
# A reply during the match for a seat that no friend left.
link-rejoin-not-waiting = That reply asks for { $seat }'s seat, which is not waiting for anyone.
# A friend's page had no answer from the host's table ($host; "your friend" when $named is
# "no"): the seat it asks for no longer waits, or the pages cannot reach each other.
link-host-unanswered =
    { $named ->
        [no] Your friend's table
       *[other] { $host }'s table
    } did not answer: the match may be over, the page closed, or the two pages cannot reach each other.

# Several friends
# The host invites one more friend, or takes one back, before the invites are made.
link-add-friend = Add a friend
link-remove-friend = Remove this friend
link-make-invites = Make the invites
# The seat of the host's friend number $number (1, 2, …), as the host chooses it.
link-friend-number-seat = Friend { $number }'s seat
# Under the invites, while some friend is not connected yet.
link-table-opens-when-all = The table opens once every friend is connected.
