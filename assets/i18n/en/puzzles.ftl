# The keys of the puzzles screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-puzzles-move = move
    .help = move the cursor

keys-puzzles-next = next
    .help = the next puzzle

keys-puzzles-try = try
    .help = try the hole under the cursor; Space too

keys-puzzles-jump-to-the =
    .help = jump to the next hole you may choose

keys-puzzles-continue-stop = continue/stop
    .help = at a head: continue / stop

keys-puzzles-go-to = go to
    .help = go to a hole: g, its column letter, then its row digit if need be (g c 2: c2)

keys-puzzles-solution = solution
    .help = show the solution (offered after two wrong tries; solved then, it is not counted)

keys-puzzles-again = again
    .help = start this puzzle again

keys-puzzles-puzzle = puzzle
    .help = next / previous puzzle

keys-puzzles-row = {""}

keys-puzzles-help = help
    .help = these keys

keys-puzzles-menu = menu
    .help = back to the menu; Esc too
