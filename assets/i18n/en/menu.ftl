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

## The main menu

menu-tagline = Hoyito II and Tsoro, with a friend or the computer
menu-new-game = New game
menu-continue = Continue a saved game
menu-replay = Replay a game
menu-learn = Learn the rules
menu-network = Play over the network
menu-settings = Settings
menu-quit = Quit
# The settings file's mistakes do not all fit below the menu.
menu-more-lines = { $count ->
    [one] 1 more line: { $key } shows the whole message
   *[other] { $count } more lines: { $key } shows the whole message
}
