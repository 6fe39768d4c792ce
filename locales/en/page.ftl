## The page itself: its title (a tab, a bookmark), its description, and the installed app's
## name and description (the web app manifest; scripts/icons.mjs reads these two lines).

page-title = Kemps — the card game of secret signals
page-description = Kemps, the party card game of secret signals: you and a partner against the table.
