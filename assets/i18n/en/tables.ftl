# What `mancala tables build` and `mancala tables status` say (src/tables). Flags and
# commands are typed as they are in every language.

tables-holes-range = --holes must be 4 to 12 (got { $holes })
tables-seeds-range = --seeds must be a multiple of 4 from 8 to { $most } on 2x{ $holes } (got { $seeds }): the board always holds a multiple of 4 seeds
tables-too-big = the layer of { $seeds } seeds on 2x{ $holes } has { $boards } boards, more than the { $most } a table file may hold
# A line per layer while building: "2x6 12 seeds: 1234 boards, 98.5% exact, 3 sweeps, 0.12 s, 2.4 KiB".
tables-already-built = 2x{ $holes } { $seeds } seeds: already built
tables-rebuilding = 2x{ $holes } { $seeds } seeds: the file there is refused ({ $why }); building it again
tables-cannot-write = cannot write { $file }: { $why }
tables-built-layer = 2x{ $holes } { $seeds } seeds: { $boards } boards, { $exact }% exact, { $sweeps } sweeps, { $seconds } s, { $size }
tables-status = Endgame tables in { $dir }:
tables-status-layer = Hoyito II 2x{ $holes }, { $seeds } seeds: { $boards } boards, { $exact }% exact, { $size }
tables-status-refused = Hoyito II 2x{ $holes }, { $seeds } seeds: refused ({ $why }); `mancala tables build --holes { $holes } --seeds { $seeds }` builds it again
tables-none-built = none built
tables-missing = Missing for 2x{ $holes }: { $seeds } seeds (`mancala tables build --holes { $holes }`)
# Why a table file is refused.
table-not-a-table = not an endgame table file (no { $format } header)
table-other-version = an endgame table of another format version ({ $version }; this program reads { $ours })
table-other-rules = an endgame table of other rules ({ $rules }), not Hoyito II 2x{ $holes }
table-other-layer = an endgame table of another layer ({ $seeds } seeds, not { $ours })
table-wrong-boards = a damaged endgame table (it says { $boards } boards; the layer has { $ours })
table-truncated = a truncated or damaged endgame table ({ $bytes } bytes of bounds; the layer needs { $needs })
table-bad-checksum = a damaged endgame table (its checksum does not match)
table-bad-bound = a damaged endgame table (a bound out of range)
# Tsoro's tables, a file for each total of stones (src/tables/tsoro_file.rs).
tables-tsoro-holes = Tsoro tables are built for boards of 6 to { $most } holes a row (got { $holes }): a larger board has too many positions for the few stones the tables hold to matter
tables-tsoro-stones-range = --stones must be 0 to { $most } on Tsoro 4x{ $holes } (got { $stones }): the positions of more would not fit a table file
tables-tsoro-already-built = Tsoro 4x{ $holes } { $stones } { $stones ->
    [one] stone
   *[other] stones
}: already built
tables-tsoro-rebuilding = Tsoro 4x{ $holes } { $stones } { $stones ->
    [one] stone
   *[other] stones
}: the file there is refused ({ $why }); building it again
tables-tsoro-built = Tsoro 4x{ $holes } { $stones } { $stones ->
    [one] stone
   *[other] stones
}: { $positions } { $positions ->
    [one] position
   *[other] positions
}, { $won } won, { $lost } lost, { $round } going round, { $seconds } s, { $size }
tables-tsoro-too-long = a win or loss of { $stones } { $stones ->
    [one] stone
   *[other] stones
} is too long for a table file
tables-status-tsoro = Tsoro 4x{ $holes } ({ $picks } bonus { $picks ->
    [one] pick
   *[other] picks
}, { $heads } { $heads ->
    [one] head
   *[other] heads
}), { $stones } { $stones ->
    [one] stone
   *[other] stones
}: { $positions } { $positions ->
    [one] position
   *[other] positions
}, { $decided }% decided, { $size }
tables-status-tsoro-refused = Tsoro 4x{ $holes } ({ $picks } bonus { $picks ->
    [one] pick
   *[other] picks
}, { $heads } { $heads ->
    [one] head
   *[other] heads
}), { $stones } { $stones ->
    [one] stone
   *[other] stones
}: refused ({ $why }); `mancala tables build tsoro` builds it again
tables-tsoro-missing = Missing for Tsoro 4x6: { $stones } { $stones ->
    [one] stone
   *[other] stones
} (`mancala tables build tsoro`)
table-other-rules-tsoro = an endgame table of other rules ({ $rules }), not Tsoro 4x{ $holes } with { $picks } bonus { $picks ->
    [one] pick
   *[other] picks
} and { $heads } { $heads ->
    [one] head
   *[other] heads
}
table-other-total = an endgame table of another total ({ $stones } { $stones ->
    [one] stone
   *[other] stones
}, not { $ours })
table-wrong-positions = a damaged endgame table (it says { $positions } { $positions ->
    [one] position
   *[other] positions
}; the total has { $ours })
table-truncated-values = a truncated or damaged endgame table ({ $bytes } bytes of values; the total needs { $needs })
# The progress bar while building: "2x6 20 seeds [#####.....] 25%, about 2 min 0 s left".
tables-progress = { $part } [{ $bar }] { $percent }%
tables-progress-left = { $part } [{ $bar }] { $percent }%, about { $left } left
tables-seconds = { $seconds } s
tables-minutes = { $minutes } min { $seconds } s
tables-part-hoyito = 2x{ $holes } { $seeds } seeds
tables-part-tsoro = Tsoro 4x{ $holes } { $stones } { $stones ->
    [one] stone
   *[other] stones
}
# Which tables a judgement or a search takes part with: "with the endgame tables up to 12 seeds".
tables-with = with the endgame tables up to { $amount }
tables-without = without endgame tables
tables-none-for-rules = without endgame tables (they are built for Hoyito II and for Tsoro with 1 or 2 heads and no other option, not for { $rules })
# The play screen's computer builds a board's small tables in the background, and says so.
tables-building = Building the endgame tables of { $board } up to { $amount } in { $dir }, in the background (a few seconds), so that the computer plays those endings perfectly.
tables-built-background = The endgame tables of { $board } up to { $amount } are built: { $size } in { $seconds } s.
tables-build-failed = The endgame tables of { $board } could not be built: { $why }
