# A match in rounds (src/words/rounds.rs): a round's end, a round's start, the match's end.
round-over = Round { $round } is over: { $result }
round-over-win = { $winner } wins it { $first } to { $second } captured ({ $why }).
round-over-draw = drawn, { $first } to { $second } captured ({ $why }).
round-fills = { $player } has { $total }: { $holes ->
    [one] 1 hole filled
   *[other] { $holes } holes filled
}{ $aside ->
    [0] {""}
    [one] , 1 seed set aside
   *[other] , { $aside } seeds set aside
}.
round-begins = Round { $round }: { $starter } starts. { $closed }{ $aside }
round-closed = Closed: { $holes }.
round-none-closed = No hole is closed.
round-set-aside = Set aside: { $south } { $south_seeds }, { $north } { $north_seeds }.
round-title = match, round { $round }
match-over = { $winner } wins the match in { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}: { $loser } has { $total } and cannot fill a hole.
