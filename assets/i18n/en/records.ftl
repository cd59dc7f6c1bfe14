# What is wrong with a record file (src/record.rs). Field names and values quoted
# from the file (rules.game, "hoyito-ii") are the file's and stay as they are.

record-empty = the file is empty
record-blank = the file holds only whitespace, no record
record-not-utf8 = not UTF-8 text (invalid byte at offset { $offset })
record-syntax = line { $line }, column { $column }: JSON syntax error: { $message }
record-start = start: { $why }
record-action = action { $number } "{ $text }": { $why }
record-shown-list = a list of { $count } items
record-shown-object = an object of { $count } keys
record-range-two = { $lo } or { $hi }
record-range = a whole number from { $lo } to { $hi }
record-rules-field = rules.{ $key } must be { $range } (got { $got })
record-missing = missing field "{ $field }"
record-missing-game = missing field "rules.game" ("hoyito-ii" or "tsoro")
record-missing-format = missing field "format" (expected "{ $format }")
record-must-be-object = { $field } must be an object (got { $got })
record-head-holes = { $field } must be a list of four hole names, two in each outer row, such as ["a1", "b1", "h4", "g4"] (got { $got })
record-rules-flag = rules.{ $key } must be true or false (got { $got })
record-unknown-game = unknown game { $got } in rules.game (expected "hoyito-i", "hoyito-ii", "hoyito-iii" or "tsoro")
record-player-name = players.{ $side } must be a string (got { $got })
record-computers = players.computer must be an object such as {"{"}"north": 4{"}"} (got { $got })
record-computer-level = players.computer.{ $side } must be a level's name, "easy" to "expert", or 1 to 5 as written before (got { $got })
record-side = { $field } must be "south" or "north" (got { $got })
record-end = result.end must be "all-captured", "no-legal-move" or "repetition" (got { $got })
record-nothing = nothing
record-captured-count = { $field }.{ $side } must be a count of { $kind ->
    [tsoro] stones
   *[hoyito-ii] seeds
} (got { $got })
record-board-rows = start.board must be a list of rows (got { $got })
record-board-row = start.board row { $row } must be a list of counts (got { $got })
record-board-hole = start.board row { $row } hole { $hole } must be a count of { $kind ->
    [tsoro] stones
   *[hoyito-ii] seeds
}, 0 or more (got { $got })
record-opening = opening must be an object such as {"{"}"book": "hoyito-2x6", "line": 37{"}"} (got { $got })
record-opening-book = opening.book must be a book's name (got { $got })
record-opening-line = opening.line must be a line number, 1 or more (got { $got })
record-opening-no-start = opening names the book a start came from, but the record has no start
record-not-object = a record must be a JSON object (got { $got })
record-format = format is { $got }, expected "{ $format }"
record-newer = record version { $version } is newer than this program reads (version { $reads }); a newer mancala-tui is needed
record-version = version must be { $reads } (got { $got })
record-actions-list = actions must be a list (got { $got })
record-action-string = action { $number } must be a string (got { $got })
record-marks = marks must be an object, as mancala analyse --annotate writes it (got { $got })
record-result-differs = the record states the result { $stated }, but its actions give { $actual }
record-result-not-over = the record states the result { $stated }, but after its actions the game is not over
record-stated = { $winner ->
    [south] South wins
    [north] North wins
   *[none] a draw
} by { $end }, { $south } to { $north } captured

# How a message names the record read from standard input (`-`).
record-standard-input = standard input
record-comments-list = comments must be a list such as [{"{"}"action": 3, "text": "..."{"}"}] (got { $got })
record-comment-action = comments item { $number }: action must be the number of one of the record's { $count } actions (got { $got })
record-comment-long = comments item { $number }: the text is longer than { $most } characters
record-comment-text = comments item { $number }: text must be a string (got { $got })
record-key-twice = the key "{ $key }" appears twice in one object
# The JSON parser's words for a syntax error (src/store/record.rs json_words): the
# English is its own.
json-eof-list = EOF while parsing a list
json-eof-object = EOF while parsing an object
json-eof-string = EOF while parsing a string
json-eof-value = EOF while parsing a value
json-expected-colon = expected `:`
json-expected-comma-or-bracket = expected `,` or `]`
json-expected-comma-or-brace = expected `,` or `{"}"}`
json-expected-word = expected ident
json-expected-value = expected value
json-expected-quote = expected `"`
json-invalid-escape = invalid escape
json-invalid-number = invalid number
json-number-range = number out of range
json-invalid-unicode = invalid unicode code point
json-key-string = key must be a string
json-trailing-comma = trailing comma
json-trailing-characters = trailing characters
json-too-deep = recursion limit exceeded
json-control-character = control character found while parsing a string
json-other = not valid JSON

# A record's clock and a game ended by a player (resigned, out of time).
record-clock-number = clock.{ $key } must be a number (got { $got })
record-clock-spent = clock.spent item { $number } must be a whole number of milliseconds (got { $got })
record-clock-list = clock.spent must be a list of milliseconds, one for each of the record's { $count } actions at most (got { $got })
record-two-endings = a record says "resigned" or "out_of_time", not both
record-ending-after-end = the record says { $key }, but its actions end the game already
clock-shape = a clock is written minutes+seconds, such as 5+3 or 0.5+2
clock-minutes = the minutes must be a number above 0, at most { $most } (such as 5 or 0.5)
clock-increment = the seconds added after each turn must be a number from 0 to { $most }

# A match in rounds (format "mancala-match"), src/store/record/rounds.rs.
record-is-match = this file holds a match in rounds (format "mancala-match"), not a single game
match-is-game = this file holds a single game (format "mancala-record"), not a match in rounds
match-not-hoyito = only Hoyito I, II and III are played as a match in rounds, not "{ $game }"
match-rounds-list = rounds must be a list of rounds, each a list of actions (got { $got })
match-round-list = round { $round } must be a list of actions (got { $got })
match-round = round { $round }: { $why }
match-round-unfinished = round { $round } does not end at its last action, yet another round follows
match-round-over = round { $round }, action { $number }: the round is already over
match-result = { $winner ->
    [south] South won
   *[north] North won
} after { $rounds } rounds
match-result-differs = the record says { $stated }, but its rounds give: { $actual }
match-result-not-over = the record says { $stated }, but its rounds leave the match unfinished
match-result-rounds = result.rounds must be a whole number from 1 (got { $got })
match-no-notation = the position notation cannot write the holes closed in this round: ask for --json
