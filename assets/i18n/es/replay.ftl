# Las teclas de la pantalla replay: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-replay-close-the-jump =
    .help = cerrar el salto que se escribe (si no, volver, como q)

keys-replay-action = jugada
    .help = jugada anterior / siguiente (Izquierda / Derecha)

keys-replay-row = {""}

keys-replay-lap = vuelta
    .help = vuelta o captura siguiente / anterior dentro de una jugada (Abajo / Arriba)

keys-replay-row-2 = {""}

keys-replay-ends = extremos
    .help = el principio / el final (Inicio / Fin)

keys-replay-row-3 = {""}

keys-replay-turn = turno
    .help = escribir un turno (los números de la lista de jugadas); Enter salta a él

keys-replay-row-4 = {""}

keys-replay-row-5 = {""}

keys-replay-play = reproducir
    .help = reproducir / pausa

keys-replay-speed = velocidad
    .help = más rápido / más lento

keys-replay-row-6 = {""}

keys-replay-evaluate = evaluar
    .help = evaluaciones sí/no: la de esta posición y su mejor jugada, la gráfica y las marcas (?! ? ??) en la lista de jugadas

keys-replay-mistake = error
    .help = error o error grave siguiente / anterior (con las evaluaciones a la vista)

keys-replay-row-7 = {""}

keys-replay-play-on = jugar aquí
    .help = seguir jugando desde aquí (una partida nueva; q allí vuelve aquí)

keys-replay-learn = aprender
    .help = aprender de los errores: buscar una jugada mejor para cada uno, uno por uno

keys-replay-help = ayuda
    .help = estas teclas

keys-replay-back = volver
    .help = volver al menú; también Esc
