# Las teclas de la pantalla menu: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help). POR TRADUCIR: aún en inglés.

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
