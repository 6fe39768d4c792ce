## The calls, the table's words used everywhere.
##
## Conventions for every file under locales/:
## - A seat argument ($dealer, $who…) shows the person's name; selecting on it picks
##   [you] for the person at this table, [player] for seat 0 of someone else's match (shown
##   as "the player": write the case or contraction the sentence needs, "den Spieler", "du
##   joueur"), [i-sound] when the name begins with the sound of an i (Spanish "Ada e Ivo"),
##   [vowel] when the name begins with a vowel (French "d'Ada"), then [female] or [male] from
##   the name, then *[other] — the first of these the message has. A text argument (a list, a
##   clause) selects [i-sound] the same way.
## - A number argument selects its plural category ([one], [few], [many], *[other]) from the
##   browser's plural rules; an exact number ([0]) comes first.
## - "Kemps!" stays "Kemps!" in every language.




## A seat's name when it is the person at the table, or seat 0 in someone else's match.
seat-you = You
seat-player = Player
# On a friend's page, the host's seat when the invite gave no name.
seat-host = Host

## The calls, as a player shouts them.
call-kemps = Kemps!
call-double-kemps = Double Kemps!
call-stop = Stop Kemps!
call-double-stop = Double Stop Kemps!

## Gestures, as nouns ("a wink") and as a face's caption.
gesture-wink = wink
gesture-ear-tug = ear tug
gesture-nose-scratch = nose scratch
gesture-chin-stroke = chin stroke
gesture-eyebrow-raise = eyebrow raise
gesture-table-tap = table tap
gesture-hair-smooth = hair smooth
gesture-shrug = shrug
gesture-yawn = yawn
gesture-lip-bite = lip bite
gesture-head-tilt = head tilt
gesture-cough = cough
caption-wink =
    { $seat ->
        [you] You wink
       *[other] { $seat } winks
    }
caption-ear-tug =
    { $seat ->
        [you] You tug an ear
       *[other] { $seat } tugs an ear
    }
caption-nose-scratch =
    { $seat ->
        [you] You scratch your nose
       *[other] { $seat } scratches their nose
    }
caption-chin-stroke =
    { $seat ->
        [you] You stroke your chin
       *[other] { $seat } strokes their chin
    }
caption-eyebrow-raise =
    { $seat ->
        [you] You raise an eyebrow
       *[other] { $seat } raises an eyebrow
    }
caption-table-tap =
    { $seat ->
        [you] You tap the table
       *[other] { $seat } taps the table
    }
caption-hair-smooth =
    { $seat ->
        [you] You smooth your hair
       *[other] { $seat } smooths their hair
    }
caption-shrug =
    { $seat ->
        [you] You shrug
       *[other] { $seat } shrugs
    }
caption-yawn =
    { $seat ->
        [you] You yawn
       *[other] { $seat } yawns
    }
caption-lip-bite =
    { $seat ->
        [you] You bite your lip
       *[other] { $seat } bites their lip
    }
caption-head-tilt =
    { $seat ->
        [you] You tilt your head
       *[other] { $seat } tilts their head
    }
caption-cough =
    { $seat ->
        [you] You cough
       *[other] { $seat } coughs
    }

## Cards.
rank-ace = ace
rank-two = two
rank-three = three
rank-four = four
rank-five = five
rank-six = six
rank-seven = seven
rank-eight = eight
rank-nine = nine
rank-ten = ten
rank-jack = jack
rank-queen = queen
rank-king = king
ranks-ace = aces
ranks-two = twos
ranks-three = threes
ranks-four = fours
ranks-five = fives
ranks-six = sixes
ranks-seven = sevens
ranks-eight = eights
ranks-nine = nines
ranks-ten = tens
ranks-jack = jacks
ranks-queen = queens
ranks-king = kings
# $ranks: the rank in the plural, from the messages above.
four-of-a-kind = four { $ranks }
# The letters on the cards' corners.
face-ace = A
face-jack = J
face-queen = Q
face-king = K
suit-clubs = clubs
suit-diamonds = diamonds
suit-hearts = hearts
suit-spades = spades
# What a screen reader says for a card: "seven of hearts".
card-name = { $rank } of { $suit }

## The rules' presets and the bots' levels, by name.
preset-classic = Classic
preset-hearts = Hearts
preset-party = Party
preset-tournament = Tournament
level-casual = Casual
level-sharp = Sharp
level-ruthless = Ruthless
