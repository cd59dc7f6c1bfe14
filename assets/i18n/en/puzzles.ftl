# The keys of the puzzles screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-puzzles-move = move
    .help = move the cursor

keys-puzzles-next = next
    .help = the next puzzle

keys-puzzles-try = try
    .help = try the hole under the cursor; Space too

keys-puzzles-jump-to-the =
    .help = jump to the next hole you may choose

keys-puzzles-continue-stop = continue/stop
    .help = at a head: continue / stop

keys-puzzles-go-to = go to
    .help = go to a hole: g, its column letter, then its row digit if need be (g c 2: c2)

keys-puzzles-solution = solution
    .help = show the solution (offered after two wrong tries; solved then, it is not counted)

keys-puzzles-again = again
    .help = start this puzzle again

keys-puzzles-puzzle = puzzle
    .help = next / previous puzzle

keys-puzzles-row = {""}

keys-puzzles-help = help
    .help = these keys

keys-puzzles-menu = menu
    .help = back to the menu; Esc too

## The puzzle screen

# "Hoyito II puzzle 3 of 72: don't leave a casa, difficulty 2 of 3 (✓ solved)"
puzzle-title = { $game } puzzle { $number } of { $count }: { $theme }, difficulty { $difficulty } of { $grades }
puzzle-title-solved = { $title } ({ $mark } solved)
puzzle-theme-chain = a chain of casas
puzzle-theme-take-casa = take a casa
puzzle-theme-capture-column = capture a column
puzzle-theme-keep-casa = don't leave a casa
puzzle-theme-keep-column = don't leave a column
puzzle-theme-head = when to stop at a head
puzzle-theme-picks = which holes to pick
puzzle-theme-endgame = endgame
puzzle-theme-win = find a win
puzzle-panel = Puzzle
puzzle-none = There are no { $game } puzzles.
puzzle-to-play = { $player } to play: the task is below.
puzzle-done = { $next }: next puzzle. { $again }: this one again.
puzzle-cannot-be-played = { $action } cannot be played: { $why }.
puzzle-try-again = { $said } Try again.
puzzle-right-pick = Right: { $action } is one of the best picks. One more.
puzzle-not-the-answer = { $action } is not the answer.
puzzle-solution-here = { $said } The cursor is on it: { $keys } plays it.
puzzle-wrong-tries = { $count } wrong tries: { $key } shows the solution.
# The answer and its actions joined: "The answer: take c4 and take e4."
puzzle-answer = The answer: { $actions }.
puzzle-and = {" "}and{" "}
# After the answer: what the engine expects, and why the answer is best.
puzzle-why = { $answer } { $expected } And { $why }.
puzzle-solved = Solved! { $why }
puzzle-solved-helped = Played from the solution: { $why } (Not counted as solved.)
puzzle-expected = After it the engine expects that { $standing }.

## The task and what a try costs (src/puzzles.rs)

puzzle-task-sow = { $player } to play: find the action { $goal }: { $why } ({ $how }).
puzzle-task-head = { $player } to play: the relay ended in the head { $hole }. Continue or stop? Find the answer { $goal }: { $why } ({ $how }).
puzzle-task-picks = { $player } to take { $count ->
    [one] a hole with bonus picks: find the pick
   *[other] holes with bonus picks: find the { $count } picks
} { $goal }: { $why } ({ $how }).
puzzle-goal-forced = that wins by force
puzzle-goal-best = the engine rates best
puzzle-how-proven = proven exactly, the repetition rule and the actions played before included
puzzle-how-searched = by searches of { $small } and { $large } positions
puzzle-forced-answer = the other answer loses by force
puzzle-forced-pick = every other pick loses by force
puzzle-forced-action = every other action loses by force
puzzle-worse-answer = the other answer is expected to end at least { $amount } worse for { $player }
puzzle-worse-pick = every other pick is expected to end at least { $amount } worse for { $player }
puzzle-worse-action = every other action is expected to end at least { $amount } worse for { $player }
standing-wins = { $player } wins by force
standing-loses = { $player } loses by force
standing-ahead = { $player } ends { $amount } ahead
standing-behind = { $player } ends { $amount } behind
standing-even = the game ends even
cost-not-the-answer = { $action } is not the answer: after it the engine expects that { $tried }; after the best, that { $best }.
cost-worse = { $action } is { $amount } worse than the best: after it the engine expects that { $tried }, after the best that { $best }.

## A win to find, in a won position where more than one action may win
puzzle-task-win = { $player } to play: find a win. { $count ->
    [one] One action wins by force
   *[other] { $count } actions win by force, and any of them counts
}; every other action loses by force ({ $how }).
puzzle-answer-win = { $count ->
    [one] The winning action: { $actions }.
   *[other] The winning actions: { $actions }.
}

## The puzzle list (L)
puzzle-list-title = { $game } puzzles: { $solved } of { $count } solved ({ $mark })
puzzle-list-entry = { $theme }, difficulty { $difficulty }
keys-puzzles-list = list
    .help = the list of puzzles, solved ones marked
