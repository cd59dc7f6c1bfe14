# The keys of the replay screen: each row's word on the hints line, and its line in
# the ? help (.help).

## The replay screen's words

# The title: "Replay: Hoyito II 2x6   game.json   action 3 of 40   paused 1.0s/action".
replay-title = Replay: { $rules }
replay-playing = playing
replay-paused = paused
replay-at = action { $number } of { $count }
replay-speed = { $state } { $secs }s/action
replay-speed-short = { $state } { $secs }s
replay-jump = Jump to turn { $typed }_ ({ $key })
replay-step = Action { $number }, step { $step } of { $steps }: { $label }.
replay-start = The start. { $key } arrow: first action.
replay-start-stops-early = The start. { $key } arrow: first action. The record stops early: { $end } shows why.
replay-after = After turn { $turn } (action { $number }): { $action }
replay-start-of-game = The start of the game.
replay-stops-here = The record stops here: { $why }
# The steps of an action: its laps and captures.
replay-lap-ended = lap { $lap } ended in { $hole } ({ $amount })
replay-laps-skipped = after { $laps } more laps
replay-took = { $player } took { $holes } ({ $amount })

## The evaluations in the replay's log

replay-judging = Judging the game: { $searched } of { $total } positions searched.
replay-judged = Judged { $tables } (? mistake, ?? blunder, ?! inaccuracy): { $south }; { $north }.
replay-side-summary = { $player } { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}
replay-over = Evaluation: the game is over, South { $south } to North { $north } { $units } captured.
replay-evaluation = Evaluation: { $words }.
replay-evaluation-best = Evaluation: { $words }. Best: { $action }.
replay-evaluation-best-line = Evaluation: { $words }. Best: { $action }, then { $line }.
replay-evaluating = Evaluating this position...
# "f1?? was a blunder: it throws a win to a draw; South's expected score fell from 30 to
# 22 seeds; c1 was best." $judgement: inaccuracy, mistake or blunder.
replay-verdict = { $action }{ $mark } was { $judgement ->
    [inaccuracy] an inaccuracy
    [mistake] a mistake
   *[blunder] a blunder
}: { $why }; { $best } was best.
replay-throws-and = { $throws }; { $fell }

## The keys

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

keys-replay-next-round = rounds
    .help = in a match: the next / previous round, at its start (PageDown / PageUp too)

keys-replay-previous-round = previous round

replay-no-such-round = No round there: the match's first and last rounds are as far as it goes.

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
replay-round = round { $round }/{ $rounds }
