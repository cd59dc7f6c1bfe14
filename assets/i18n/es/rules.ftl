# Las teclas de la pantalla rules: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help). POR TRADUCIR: aún en inglés.

keys-rules-scroll = scroll
    .help = scroll a line up / down

keys-rules-row = {""}

keys-rules-page = page
    .help = a page up / down; Space too

keys-rules-row-2 = {""}

keys-rules-ends = ends
    .help = the start / the end (Home / End)

keys-rules-row-3 = {""}

keys-rules-other-game = other game
    .help = the other game's rules

keys-rules-help = help
    .help = these keys

keys-rules-back = back
    .help = back; Esc too
