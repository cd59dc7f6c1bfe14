# The words every screen shares: the sides, the actions, the status line, why a game
# ended, the rules in short, the key names, and why an action is refused.

## The sides

side-south = South
side-north = North
# A player as the one a turn or a loss falls to (position::to_whom): Spanish puts "al"
# before a side said without a name ("al Sur", "al Norte (computadora, difícil)") and
# "a" before a name ("a Ana (Sur)"); English says the player alone. The messages whose
# $player is marked "(to_whom)" below take it in this form.
to-side = { $player }
to-named = { $player }
# The same as the one something belongs to (position::of_whom): "del Sur", "de Ana
# (Sur)" in Spanish; English the player alone.
of-side = { $player }
of-named = { $player }
# The same as the one who does something (position::who): "el Sur" in Spanish ("gana
# el Sur"), "Ana (Sur)"; English the player alone.
who-side = { $player }
who-named = { $player }
# A named player with their side: "Ana (South)".
player-with-side = { $name } ({ $side })

## What the game is played with, one of them (seed + s makes the plural in both languages)

unit-seed = seed
unit-stone = stone

## Actions in words

action-sow = sow { $hole }
action-take = take { $hole }
action-continue = continue sowing from { $hole }
action-stop = stop at { $hole }

## The status line

status-over-win = Game over: { $winner } wins { $first } to { $second } captured ({ $why }).
status-over-draw = Game over: Draw, { $first } to { $second } captured ({ $why }).
# A game a player ended: $why is ended-resigned or ended-out-of-time.
status-ended = Game over: { $winner } wins ({ $why }).
status-ended-on-time = Game over: { $winner } wins on time ({ $why }).
# $player (to_whom) in status-head, status-picks, status-sow and ended-no-move.
status-head = { $player } to choose: continue sowing from { $hole } ({ $amount }) or stop there.
status-picks = { $player } to pick { $count ->
    [one] 1 bonus hole
   *[other] { $count } bonus holes
} from the opponent's side.
status-sow = { $player } to sow.

## Why a game ended

ended-all-seeds = all seeds captured
ended-all-stones = all stones captured
ended-repetition-hoyito = the same position for the third time: each took the seeds of their own row
ended-repetition-tsoro = the same position for the third time: { $south } to { $north } stones on their sides
ended-no-move = { $player } has no legal move left
ended-resigned = { $player } resigned
ended-out-of-time = { $player } ran out of time

## The board in plain text

board-captured = { $player }: { $count } captured
board-head-mark = * marks a head
board-closed-mark = ## marks a hole closed for this round

## The rules in short: "Hoyito II 2x6", "Tsoro 4x21, 2 bonus picks, 2 heads"

# $game: Hoyito I, Hoyito II or Hoyito III (names, the same in every language).
rules-hoyito = { $game } 2x{ $holes }
rules-tsoro = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 bonus pick
   *[other] { $picks } bonus picks
}, { $heads ->
    [0] no heads
    [one] 1 head
   *[other] { $heads } heads
}
# In fewer words, for a narrow title.
rules-tsoro-short = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 pick
   *[other] { $picks } picks
}, { $heads ->
    [0] no heads
    [one] 1 head
   *[other] { $heads } heads
}

# Tsoro with the heads named: "Tsoro 4x8, 0 bonus picks, heads a1 b1 h4 g4".
rules-tsoro-named = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 bonus pick
   *[other] { $picks } bonus picks
}, heads { $named }
rules-tsoro-named-short = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 pick
   *[other] { $picks } picks
}, heads { $named }
# Added after the Tsoro rules above when they are played.
rules-extra-counters = , extra counters
rules-reentered-captures = , re-entered captures

## Actions as the move list shows them ("take d3"; records keep xd3, continue, stop)

shown-take = take { $hole }
shown-continue = continue
shown-stop = stop

## Why an action is refused (one message per rules::ActionError variant)

refused-game-over = the game is already over
refused-no-such-hole = there is no hole { $hole } on a { $rows }x{ $cols } board
refused-not-your-hole = { $hole } is { $owner }'s hole
refused-empty-hole = { $hole } is empty
refused-closed-hole = { $hole } is closed for this round
refused-singleton-not-allowed = { $hole } holds a single stone, which may be sown only when none of your holes holds 2 or more
refused-singleton-blocked = the single stone in { $hole } may be sown only into an empty hole, and { $next } is occupied
refused-head-choice-pending = { $player } must first choose to continue sowing from { $head } or stop there
refused-bonus-pending = { $player } must first pick { $count ->
    [one] 1 more bonus hole
   *[other] { $count } more bonus holes
}
refused-no-head-choice = there is no head choice to make now
refused-no-bonus-owed = no bonus pick is owed now
refused-pick-own-hole = { $hole } is your own hole; bonus picks take enemy holes
refused-pick-head = { $hole } is a head: heads cannot be taken by a bonus pick
refused-not-a-choice = there is no choice at board index { $index }
# Rules that cannot be played (a record's rules.holes_per_row, play's --holes): $field
# names the field as it was given.
refused-rules-holes = { $field } must be { $lo } to { $hi } for { $game } (got { $got })
refused-rules-bonus-picks = { $field } must be 0 to 3 (got { $got })
refused-rules-heads = { $field } must be 0, 1 or 2 (got { $got })
refused-rules-tsoro-only = { $field } is a rule of Tsoro, not of Hoyito
refused-rules-heads-and-head-holes = { $heads } and { $head_holes } cannot both be given: the heads are counted from the right or named, not both
refused-rules-head-hole = { $field }: { $hole } is not in an outer row of this board (row 1 or 4)
refused-rules-head-holes-of = { $field } must name two different holes of { $player }'s outer row
refused-rules-reentered-picks = { $field } needs { $picks } to be 0, as the captured stones stay on the board (got { $got })
# A refusal said after the action it refuses: "take d3: d3 is a head: ...".
refused-after-action = { $action }: { $why }.
# A refusal whose reason names the action's hole first: "c1 is empty."
refused-alone = { $why }.

## Key names (Enter, Esc, Tab and Ctrl-X are the same in every language)

key-space = Space
key-backspace = Backspace
key-page-up = PgUp
key-page-down = PgDn
key-home = Home
key-end = End
key-left = Left
key-right = Right
key-up = Up
key-down = Down
# The arrow keys in ASCII ("arrows/hjkl").
key-arrows = arrows

## The keys every screen has, at the end of each screen's ? help

keys-global-quit = quit the program (asks to save a game)
keys-another-command = another command there
keys-global-suspend = suspend to the shell; fg brings it back

## A computer's side and level: "North (computer, hard)", "Ana (South, computer hard)"

level-word-easy = easy
level-word-casual = casual
level-word-steady = steady
level-word-solid = solid
level-word-medium = medium
level-word-clever = clever
level-word-sharp = sharp
level-word-hard = hard
level-word-expert = expert
side-computer = { $side } (computer, { $level })
named-computer = { $name } ({ $side }, computer { $level })

## Pieces of the board screens

log-title = Log
# The word a game-over sentence drops when it is too long: "28 to 20 captured (" becomes "28 to 20 (".
captured-word = captured
too-small = Terminal too small.
    This board needs at least { $need_width }x{ $need_height }; this terminal is { $width }x{ $height }.
too-small-quit = Make the window larger to go on, or press { $key } to quit.
# Why a record's text is no hole or no action (the record notation is the same in every language).
notation-not-a-hole = not a hole (expected a letter and a row, such as c1)
notation-not-an-action = not an action (expected a hole such as c1, stop, continue, or a bonus pick such as xf3)
