# The keys of the rules screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-rules-scroll = scroll
    .help = scroll a line up / down

keys-rules-row = {""}

keys-rules-page = page
    .help = a page up / down; Space too

keys-rules-row-2 = {""}

keys-rules-ends = ends
    .help = the start / the end (Home / End)

keys-rules-row-3 = {""}

keys-rules-other-game = other game
    .help = the other game's rules

keys-rules-help = help
    .help = these keys

keys-rules-back = back
    .help = back; Esc too

## The rules reader

rules-title = The rules
# After both games' rules; { $item } is the menu's entry for the lessons.
rules-learn-by-playing = To learn by playing, choose { $item } and then a game (or run `mancala learn`).
