# The ? help's notes: what no key table says, screen by screen.

help-sowing-keys = Keys during sowing end it, then act ({ $keys } only end it).
help-play-click = A click sows from (or takes) a hole.
help-learn-click = Mouse click: choose that hole.
help-learn-wrong = A wrong choice changes nothing: the lesson says what it would do.
help-puzzle-click = Mouse click: try that hole.
help-puzzle-wrong = A wrong try changes nothing: it says what it costs and what it leads to, the reply and what it takes, from the collection's searches.
help-menu-click = Mouse click: open an item.
help-form-click = Mouse click: go to a field; again: change it.
help-form-tsoro = Tsoro: Heads are how many heads each player has (2, 1 or none), where sowing may stop or go on; Extra stones puts 3 in each player's rightmost outer hole; Captured stones may be sown back along the captor's circuit instead of leaving the board (then there are no bonus picks); Bonus picks are the enemy holes taken after a column capture (0 to 3). Heads named by hole are chosen on the command line (mancala play tsoro --head-holes a1,b1,h4,g4).
help-form-hoyito = Hoyito: Rules chooses Hoyito II (the main game), Hoyito I (every drop that makes 4 is taken on the way, no chain, no extra turn) or Hoyito III (Hoyito II without the chain). mancala rules says each one's differences.
help-graph = Graph: South's expected final score after each action; above the line South wins. A click on it goes there.
# The marks of the play board, told without colour too.
help-marks = { $legal }: choosable. *: head. Underlined: last move. { $hint }.
help-marks-no-heads = { $legal }: choosable. Underlined: last move. { $hint }.
help-legal-color = Green bold
help-legal-plain = Bold
help-hint-color = Magenta: hint
help-hint-plain = Reversed: cursor (^), [hint]
