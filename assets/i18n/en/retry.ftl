# The keys of the retry screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-retry-choose = choose
    .help = choose the previous / next action to try (Left / Right; Tab too; a click on a hole chooses it)

keys-retry-row = {""}

keys-retry-try = try
    .help = try the action chosen; Space too

keys-retry-mistake = mistake
    .help = next / previous mistake

keys-retry-row-2 = {""}

keys-retry-solution = solution
    .help = show the best action and the line that makes it better

keys-retry-other-side = other side
    .help = the other player's mistakes

keys-retry-help = help
    .help = these keys

keys-retry-back = back
    .help = back to where the mistakes were opened from; q too

## The mistakes screen

retry-title = Learn from your mistakes
# Where the screen is: "Ana (South): mistake 2 of 7"; $judging is empty or retry-judging
# after a space.
retry-judging = (judging: { $searched } of { $total } positions searched)
retry-mistake = { $name }: mistake { $number } of { $count }{ $judging }
retry-mistake-so-far = { $name }: mistake { $number } of { $count } so far{ $judging }
retry-no-mistakes = { $name }: no mistakes or blunders in this game
retry-none-yet = { $name }: no mistake found yet{ $judging }
# $player is South or North.
retry-question = Find a better action for { $player } than { $played }: { $chosen } ({ $choose } chooses, { $try } tries).
# $mark is the judge's mark (?!, ?, ??) or empty; $name (to_whom) in retry-game-cost and
# retry-within.
retry-game-cost = The game's { $action }{ $mark } cost { $name } { $amount }.
retry-judging-try = Judging { $action }...
retry-not-judged = { $action } could not be judged: the search stopped.
retry-best = The best action: { $action }. { $expected }
retry-expected = Expected final score: South { $south }, North { $north } { $units }.
retry-expected-outcome = Expected result: { $words }.
retry-the-best = { $action } is the best action. Well found!
retry-as-good = { $action } is as good as the best ({ $best }). Well found!
retry-within = { $action } is within the tolerance of the best ({ $best }): it costs { $name } only { $amount }. Well found!
retry-line-better = The line that makes it better:
retry-not-good-enough = { $action } is not good enough: { $why }.
retry-not-good-enough-marked = { $action } is not good enough (the judge marks it { $mark }): { $why }.
# "it throws a win to a draw, and South's expected score fell from 30 to 22 seeds"
retry-throws-and = { $throws }, and { $fell }
retry-leads-to = What it leads to:
retry-then = Then { $line }.
retry-player-action = { $player }: { $action }.
