# The words every screen shares: the sides, the actions, the status line, why a game
# ended, the rules in short, the key names, and why an action is refused.

## The sides

side-south = South
side-north = North
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

## The board in plain text

board-captured = { $player }: { $count } captured
board-head-mark = * marks a head

## The rules in short: "Hoyito II 2x6", "Tsoro 4x21, 2 bonus picks, 2 heads"

rules-hoyito = Hoyito II 2x{ $holes }
rules-tsoro = Tsoro 4x{ $holes }, { $picks ->
    [one] 1 bonus pick
   *[other] { $picks } bonus picks
}, { $heads ->
    [one] 1 head
   *[other] { $heads } heads
}
