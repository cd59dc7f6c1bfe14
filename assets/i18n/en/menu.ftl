# The keys of the menu screen: each row's word on the hints line, and its line in
# the ? help (.help).

keys-menu-choose = choose
    .help = choose an entry (Tab: the next)

keys-menu-row = {""}

keys-menu-open = open
    .help = open it; Space too

keys-menu-open-an-entry =
    .help = open an entry by its number

keys-menu-help = help
    .help = these keys

keys-menu-quit = quit
    .help = quit; Esc too
