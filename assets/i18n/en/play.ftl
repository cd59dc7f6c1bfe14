# The keys of the play screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-play-move = move
    .help = move the cursor (at a head: choose continue or stop)

keys-play-sow = sow
    .help = sow from (or take) the hole under the cursor; Space too

keys-play-take = take

keys-play-result = result
    .help = the result again

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

keys-play-save = save
    .help = save the game record

keys-play-stop-looking-for =
    .help = stop looking for a hint, or put a hint away; else back, as q

keys-play-help = help
    .help = these keys

keys-play-back = back
    .help = back where the game was opened from (asks to save)
