# The keys of the play screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-play-move = move
    .help = move the cursor

keys-play-choose-answer =
    .help = at a head: choose continue or stop, shown on the status line; the sow key gives it

keys-play-sow = sow
    .help = sow from (or take) the hole under the cursor; Space too

keys-play-take = take

keys-play-result = result
    .help = the result again

keys-play-next-round = next round
    .help = in a match, once a round is over: begin the next round

keys-play-rematch = rematch
    .help = a rematch: same players, same rules, same start

keys-play-swap-sides = swap sides
    .help = a rematch with the sides swapped

keys-play-new-game = new game
    .help = a new game

keys-play-learn = learn
    .help = learn from the mistakes: find a better action for each, one by one

keys-play-continue = continue
    .help = at a head: continue sowing

keys-play-stop = stop
    .help = at a head: stop there

keys-play-jump-to-the =
    .help = jump to the next hole you may choose

keys-play-go-to = go to
    .help = go to a hole: g, its column letter, then its row digit if need be (g c 2: c2)

keys-play-the-cursor-to =
    .help = the cursor to the first / last hole of its row

keys-play-move-now = move now
    .help = the computer's turn: make it move now; Space too

keys-play-end-of-turn = end of turn
    .help = the computer's turn: show the end of its whole turn at once (all its extra turns, answers and picks)

keys-play-row = {""}

keys-play-pause = pause
    .help = pause / go on (a computer's turns)

keys-play-go-on = go on

keys-play-hint = hint
    .help = hint: the best action now, its hole marked

keys-play-undo = undo
    .help = undo (any number; against the computer, to your last turn)

keys-play-redo = redo
    .help = redo what was undone

keys-play-accept-undo = accept the undo
    .help = over the network: let the other player take back their turn
keys-play-refuse-undo = refuse it
    .help = over the network: refuse the other player's undo

keys-play-chat = chat
    .help = say a line to the other player (over the network)

keys-play-save = save
    .help = save the game record
keys-play-resign = resign
    .help = resign the game (asks first; u undoes it, not over the network)

keys-play-stop-looking-for =
    .help = stop looking for a hint, or put a hint away; else back, as q

keys-play-help = help
    .help = these keys

keys-play-back = back
    .help = back where the game was opened from (asks to save)

## The title line

play-turn = turn { $turn }
play-round-over-after = round over after { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}
play-over-after = game over after { $turns ->
    [one] 1 turn
   *[other] { $turns } turns
}

## The player lines: after the counts on the mover's line

play-captured-on-side = captured { $captured }   on side { $side }
play-to-move = to move
play-to-move-paused = to move (paused)
play-thinking = thinking { $spinner }

## The log's first line: "Hoyito II 2x6 begins. South to sow."

play-begins = { $rules } begins. { $turn }
play-begins-from-book = { $rules } begins from a balanced start (book { $book }, line { $line }). { $turn }
play-continues = { $rules } continues. { $turn }
play-as-it-ended = { $rules }, as it ended. { $turn }
play-warning = Warning: { $mismatch }. The actions are what count.

## The status line

play-sowing = Sowing: lap { $lap }, { $amount } in hand. Any key shows the end.
play-taking = Capturing: { $amount } taken. Any key shows the end.
play-head-short = { $player } at the head { $hole } ({ $amount }):
play-head-question = { $player }: continue sowing from { $hole } ({ $amount }) or stop?
play-head-continue = continue [{ $key }]
play-head-stop = stop [{ $key }]
play-picks = { $player }: take { $count ->
    [one] 1 bonus hole
   *[other] { $count } bonus holes
} across (not heads *): { $hole } ({ $amount }).
play-picks-short = { $player }: take { $count } across (not heads *): { $hole } ({ $amount }).
# $player (to_whom) in play-sow, play-computer-paused and play-computer-to-move.
play-sow = { $player } to sow: cursor on { $hole } ({ $amount }).
play-sow-again = { $player } to sow again (an extra turn): cursor on { $hole } ({ $amount }).
play-computer-paused = { $player } is to move. Paused { $dot } { $key } goes on.
play-computer-to-move = { $player } is to move.
play-computer-thinking = { $player } is thinking{ $ellipsis } { $seconds }s { $spinner } { $dot } { $keys }: move now
play-looking-for-hint = Looking for a hint{ $ellipsis } { $seconds }s { $spinner } { $dot } { $keys }: answer now
play-never-mind = { $dot } { $keys }: never mind

## Messages

play-go-to = Go to: a column letter, a to { $last }.
play-no-column = No column { $column } on this board: a to { $last }.
play-go-to-row = { $hole }: a row digit, 1 to { $rows }, moves along column { $column }.
play-nothing-to-undo = Nothing to undo.
play-nothing-to-redo = Nothing to redo.
play-undid-log = Undid { $action }. { $turn }
play-ending-undone = Took back { $key ->
    [resigned] the resignation
   *[other] the turn that ran out of time, and the action before it
}. { $turn }
play-resign-ask = Resign this game for { $player }? y/n
play-resign-kept = Not resigned: the game goes on.
play-resignation-undone = The resignation is taken back: the game goes on.
play-undid = Undid { $action }. { $key } redoes it.
play-undid-turn = Undid { $count } actions, back to your turn. { $key } redoes them.
play-redid = Redid { $action }.
play-could-not-save = Could not save { $file }: { $reason }
play-saved = Saved to { $file }.
play-game-is-over = The game is over.
play-computers-turn = It is the computer's turn.
play-paused = Paused. { $key } goes on.
play-paused-goes-on = Paused: { $key } goes on.
play-computer-moves = The computer is to move: { $key } makes it move now.
play-hint = Hint: { $action }; { $words }. Expected: { $line }
play-hint-tables = Hint: { $action }; { $words } (proven by the endgame tables). Expected: { $line }
# Between two keys that do the same: "m or Space".
play-keys-or = {" "}or{" "}

## The judge's graph legend (shown at a game's end and in the replay) and the move list

graph-judging = { $dot } judging { $searched } of { $total }
graph-base = South's expected final score, { $low }-{ $high } of { $total } { $units }, { $line } a draw
graph-base-yours = Your expected final score, { $low }-{ $high } of { $total } { $units }, { $line } a draw
graph-base-short = South { $low }-{ $high } of { $total }, { $line } draw
graph-base-yours-short = You { $low }-{ $high } of { $total }, { $line } draw
graph-marks = { $dot } { $mistake } mistake { $blunder } blunder
graph-here = { $mark } shown
graph-above = , above it South wins
graph-above-yours = , above it you win
moves-title = Moves
