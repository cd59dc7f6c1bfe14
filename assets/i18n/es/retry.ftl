# Las teclas de la pantalla retry: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help). POR TRADUCIR: aún en inglés.

keys-retry-choose = choose
    .help = choose the previous / next action to try (Left / Right; Tab too; a click on a hole chooses it)

keys-retry-row = {""}

keys-retry-try = try
    .help = try the action chosen; Space too

keys-retry-mistake = mistake
    .help = next / previous mistake

keys-retry-row-2 = {""}

keys-retry-solution = solution
    .help = show the best action and the line that makes it better

keys-retry-other-side = other side
    .help = the other player's mistakes

keys-retry-help = help
    .help = these keys

keys-retry-back = back
    .help = back to where the mistakes were opened from; q too
