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
