# What `mancala hint` and `mancala analyse` print (src/advice.rs). Actions in a line
# ("expected: c1 xd3 stop") are in record notation in every language.

## mancala hint

# $player (to_whom).
hint-to-play = { $player } to play: { $action }
hint-evaluation = evaluation: { $words } ({ $depth ->
    [one] 1 action
   *[other] { $depth } actions
} ahead, { $nodes ->
    [one] 1 position
   *[other] { $nodes } positions
})
hint-evaluation-tables = evaluation: { $words } (proven by the endgame tables)
hint-evaluation-solver = evaluation: { $words } (solved exactly with the record's history, the repetition rule included: { $nodes ->
    [one] 1 position
   *[other] { $nodes } positions
})
hint-unsolved-timed = not solved exactly within { $budget } positions or { $limit } s ({ $nodes } searched in { $seconds } s): the evaluation above is the search's estimate, not a proof
hint-unsolved = not solved exactly within { $budget } positions: the evaluation above is the search's estimate, not a proof
hint-expected = expected: { $line }
hint-bounds = endgame tables: with best play { $player } ends with { $low } to { $high } { $units } captured; play can go round, and where the repetition rule ends it decides within that
hint-goes-round = endgame tables: with best play neither side can force a win; play goes round, and the repetition rule decides the game (the side with more stones on its side wins)
hint-warning = warning: { $file }: { $mismatch }; the hint follows the actions
hint-over = { $file }: { $over }; `mancala analyse` judges its actions
# A game already over, said by hint: "the game is over: North wins 28 to 20 captured (...)".
over-win = the game is over: { $winner } wins { $first } to { $second } captured ({ $why })
over-draw = the game is over: Draw, { $first } to { $second } captured ({ $why })

## mancala analyse

analyse-heading = { $game }: { $south } against { $north }, { $count } actions, each position searched { $plan }, { $tables }
analyse-evaluations = Evaluations: the { $units } each side is expected to have captured at the end, South's first; * is a result proven with best play; ~ is a "before" that is not the row above's "after", because another search valued the position: searched on its own rather than as an answer to the action before, or searched again deeper to confirm a mark.
# Tsoro with re-entered captures: nothing is captured, so the table says who leads.
analyse-evaluations-sown-back = Evaluations: who is expected to win, as "S ahead", "N ahead" or "even" (captured stones are sown back in this game, so nothing is captured and no count is expected); * is a result proven with best play; ~ is a "before" that is not the row above's "after", because another search valued the position: searched on its own rather than as an answer to the action before, or searched again deeper to confirm a mark.
analyse-no-actions = The record holds no actions yet: there is nothing to judge.
analyse-graph = South's expected final score, action by action ({ $low } to { $high } of { $total } { $units }; above the middle line South is expected to win, below it North; { $mistake } a mistake, { $blunder } a blunder):
# The table's heading: its columns are 4, 6, 8, 8, 8 wide, two spaces apart.
analyse-columns = {"   #  player  action    before    after     best"}
analyse-stopped = (stopped after { $done } of { $count } actions)
analyse-summary = Summary
analyse-plain-marked = The judge marks { $count ->
    [one] 1 action
   *[other] { $count } actions
}:
analyse-plain-none = The judge marks no action.
analyse-plain-action = { $number }. { $player } { $action }{ $mark }: { $note }; best: { $best }.
# A player's line of the summary: $average and $worst are empty or analyse-average and
# analyse-worst after a separator.
analyse-player = { $player }: { $actions } actions, { $best } as the computer would play, { $inaccuracies ->
    [one] 1 inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}, { $lost } of expected score given away{ $average }{ $worst }
# The same where nothing is captured (Tsoro with re-entered captures): no score given away.
analyse-player-sown-back = { $player }: { $actions } actions, { $best } as the computer would play, { $mistakes ->
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
}
analyse-average = ({ $average } an action)
analyse-worst = worst: action { $number } ({ $action }), { $amount }
# The note after an action: "mistake: South's expected score fell from 30 to 22 seeds".
analyse-note = { $judgement }: { $fell }
analyse-note-throws = { $judgement }: throws { $before } to { $after } ({ $fell })
analyse-note-throws-sown-back = { $judgement }: throws { $before } to { $after }
# A mark and how it was confirmed.
analyse-note-deeper = { $note }; confirmed by a search { $deeper } times deeper
analyse-note-proven = { $note }; proven
analyse-start = Analysing { $positions } positions, each searched { $plan }, { $tables }...
analyse-progress = { $done } of { $count } positions, about { $seconds } s left
analyse-annotated = The record with the marks is written to { $file }.
analyse-annotate-failed = could not write the annotated copy { $file }: { $why }
analyse-annotate-no-name = --annotate needs a file name to write the annotated copy to
analyse-annotate-same = --annotate { $file }: that is the record read; the annotated copy goes to another file
analyse-annotate-exists = --annotate { $file }: the file exists; choose another name, or add --force to replace it
analyse-annotate-match = --annotate: a match in rounds keeps no marks in its file; analyse it without --annotate
