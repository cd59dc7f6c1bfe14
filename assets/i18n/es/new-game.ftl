# Las teclas de la pantalla new-game: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help). POR TRADUCIR: aún en inglés.

keys-new-game-field = field
    .help = the field above / below (Tab: below)

keys-new-game-row = {""}

keys-new-game-change = change
    .help = change the field (Space too, off the names)

keys-new-game-row-2 = {""}

keys-new-game-type-a-name = type a name
    .help = type a name (the first letter replaces the one shown)

keys-new-game-take-the-name =
    .help = take the name's last letter off

keys-new-game-start = start
    .help = start the game

keys-new-game-help = help
    .help = these keys

keys-new-game-back = back
    .help = back to the menu (q too, off the names)
