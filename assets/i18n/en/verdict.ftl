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

## The search's own words for a score (mancala hint, the computer's analysis)

score-forced = { $leader } wins with best play { $actions }
score-draw-proven = draw with best play
score-wins-by = { $leader } wins by { $margin } with best play
score-even = even
score-ahead = +{ $amount } for { $leader }
