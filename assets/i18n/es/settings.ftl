# Las teclas de la pantalla settings: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help). POR TRADUCIR: aún en inglés.

keys-settings-choose = choose
    .help = choose a setting (Tab: the next)

keys-settings-row = {""}

keys-settings-change = change
    .help = change it; Space too

keys-settings-row-2 = {""}

keys-settings-change-a-name =
    .help = change a name

keys-settings-on-a-key = on a key: press a new one
    .help = on a key: then press the key to use instead

keys-settings-these-keys =
    .help = these keys

keys-settings-back = back
    .help = back to the menu (changes are saved as they are made); q too
