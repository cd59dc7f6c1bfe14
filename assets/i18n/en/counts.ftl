# mancala-tui's words in English. Every message here is in es.ftl too, with the same
# arguments (tests: i18n::tests). Record notation (c1, stop, xd3) is never translated.

## Counts, in each game's words

seeds = { $count ->
    [one] 1 seed
   *[other] { $count } seeds
}
stones = { $count ->
    [one] 1 stone
   *[other] { $count } stones
}
