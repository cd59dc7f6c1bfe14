# The command line's own messages (src/main.rs). Flags (--holes) and commands
# (mancala check FILE) are typed as they are in every language.

cli-number-range = { $flag } must be 1 to { $count } for { $game }
cli-no-data-folder = no data folder: set HOME or XDG_DATA_HOME
cli-built-in = Built in { $dir }
cli-tsoro-only = --bonus-picks and --heads belong to Tsoro only
cli-opening-refused = --opening balanced: { $why }; leave --opening out for the usual start
cli-cannot-write = cannot write the output: { $why }
cli-needs-terminal = this command needs a terminal (try `mancala check FILE` for a record)
cli-terminal-error = terminal error: { $why }
