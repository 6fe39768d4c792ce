## The Settings screen.

settings-back = ← Back
settings-title = Settings
settings-language = Language
settings-language-label = Language of the game
settings-language-browser = The browser's language
# $language: the language's own name ("Français").
settings-language-not-fetched = { $language } could not be fetched: check the connection and choose it again.
settings-language-unreadable = { $language } could not be read from this copy of the game: reload the page and choose it again.
settings-speed = Game speed
settings-sound-and-sight = Sound and sight
settings-sound = Sound
settings-reduced-motion = Reduced motion (gestures become brief poses)
settings-captions = Gesture captions (“Ada tugs an ear”, shown and announced)
settings-four-colour = Four-colour deck (clubs green, diamonds blue)
settings-friend = Playing with a friend
settings-public-stun = Across the internet, ask Google's public server (stun.l.google.com) for this device's address while a friend connects
