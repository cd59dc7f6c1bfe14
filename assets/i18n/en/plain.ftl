# Plain mode (--plain): the lines said and the commands typed. The commands' words
# here are the ones plain mode reads (src/plain/words.rs).

## mancala play --plain

plain-help-play =
    c1 (a hole's name): sow from that hole.
    continue, stop: at a head: sow on from it, or stop there.
    take d3: a bonus pick: take that hole (xd3 too).
    hint: the computer's advice for this position.
    undo, redo: take back your last turn (the computer's answers too), or play it again.
    save NAME: save the game (NAME.json in the games folder, or a path).
    board: the board again, row by row (board grid: as a grid of counts).
    row 2: that row alone.
    look c1: that hole alone.
    mistakes: once the game is over, learn from its mistakes.
    next: in a match, once a round is over, begin the next round.
    resign: resign the game (undo takes it back).
    help: these commands.
    yes, no: over the network, answer the other player's request to take back their turn.
    chat TEXT: over the network, say a line to the other player.
    quit: leave (asks first when the game has unsaved actions).
plain-takes-nothing = { $word } takes nothing after it
plain-save-needs-name = save needs a file name: save NAME
plain-take-needs-hole = take needs a hole's name: take d3 (got { $got })
plain-not-a-command = { $line } is not a command or a hole's name (help lists the commands)
plain-input-ended-autosaved = The input ended: the game is unsaved; the autosave keeps it, and mancala offers to resume it.
plain-input-ended = The input ended: the game is unsaved.
plain-input-ended-finished = The input ended: the finished game is unsaved.
plain-computers-turn = It is the computer's turn.
plain-resign-network = Not now: the other player is not connected, and must hear of a resignation. quit leaves the game, kept.
plain-resign-over = The game is over already.
plain-clocks = Clocks: South { $south }, North { $north }.
plain-nothing-to-undo = Nothing to undo.
plain-nothing-to-redo = Nothing to redo.
plain-undid = Undid { $count ->
    [one] 1 action
   *[other] { $count } actions
}: { $actions }.
plain-redid = Redid { $count ->
    [one] 1 action
   *[other] { $count } actions
}: { $actions }.
plain-unsaved-quit = This game has unsaved actions: save NAME keeps them; quit again leaves without saving.
plain-left-unsaved = Left without saving.
plain-cannot-save-now = The game cannot be saved now.
plain-replace = { $name } exists. Replace it? (yes or no)
plain-not-saved = Not saved.
plain-not-saved-why = Not saved: { $why }
plain-round-over = The round is over. Type next to begin the next round, save NAME to keep the match, undo to take back a turn, or quit.
plain-no-next-round = Not now: next begins a match's next round, once a round is over.
plain-match-over = The match is over. Type save NAME to keep it, mistakes to learn from its last round's, undo to take back a turn, or quit.
plain-match-over-unsaved = The match is over and not saved. Type save NAME to keep it, mistakes to learn from its last round's, undo to take back a turn, or quit.
plain-over = The game is over. Type save NAME to keep it, mistakes to learn from them, undo to take back a turn, or quit.
plain-over-unsaved = The game is over and not saved. Type save NAME to keep it, mistakes to learn from them, undo to take back a turn, or quit.
plain-over-network = The game is over. Type save NAME to keep it, mistakes to learn from them, or quit.
plain-over-unsaved-network = The game is over and not saved. Type save NAME to keep it, mistakes to learn from them, or quit.
plain-holes = { $status } Holes: { $holes }.
plain-type-take = { $status } Type take and a hole: { $holes }.
plain-type-head = { $status } Type continue or stop.

## mancala learn --plain

plain-help-learn =
    c1 (a hole's name): sow from that hole.
    continue, stop: at a head: sow on from it, or stop there.
    take d3: a bonus pick: take that hole.
    hint: the computer's advice, in the lessons that allow it.
    retry: this lesson from its start.
    next, previous: the next or the previous lesson.
    list: the lessons, the done ones marked.
    lesson N: go to lesson N.
    text: this lesson's text and task again.
    board: the board again.
    help: these commands.
    quit: leave (the lessons done are remembered).
# What a lesson's {key:...} places become here: "press {key:continue}" reads "type
# continue", and each key its command.
plain-press-continue = type continue
# A lesson's "move the cursor onto it and press Enter", and its sentence on the
# screen's sowing line, as plain mode says them.
plain-lesson-type-its-name = type its name
plain-lesson-laps-said = Here each action's sentence says its laps.
plain-press-stop = type stop
plain-key-arrows = type its name
plain-key-continue = continue
plain-key-stop = stop
plain-key-hint = hint
plain-key-retry = retry
plain-key-next = next
plain-key-previous = previous
plain-key-list = list
plain-key-help = help
plain-key-menu = quit
plain-lesson-heading = Lesson { $number } of { $count }: { $title }
plain-lesson-heading-done = Lesson { $number } of { $count }: { $title } (done before)
plain-task = Task: { $task }
plain-head-choice = Type continue or stop.
plain-walkthrough-complete = That was the last lesson: the { $game } walkthrough is complete ({ $done } of { $count } lessons done). Type list for the lessons, or quit.
plain-lesson-number = lesson takes a number, 1 to { $count }.
plain-lesson-listed = { $number }. { $title }
plain-lesson-listed-done = { $number }. { $title } (done)
plain-hints-off = Hints are off in this lesson.
plain-not-a-command-learn = { $line } is not a command or a hole's name (help lists the commands).
plain-task-done = This lesson's task is done: type next, or retry.
plain-type-next = Type next for the next lesson.

## mancala replay FILE --plain

plain-help-replay =
    Enter or next: the next action (next 5: five of them).
    back: the action before (back 5: five).
    go N: to just after action N (go 0: the start).
    end: to the end of the game.
    round N: in a match, round N from its start.
    board: the board again, row by row (row 2: that row alone; look c1: that hole alone).
    evaluations: the judge's evaluation said after each action, and its marks (again: off).
    mistakes: learn from the game's mistakes, one by one.
    help: these commands.
    quit: leave.
plain-replay-heading = Replay of { $rules }: { $south } v { $north }, { $count ->
    [one] 1 action
   *[other] { $count } actions
}. Type help for the commands.
plain-after-action = After action { $at } of { $count }. { $status }
plain-last-action = That was the last action.
plain-replay-match = A match in rounds: round { $round } of { $rounds } (round N goes to round N).
plain-round-needs = round takes a round number, 1 to { $rounds }
plain-not-a-match = This is a single game, not a match in rounds
plain-at-start = This is the start.
plain-count-needed = { $word } takes a number of actions: { $word } 5
plain-go-needs = go takes an action number, 0 to { $count }
plain-not-a-replay-command = { $line } is not a command (help lists them)
plain-evaluations-judging = Judging the game's { $positions } positions...
plain-evaluations-off = Evaluations off.
plain-replay-back = Back at the replay.

## The board said for the ear (src/plain/board.rs)

plain-row = Row { $row }, { $player }: { $holes }.
plain-row-some-empty = { $holes }; { $empty } empty
plain-row-all-empty = all empty
plain-hole-head = { $hole } { $count } head
# A hole closed for a round of a match: no count, said as closed.
plain-hole-closed = { $hole } closed
plain-captured-by = { $player } { $amount }
plain-captured = Captured: { $south }; { $north }.
plain-look = { $hole }: { $amount }, in row { $row } (the side of { $player }).
plain-look-head = { $hole }: { $amount }, a head, in row { $row } (the side of { $player }).
plain-look-closed = { $hole }: closed for this round, in row { $row } (the side of { $player }).
plain-no-such-hole = There is no { $hole } on this board: columns a to { $last }, rows 1 to { $rows }
plain-board-takes = board takes nothing, or grid: board grid
plain-row-needs = row takes a row number, 1 to { $count }: row 2
plain-look-needs = look takes a hole's name: look c1 (got { $got })

## mancala puzzles --plain

plain-help-puzzles =
    c1 (a hole's name): try that action.
    continue, stop: at a head: try sowing on from it, or stopping there.
    take d3: try that bonus pick.
    solution: the answer, and how to play it.
    retry: this puzzle from its start.
    next, previous: the next or the previous puzzle.
    puzzle N: go to puzzle N.
    list: the puzzles, the solved ones marked.
    text: this puzzle's task again.
    board: the board again, row by row (board grid: as a grid of counts).
    row 2: that row alone.
    look c1: that hole alone.
    help: these commands.
    quit: leave (the puzzles solved are remembered).
plain-puzzle-solved-before = { $title } (solved before)
plain-puzzle-done = This puzzle is done: type next for the next puzzle, or retry for this one again.
plain-puzzle-solution = { $said } Type { $action } to play it.
plain-puzzle-wrong-tries = { $count } wrong tries: type solution for the answer.
plain-puzzle-last = That was the last puzzle ({ $solved } of { $count } solved). Type list for the puzzles, puzzle N for one of them, or quit.
plain-puzzle-first = This is the first puzzle.
plain-puzzle-number = puzzle takes a number, 1 to { $count }.

## play --plain with an interrupted game (src/plain/resume.rs)

plain-resume-offer = An interrupted game can be resumed: { $summary }. Type resume to go on with it, discard to throw it away, or new to start a new game (the interrupted one is then set aside in the games folder).
plain-resume-choose = Type resume, discard or new (quit leaves, and the interrupted game stays kept).
plain-resume-discarded = The interrupted game was discarded.
plain-resume-set-aside = The interrupted game was set aside as { $file }: the library lists it.
plain-resume-not-set-aside = The interrupted game could not be set aside: the new game's first action will move it to the games folder.
plain-resume-kept = The interrupted game stays kept.

## mancala --plain: the menu (src/plain/menu.rs)

plain-menu =
    The menu of mancala. Type one of these commands:
    play: a new Hoyito II game for two people (play tsoro: a Tsoro game; play hoyito-i or play hoyito-iii: the other Hoyito games; after tsoro, heads:0 or heads:1, extra-counters, reentered-captures: its other rule sets; play match: a Hoyito match in rounds, where unfilled holes close; play computer, or play computer:5: against the computer, level 1 to 9).
    host: host a Hoyito II game over the network, you South (host tsoro, host north, host random: another game or side); it says the invitation to give the other player.
    join INVITATION: join a game over the network with the invitation the host gave you.
    lessons: the Hoyito II lessons (lessons tsoro: Tsoro's).
    puzzles: the Hoyito II puzzles (puzzles tsoro: Tsoro's).
    library: the saved games and the samples, numbered; then replay N, continue N, mistakes N or delete N.
    rules: the rules of Hoyito II (rules tsoro: Tsoro's).
    help: this menu again.
    quit: leave.
plain-match-hoyito-only = A match in rounds is played in Hoyito (I, II or III) only, as the sources record it
plain-menu-back = Back at the menu: play, host, join, lessons, puzzles, library, rules, help or quit.
plain-net-waiting = Waiting for them to join; you play { $side }. (quit stops waiting.)
plain-net-still-waiting = Still waiting for the other player (quit stops waiting).
plain-net-gave-up = Not waiting any more: the invitation no longer works.
plain-net-no-computer = A game over the network is between two people: host takes a game and a side, not the computer
plain-menu-not-a-game = { $got } is not a game: hoyito, hoyito-i, hoyito-iii or tsoro
plain-menu-not-a-command = { $line } is not a menu command (help lists them).
plain-library-entry = { $number }. { $name }, { $date }: { $game }, { $players }, { $result }, { $count ->
    [one] 1 move
   *[other] { $count } moves
}.
plain-library-unreadable = { $number }. { $why }
plain-library-commands = Type replay N to replay game N, continue N to play it on, mistakes N to learn from its mistakes, or delete N to delete it.
plain-library-list-first = Type library first: its numbers name the games
plain-library-number = Type a game's number in the library, 1 to { $count }
plain-library-delete-question = Delete { $name }? It cannot be undone. (yes or no)
plain-library-kept = { $name } was not deleted.

## Ctrl-C in plain mode (src/plain/interrupt.rs)

plain-interrupted = Interrupted.
plain-interrupted-kept = Interrupted: the game is kept by the autosave, and mancala offers to resume it.

## The mistakes trainer in lines (src/plain/mistakes.rs)

plain-help-mistakes =
    c1 (a hole's name): try that action instead of the game's.
    continue, stop: at a head: try sowing on from it, or stopping there.
    take d3: try that bonus pick.
    solution: the best action, and the line that makes it better.
    next, previous: the next or the previous mistake.
    other: the other player's mistakes.
    text: this mistake again.
    board: the board again, row by row (row 2: that row alone; look c1: that hole alone).
    help: these commands.
    quit: back to where the mistakes were opened from.
plain-mistakes-judging = Judging the game's { $positions } positions first...
plain-mistakes-question = Find a better action for { $player } than { $played }. { $choices }
plain-mistakes-holes = Type a hole: { $holes }.
plain-mistakes-take = Type take and a hole: { $holes }.
plain-mistakes-head = Type continue or stop.
plain-mistakes-not-a-choice = { $action } cannot be played here. { $choices }
plain-mistakes-none-commands = Type other for the other player's mistakes, or quit to go back.
plain-mistakes-last = That was the last mistake: type previous, other for the other player's, or quit.
plain-mistakes-first = This is the first mistake.
plain-mistakes-when-over = mistakes works once the game is over.
plain-chat-needs-text = chat needs the words to say: chat TEXT
plain-chat-no-one = There is no one to chat with: chat is for a game over the network.
