## The calls, the table's words used everywhere.
##
## Conventions for every file under locales/:
## - A seat argument ($dealer, $who…) shows the person's name; selecting on it picks
##   [you] for the person at this table, then [female] or [male] from the name, then *[other].
## - A number argument selects its plural category ([one], [few], [many], *[other]) from the
##   browser's plural rules; an exact number ([0]) comes first.
## - "Kemps!" stays "Kemps!" in every language.

kemps = Kemps!
stop-kemps = Stop Kemps!

## A seat's name when it is the person at the table, or seat 0 in someone else's match.
seat-you = You
seat-player = Player
