## The page itself: its title (a tab, a bookmark), its description, and the installed app's
## name and description (the web app manifest; scripts/icons.mjs reads these two lines).

page-title = Kemps — the card game of secret signals
page-description = Kemps, the party card game of secret signals: you and a partner against the table.

## Said before the game runs, without its Wasm (scripts/catalogs.mjs writes them into the
## page and the offline worker): one line each, plain text; $problem is the browser's error.
# The offline worker's answer when the game was never kept on this device.
page-offline = Kemps is offline and was never loaded here.
# Shown by a browser that runs no script.
page-needs-script = Kemps needs JavaScript and WebAssembly to run.
# The page could not start the game (its Wasm could not be fetched or run).
page-could-not-start = Kemps could not start: { $problem }. Reload the page to try again.
