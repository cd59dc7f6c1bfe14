# The keys of the new-game screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-new-game-field = field
    .help = the field above / below (Tab: below)

keys-new-game-row = {""}

keys-new-game-change = change
    .help = change the field (Space too, off the names)

keys-new-game-row-2 = {""}

keys-new-game-type-a-name = type a name
    .help = type a name (the first letter replaces the one shown)

keys-new-game-take-the-name =
    .help = take the name's last letter off

keys-new-game-start = start
    .help = start the game

keys-new-game-help = help
    .help = these keys

keys-new-game-back = back
    .help = back to the menu (q too, off the names)

## The new-game form: each field's label, and the values in words

new-game-game = Game
new-game-board = Board
new-game-bonus-picks = Bonus picks
new-game-heads = Heads
new-game-heads-none = none
new-game-rules = Rules
new-game-rules-hoyito-ii = II: the chain of fours, an extra turn
new-game-rules-hoyito-i = I: every 4 a drop makes is taken; no chain
new-game-rules-hoyito-iii = III: no chain; an extra turn
new-game-extra-counters = Extra stones
new-game-extra-counters-off = none
new-game-extra-counters-on = 3 in each rightmost outer hole
new-game-match = Match
new-game-match-single = a single game
new-game-match-rounds = rounds: a hole not filled is closed
new-game-captures = Captured stones
new-game-captures-leave = leave the board
new-game-captures-sown-back = are sown back (re-entered)
new-game-south-plays = South plays
new-game-south-name = South's name
new-game-north-plays = North plays
new-game-north-name = North's name
new-game-you-play = You play
new-game-opening = Opening
new-game-clock = Clock
new-game-no-clock = off
# $control as --clock takes it: 5+3.
new-game-clock-value = { $control } ({ $minutes ->
    [one] 1 minute
   *[other] { $minutes } minutes
} each, { $seconds ->
    [0] nothing added
    [one] 1 second added
   *[other] { $seconds } seconds added
} after each turn)
new-game-animation = Animation
new-game-start = Start the game
new-game-a-person = a person
# The level's rating on the ladder, greedy at 1000 (docs/computer.md).
new-game-computer-at = computer, { $number } { $level } (about { $rating })
new-game-south-moves-first = South (moves first)
new-game-usual = usual
new-game-balanced = balanced
new-game-usual-because = usual ({ $why })
# Why the opening is the usual one (the form, and the command line's --opening).
openings-none-for-tsoro = Tsoro has no book of balanced starts
openings-hoyito-sizes-only = balanced starts exist for Hoyito II { $sizes } only
openings-and = {" "}and{" "}
# A book's line that ends the game (a book is checked when read; this is its fault).
openings-line-over = the game is over there
# Said once, against the computer, when South starts behind (the play screen, plain mode).
openings-south-behind = South, moving first, starts behind in 2x{ $holes }: { $how }.
openings-how-command-line = --south computer (you play North) or --opening balanced starts otherwise
openings-how-form = New game offers North or balanced
openings-how-command-line-match = --south computer (you play North) starts otherwise
openings-how-form-match = New game offers North
