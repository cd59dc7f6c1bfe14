# The popups' answers: each key's word (and the same as its help line).

keys-popup-save = save
    .help = save

keys-popup-don-t-save = don't save
    .help = don't save

keys-popup-go-back = go back
    .help = go back

keys-popup-rematch = rematch
    .help = rematch

keys-popup-new-game = new game
    .help = new game

keys-popup-save-2 = save
    .help = save

keys-popup-undo = undo
    .help = undo

keys-popup-back = back
    .help = back

keys-popup-rematch-with-the = rematch with the sides swapped
    .help = rematch with the sides swapped

keys-popup-look-at-the = look at the board
    .help = look at the board

keys-popup-next-round = next round
    .help = begin the next round

keys-popup-hoyito-ii = Hoyito
    .help = Hoyito

keys-popup-tsoro = Tsoro
    .help = Tsoro

keys-popup-read-the-complete = read the complete rules of both games
    .help = read the complete rules of both games

keys-popup-hoyito-ii-puzzles = Hoyito II puzzles
    .help = Hoyito II puzzles

keys-popup-tsoro-puzzles = Tsoro puzzles
    .help = Tsoro puzzles

keys-popup-goes-back = goes back
    .help = goes back

keys-popup-save-3 = save
    .help = save

keys-popup-clear = clear
    .help = clear

keys-popup-cancel = cancel
    .help = cancel

keys-popup-open = open
    .help = open

keys-popup-clear-2 = clear
    .help = clear

keys-popup-cancel-2 = cancel
    .help = cancel

keys-popup-yes = yes
    .help = yes

keys-popup-no = no
    .help = no

## The popups

popup-unseen-unsaved = The game has unsaved actions: make the window larger to save it, or press { $discard } to leave without saving ({ $back }: back to the game).
popup-unseen-save = Make the window larger to type the file name, or press { $key } to cancel.
popup-help-title = Keys
popup-any-key = Any key closes this.
popup-unsaved-title = Unsaved game
popup-unsaved-quitting = This game has unsaved actions. Save before quitting?
popup-unsaved-another = This game has unsaved actions. Save before starting another?
popup-unsaved-leaving = This game has unsaved actions. Save before leaving?
popup-unsaved-lost = Not saving throws the game away: it cannot be resumed.
popup-save-title = Save game
popup-file-name = File name:
popup-saved-in = A name without / is saved in { $folder }
# The file is the name typed on the line above: the question does not repeat it (a
# long path would push the answers past the popup's border).
popup-replace = That file exists. Replace it? { $answers }
popup-replay-title = Replay a game
popup-continue-title = Continue a saved game
popup-record-file = Record file:
popup-round-title = Round over
popup-match-title = Match over
popup-result-title = Game over
popup-learn-title = Learn the rules
popup-lessons = : a walkthrough of { $count } lessons
popup-puzzles-action = : { $count } positions with one clearly best action
popup-puzzles-answer = : { $count } positions with one clearly best answer or a win to find
popup-puzzles-solved = , { $solved } solved
popup-wins = { $player } wins!
popup-wins-on-time = { $player } wins on time!
popup-draw = A draw.
popup-captured = { $player }: { $count } captured
popup-ended = The game ended: { $why }.
popup-judged-with = The judge's graph: judged { $tables }.
popup-shows-again = ({ $key } shows this again)

# The comment prompt of the replay, and its unsaved comments.

keys-popup-keep-comment = keep
    .help = keep

keys-popup-clear-comment = clear
    .help = clear

keys-popup-cancel-comment = cancel
    .help = cancel

popup-comment-title = Comment
popup-comment-on = Comment on action { $number }, { $action } (empty: no comment):
popup-comment-count = { $count } of { $limit } characters
popup-comment-too-long = This comment has { $count } characters; a comment holds at most { $limit }. Shorten it, then press Enter.
popup-unseen-comment = Make the window larger to type the comment, or press { $key } to cancel.
popup-unsaved-comments-title = Unsaved comments
popup-unsaved-comments-quitting = This replay has comments not saved in its record. Save before quitting?
popup-unsaved-comments-leaving = This replay has comments not saved in its record. Save before leaving?
popup-unsaved-comments-lost = Not saving loses the comments typed since the record was read or saved.
popup-unseen-unsaved-comments = The replay has unsaved comments: make the window larger to save them, or press { $discard } to leave without saving ({ $back }: back to the replay).

# The chat prompt of a game over the network.

keys-popup-send-chat = send
    .help = send

popup-chat-title = Chat
popup-chat-to = A line to the other player:
popup-chat-too-long = This line has { $count } characters; a chat line holds at most { $limit }. Shorten it, then press Enter.
popup-unseen-chat = Make the window larger to type the line, or press { $key } to cancel.
