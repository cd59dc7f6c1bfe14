# The command line's own messages (src/main.rs). Flags (--holes) and commands
# (mancala check FILE) are typed as they are in every language.

cli-number-range = { $flag } must be 1 to { $count } for { $game }
cli-no-data-folder = no data folder: set HOME or XDG_DATA_HOME
cli-built-in = Built in { $dir }
cli-tsoro-only = --bonus-picks and --heads belong to Tsoro only
cli-hoyito-only = --rules chooses among the Hoyito games (hoyito-i, hoyito-ii, hoyito-iii), not a Tsoro rule
cli-head-holes-not-a-hole = { $name } is not a hole name (such as a1 or h4)
cli-head-holes-four = four holes are needed, two of each player's outer row, such as a1,b1,h4,g4
cli-opening-refused = --opening balanced: { $why }; leave --opening out for the usual start
cli-cannot-write = cannot write the output: { $why }
cli-needs-terminal = this command needs a terminal (try `mancala check FILE` for a record)
cli-terminal-error = terminal error: { $why }
# Values refused on the command line (the parsers of src/cli.rs and src/level.rs).
cli-languages = the languages are en and es
cli-out-of-range = { $value } is not in { $lo }..={ $hi }
cli-not-a-number = a whole number from { $lo } to { $hi } is needed
cli-holes = holes per row must be { $hoyito_lo } to { $hoyito_hi } for Hoyito II or { $tsoro_lo } to { $tsoro_hi } for Tsoro
cli-level = the level must be 1 to 9 or easy, casual, steady, solid, medium, clever, sharp, hard, expert (got { $got })
cli-tables-seeds-or-stones = --seeds counts Hoyito II's seeds, --stones Tsoro's stones: give the one of the game built
cli-not-a-count = a whole number is needed
cli-count-too-large = too large (at most { $most })
cli-load-not-found = { $file }: no such game here nor in the games folder ({ $games }); `mancala` lists the saved games under "Continue a saved game"
cli-load-not-found-here = { $file }: no such file
# `mancala man NAME` for a NAME that is no command.
cli-no-such-page = no command { $command } (the commands: { $commands })
cli-plain-commands = --plain goes with the menu (mancala --plain) and with play, replay, learn, puzzles and analyse
cli-match-hoyito-only = --match: a match in rounds is played in Hoyito (I, II or III) only, as the sources record it
