# The keys of the replay screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-replay-close-the-jump =
    .help = close the jump being typed (else back, as q)

keys-replay-action = action
    .help = previous / next action (Left / Right)

keys-replay-row = {""}

keys-replay-lap = lap
    .help = next / previous lap or capture inside an action (Down / Up)

keys-replay-row-2 = {""}

keys-replay-ends = ends
    .help = the start / the end (Home / End)

keys-replay-row-3 = {""}

keys-replay-turn = turn
    .help = type a turn (the move list's numbers), Enter jumps to it

keys-replay-row-4 = {""}

keys-replay-row-5 = {""}

keys-replay-play = play
    .help = play / pause

keys-replay-speed = speed
    .help = faster / slower

keys-replay-row-6 = {""}

keys-replay-evaluate = evaluate
    .help = evaluations on/off: this position's and its best action, the graph, and the marks (?! ? ??) in the move list

keys-replay-mistake = mistake
    .help = next / previous mistake or blunder (while evaluations are shown)

keys-replay-row-7 = {""}

keys-replay-play-on = play on
    .help = play on from here (a new game; q there comes back here)

keys-replay-learn = learn
    .help = learn from the mistakes: find a better action for each, one by one

keys-replay-help = help
    .help = these keys

keys-replay-back = back
    .help = back to the menu; Esc too

# Comments on the actions (the c key), saved with the record (the s key).

keys-replay-comment = comment
    .help = comment on the action shown (* in the move list)

keys-replay-save = save
    .help = save the record with its comments (asks before replacing a file)

keys-replay-row-8 = {""}

replay-comment-at-start = The start has no action to comment: step to an action first.
replay-comment-record-stops = This record stops at an action the rules refuse: saving would lose the rest.
replay-comment-kept = Comment kept on action { $action }; { $key } saves it in the record file.
replay-comment-removed = Comment removed from action { $action }.
replay-comment-unchanged = The comment on action { $action } is unchanged.
replay-saved = Saved to { $file }, with its comments.
replay-comment-line = Comment: { $text }
