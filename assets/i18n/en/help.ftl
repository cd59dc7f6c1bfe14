# The ? help's notes: what no key table says, screen by screen.

help-sowing-keys = Keys during sowing end it, then act ({ $keys } only end it).
help-play-click = A click sows from (or takes) a hole.
help-learn-click = Mouse click: choose that hole.
help-learn-wrong = A wrong choice changes nothing: the lesson says what it would do.
help-puzzle-click = Mouse click: try that hole.
help-puzzle-wrong = A wrong try changes nothing: it says what it costs and what it leads to, the reply and what it takes, from the collection's searches.
help-menu-click = Mouse click: open an item.
help-form-click = Mouse click: go to a field; again: change it.
help-form-tsoro = Tsoro: Heads are each player's heads (2, 1 or none), where sowing may stop or go on; Extra stones puts 3 in each rightmost outer hole; Captured stones may be sown back instead (then no bonus picks); Bonus picks are enemy holes taken after a column capture. Heads chosen by name: on the command line.
help-form-hoyito = Hoyito: Rules chooses Hoyito II, I (each 4 a drop makes is taken; no chain, no extra turn) or III (no chain).
help-graph = Graph: South's expected final score after each action; above the line South wins. A click on it goes there.
# The marks of the play board, told without colour too.
help-marks = { $legal }: choosable. *: head. Underlined: last move. { $hint }.
help-marks-no-heads = { $legal }: choosable. Underlined: last move. { $hint }.
help-closed = { $mark }: a hole closed for this round (a match in rounds).
help-legal-color = Green bold
help-legal-plain = Bold
help-hint-color = Magenta: hint
help-hint-plain = Reversed: cursor (^), [hint]
