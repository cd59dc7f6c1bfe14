# What the app says between screens: saving, the interrupted game, the autosave, and
# the menu. Every message is in es/app.ftl too.

## Saving

app-type-a-file-name = Type a file name.
# { $what } is one of the program's own files (app-own-*, autosave-the-*).
app-own-file = { $file } is { $what } of mancala-tui, not a place for a game: type another name.
app-own-progress = the lesson progress
app-own-settings = the settings
app-no-folder = Could not make the folder for { $file }: { $why }
app-no-balanced-start = No balanced start could be drawn ({ $why }): the usual start instead.
app-players-not-remembered = { $why }: the players chosen are not remembered.

## The interrupted game (the autosave) on the menu

resume-offer = An interrupted game can be resumed:
resume-summary = { $count ->
    [one] { $game }, { $players }, 1 move
   *[other] { $game }, { $players }, { $count } moves
}
resume-resume-it = { $key } resume it
resume-discard-it = { $key } discard it
resume-discard-question = Discard the interrupted game? { $yes } discard it, any other key keep it
# What the menu's keys for an interrupted game do (a board key may not take them).
resume-key-resume = resume the interrupted game
resume-key-discard = discard the interrupted game
resume-goes-on = The interrupted game goes on.
resume-failed = The interrupted game cannot be resumed: { $why }
autosave-none = no autosave
autosave-failed = Could not keep an autosave in { $file }: { $why }
autosave-the-file = the autosave
autosave-the-lock = the autosave's lock


## The computer's search failed: said on the restored terminal as the program ends

app-panic = the computer's search stopped on an internal error (a bug in mancala): { $panic }.
app-panic-game-kept = The game in play is kept: run mancala again to resume it.
app-panic-game-lost = The game's unsaved actions could not be kept.

# Typed in the load prompt: `-` would read the terminal the keys come from.
app-standard-input-is-terminal = - means standard input, which is this terminal here: type a record file's name
