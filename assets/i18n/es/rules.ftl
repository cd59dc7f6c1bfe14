# Las teclas de la pantalla rules: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-rules-scroll = mover
    .help = subir / bajar una línea

keys-rules-row = {""}

keys-rules-page = página
    .help = una página arriba / abajo; Espacio también

keys-rules-row-2 = {""}

keys-rules-ends = extremos
    .help = el principio / el final (Inicio / Fin)

keys-rules-row-3 = {""}

keys-rules-other-game = el otro juego
    .help = las reglas del otro juego

keys-rules-help = ayuda
    .help = estas teclas

keys-rules-back = volver
    .help = volver; Esc también

## El lector de las reglas

rules-title = Las reglas
# Después de las reglas de los dos juegos; { $item } es la opción del menú para las lecciones.
rules-learn-by-playing = Para aprender jugando, escoge { $item } y luego un juego (o corre `mancala learn`).
