# The log panel's sentences: what an action did, from the engine's events.

# "South sowed c1: 5 laps" (origin: a hole, or log-the-head).
log-sowed = { $player } sowed { $origin }: { $laps ->
    [one] 1 lap
   *[other] { $laps } laps
}
log-continued = { $player } continued from { $origin }: { $laps ->
    [one] 1 lap
   *[other] { $laps } laps
}
log-the-head = the head
log-ended-in = { $sowing }, ended in { $hole }.
log-reached-head = { $sowing }, reached the occupied head { $hole } ({ $amount }): continue or stop?
log-reached-head-told = { $sowing }, reached the occupied head { $hole } ({ $amount }).
log-endless = { $sowing }: the relay came back to a lap it had already played after { $laps } laps, so the move ends at { $hole } with no capture (endless-sowing rule).
log-stopped = { $player } stopped at the head { $hole }.
# A capture said after the sowing that made it: "South sowed f1: 1 lap, and South took ...".
log-and = { $sowing }, and { $capture }
log-casa = { $player } took the casa in { $hole } ({ $amount }).
log-casa-again = { $player } took the casa in { $hole } ({ $amount }) and plays again.
log-casa-chain = { $player } took the casa in { $hole } and the chain { $chain } ({ $amount }).
log-casa-chain-again = { $player } took the casa in { $hole } and the chain { $chain } ({ $amount }) and plays again.
log-en-passant = { $player } took { $holes } on the way ({ $amount }).
log-last-four = { $player } also took the last { $amount } and the game is over.
log-column = { $player } took column { $column } ({ $amount }).
log-column-picks = { $player } took column { $column } ({ $amount }) and picks { $count ->
    [one] 1 bonus hole
   *[other] { $count } bonus holes
}.
log-reentered = { $player } took column { $column } ({ $amount }) and sowed it back along their own rows.
log-picked = { $player } picked { $holes } ({ $amount }).
log-forced-pick = { $player } also took { $holes } ({ $amount }): no other hole could be picked.
log-row-at-repetition = { $player } takes the { $amount } left in their own row.
log-passed = { $player } has no { $units } and passes.
log-still-picks = { $player } still picks { $count ->
    [one] 1 bonus hole
   *[other] { $count } bonus holes
}.
log-repetition = The same position occurred for the third time: the game ends.
