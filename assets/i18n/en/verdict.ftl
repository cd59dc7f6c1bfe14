# Evaluations in words: the expected final score, from the reader's side, in the
# game's units (units: "seeds" or "stones"). "you" is the person playing the side.

verdict-in-actions = (in { $n ->
    [one] 1 action
   *[other] { $n } actions
})
verdict-forced-you-win = you win with best play { $actions }
verdict-forced-you-lose = you lose with best play { $actions }
verdict-forced-win = { $who } wins with best play { $actions }
verdict-forced-lose = { $who } loses with best play { $actions }
# A forced end a search found but did not prove (the repetition rule may change it).
verdict-found-you-win = you are expected to win: a forced win { $actions } found, not proven
verdict-found-you-lose = you are expected to lose: a forced loss { $actions } found, not proven
verdict-found-win = { $who } is expected to win: a forced win { $actions } found, not proven
verdict-found-lose = { $who } is expected to lose: a forced loss { $actions } found, not proven
verdict-draw-proven = a draw with best play, { $first } { $units } each
verdict-even = about even: { $first } { $units } each expected
verdict-proven-you-win = you win { $mine } { $units } to { $theirs } with best play
verdict-proven-you-lose = you lose { $mine } { $units } to { $theirs } with best play
verdict-proven-win = { $who } wins { $mine } { $units } to { $theirs } with best play
verdict-proven-lose = { $who } loses { $mine } { $units } to { $theirs } with best play
verdict-expected-you-win = you are expected to win, about { $mine } { $units } to { $theirs }
verdict-expected-you-lose = you are expected to lose, about { $mine } { $units } to { $theirs }
verdict-expected-win = { $who } is expected to win, about { $mine } { $units } to { $theirs }
verdict-expected-lose = { $who } is expected to lose, about { $mine } { $units } to { $theirs }
# In a few characters: a forced win, S or N for the side.
verdict-short-south-wins = S wins
verdict-short-north-wins = N wins
verdict-fell = { $name }'s expected score fell from { $from } to { $to } { $units }

# Where captures are sown back (Tsoro with re-entered captures) nothing is captured, so
# no count is expected: only who is expected to win.
verdict-outcome-draw-proven = a draw with best play
verdict-outcome-even = about even: neither side is expected to win
verdict-outcome-proven-you-win = you win with best play
verdict-outcome-proven-you-lose = you lose with best play
verdict-outcome-proven-win = { $who } wins with best play
verdict-outcome-proven-lose = { $who } loses with best play
verdict-outcome-expected-you-win = you are expected to win
verdict-outcome-expected-you-lose = you are expected to lose
verdict-outcome-expected-win = { $who } is expected to win
verdict-outcome-expected-lose = { $who } is expected to lose
verdict-short-south-ahead = S ahead
verdict-short-north-ahead = N ahead
verdict-short-even = even

## The search's own words for a score (mancala hint, the computer's analysis)

score-forced = { $leader } wins with best play { $actions }
score-draw-proven = draw with best play
score-wins-by = { $leader } wins by { $margin } with best play
score-even = even
score-ahead = +{ $amount } for { $leader }

## The judge's words (src/judge.rs): the marks, what an action throws, its rule

judgement-inaccuracy = inaccuracy
judgement-mistake = mistake
judgement-blunder = blunder
outcome-win = a win
outcome-draw = a draw
outcome-loss = a loss
# Tsoro has no draws: an even estimate there.
outcome-even = an even game
# "it throws a win to a draw": $before and $after are outcome-* words.
judge-throws = it throws { $before } to { $after }
judge-rule = An action is judged against the best one in the same search: by what it costs its player's expected final score, { $inaccuracy } { $units } an inaccuracy (?!), { $mistake } a mistake (?), { $blunder } a blunder (??); and by what it changes for the result: a win thrown to a draw, or a draw to a loss, is at least a mistake, a win thrown to a loss a blunder, however few { $units } it costs. A mark is confirmed before it is made: unless the endgame tables or a search to the end prove both values, the position is searched again { $deeper } times deeper, and that search's values and mark stand (no mark where it finds the action within the rule).
judge-rule-tsoro = An action is judged against the best one in the same search: by what it costs its player's expected final score, { $inaccuracy } { $units } an inaccuracy (?!), { $mistake } a mistake (?), { $blunder } a blunder (??); and by what it changes for the expected result: a win thrown to an even game, or an even game to a loss, is at least a mistake, a win thrown to a loss a blunder, however few { $units } it costs. A mark is confirmed before it is made: unless the endgame tables or a search to the end prove both values, the position is searched again { $deeper } times deeper, and that search's values and mark stand (no mark where it finds the action within the rule).
judge-rule-short = Marks: an action that costs its player { $inaccuracy }+ { $units } of expected final score is ?!, { $mistake }+ ?, { $blunder }+ ??; one that throws a win to a draw or a draw to a loss is at least ?, a win to a loss ??. Each mark is confirmed by a search { $deeper } times deeper (or a proof); where that search disagrees, no mark.
judge-rule-short-tsoro = Marks: an action that costs its player { $inaccuracy }+ { $units } of expected final score is ?!, { $mistake }+ ?, { $blunder }+ ??; one that throws a win to an even game or an even game to a loss is at least ?, a win to a loss ??. Each mark is confirmed by a search { $deeper } times deeper (or a proof); where that search disagrees, no mark.
# Tsoro with re-entered captures: nothing is captured, so only the expected result counts.
judge-rule-sown-back = An action is judged against the best one in the same search by what it changes for the expected result (captured stones are sown back in this game, so no count is weighed): a win thrown to an even game, or an even game to a loss, is a mistake (?), a win thrown to a loss a blunder (??). A mark is confirmed before it is made: unless the endgame tables or a search to the end prove both values, the position is searched again { $deeper } times deeper, and that search's values and mark stand (no mark where it finds the action within the rule).
judge-rule-short-sown-back = Marks: nothing is captured in this game (captured stones are sown back), so no count is weighed; an action that throws a win to an even game or an even game to a loss is ?, a win to a loss ??. Each mark is confirmed by a search { $deeper } times deeper (or a proof); where that search disagrees, no mark.
judge-tolerance = A try is accepted when the judge would not mark it: it costs its player less than { $inaccuracy } { $units } of expected final score against the best action, and keeps the expected result.
judge-tolerance-sown-back = A try is accepted when the judge would not mark it: it keeps the expected result (nothing is captured in this game, so no count is weighed).
# How each position is searched: "through 100000 positions".
judge-plan-nodes-or-ms = through { $nodes } positions or for { $ms } ms
judge-plan-ms = for { $ms } ms
judge-plan-nodes = through { $nodes } positions
judge-plan-to-the-end = to the end
judge-asked-nodes-or-ms = { $nodes } positions or { $ms } ms
judge-asked-ms = { $ms } ms
judge-asked-nodes = { $nodes } positions
judge-asked-no-limit = no limit
judge-plan-scaled = { $plan } (scaled down from { $asked } so that the game's first search takes about { $seconds } s; --max-seconds)
