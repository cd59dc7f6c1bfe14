# Las respuestas de las ventanas: la palabra de cada tecla. POR TRADUCIR: aún en inglés.

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

keys-popup-hoyito-ii = Hoyito II
    .help = Hoyito II

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
