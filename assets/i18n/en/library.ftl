# The keys of the library screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-library-choose = choose
    .help = choose a game (k / j; Tab: the next)

keys-library-row = {""}

keys-library-a-page-up =
    .help = a page up / down

keys-library-row-2 = {""}

keys-library-the-first-the =
    .help = the first / the last (g / G)

keys-library-row-3 = {""}

keys-library-open = open
    .help = open the game chosen; Space too

keys-library-type-a-path = type a path
    .help = type a record file's path; / too

keys-library-delete = delete
    .help = delete the saved game chosen (asks first); Delete too

keys-library-help = help
    .help = these keys

keys-library-back = back
    .help = back to the menu; q too

## The library: its list of saved games and the samples

library-saved-in = Saved games in { $folder } (newest first), then the samples
library-no-data-folder = No data folder (HOME is not set): the samples only
library-date = Date
library-file = File
library-game = Game
library-players = Players
library-result = Result
library-moves = Moves
library-type-a-path = Type a record file's path
library-sample = sample
library-sample-named = sample { $name }
library-unreadable = { $name } (cannot be read)
library-built-in-sample = { $name } (built-in sample)
library-opens-the-prompt = Opens the prompt for a file's name or path.
library-delete-question = Delete { $name }? It cannot be undone. { $yes } yes, any other key no
library-deleted = Deleted { $name }.
library-left-out = { $count ->
    [one] 1 older saved game is not listed: type a path to open it.
   *[other] { $count } older saved games are not listed: type a path to open one.
}
library-scan-cut = The folder holds more than { $count } files: only those were looked at.

## A saved game in a row of the list

library-computer = computer
library-computer-at = computer ({ $level })
library-named-computer = { $name } (computer, { $level })
# Where the players' column is narrow (80 columns): a computer by its level alone.
library-computer-short = ({ $level })
library-named-computer-short = { $name } ({ $level })
library-versus = { $south } v { $north }
library-unfinished = unfinished
library-won = { $name } won { $score }
# A winner called by the side ("North won 12-11").
library-won-side = { $name } won { $score }
library-draw = draw { $score }
library-match = match, { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
library-won-match = { $name } won the match
library-won-match-side = { $name } won the match
library-large-file = large file ({ $kib } KiB), not previewed
library-not-previewed = not previewed (many large files here)
library-sample-not-deleted = { $name } is a built-in sample: only saved games can be deleted.
library-not-deleted = Could not delete { $name }: { $why }.
