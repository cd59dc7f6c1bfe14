# Las teclas de la pantalla de juego: la palabra de cada fila en la línea de teclas,
# y su línea en la ayuda ? (.help).

keys-play-move = mover
    .help = mover el cursor

keys-play-choose-answer =
    .help = en una cabeza: elegir seguir o parar, se ve en la línea de estado; la tecla de sembrar lo da

keys-play-sow = sembrar
    .help = sembrar desde el hoyo del cursor (o tomarlo); también Espacio

keys-play-take = tomar

keys-play-result = resultado
    .help = ver el resultado otra vez

keys-play-next-round = ronda siguiente
    .help = en una partida a rondas, cuando una ronda se acabó: empezar la siguiente

keys-play-rematch = revancha
    .help = una revancha: los mismos jugadores, las mismas reglas, el mismo comienzo

keys-play-swap-sides = cambiar lados
    .help = una revancha con los lados cambiados

# "nueva" en la línea de teclas: "n partida nueva" no cabe en 80 columnas al final de una partida.
keys-play-new-game = nueva
    .help = una partida nueva

keys-play-learn = aprender
    .help = aprender de los errores: buscar una jugada mejor para cada uno, uno por uno

keys-play-continue = seguir
    .help = en una cabeza: seguir sembrando

keys-play-stop = parar
    .help = en una cabeza: parar ahí

keys-play-jump-to-the =
    .help = saltar al próximo hoyo que puedes elegir

keys-play-go-to = ir a
    .help = ir a un hoyo: g, su columna y su fila si hace falta (g c 2: c2)

keys-play-the-cursor-to =
    .help = el cursor al primer / último hoyo de su fila

keys-play-move-now = juega ya
    .help = turno de la computadora: que juegue ya; también Espacio

keys-play-end-of-turn = fin del turno
    .help = turno de la computadora: ver de una vez el final de su turno (turnos extra, respuestas y tomas)

keys-play-row = {""}

keys-play-pause = pausa
    .help = pausa / seguir (los turnos de una computadora)

keys-play-go-on = seguir

keys-play-hint = pista
    .help = pista: la mejor jugada ahora, con su hoyo marcado

keys-play-undo = deshacer
    .help = deshacer (sin límite; contra la computadora, hasta tu turno)

keys-play-redo = rehacer
    .help = rehacer lo deshecho

keys-play-accept-undo = aceptar deshacer
    .help = por la red: dejar que el otro jugador deshaga su turno
keys-play-refuse-undo = rechazarlo
    .help = por la red: no dejar que el otro jugador deshaga su turno

keys-play-chat = decir
    .help = decirle una línea al otro jugador (por la red)

keys-play-save = guardar
    .help = guardar el archivo de partida
keys-play-resign = abandonar
    .help = abandonar la partida (pregunta; u lo deshace, salvo por la red)

keys-play-stop-looking-for =
    .help = dejar de buscar la pista o quitarla; si no, volver, como q

keys-play-help = ayuda
    .help = estas teclas

keys-play-back = volver
    .help = volver a donde se abrió la partida (pregunta si guardar)

## La línea del título

play-turn = turno { $turn }
play-round-over-after = fin de la ronda tras { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}
play-over-after = fin de la partida tras { $turns ->
    [one] 1 turno
   *[other] { $turns } turnos
}

## Las líneas de los jugadores: tras lo capturado, en la línea de quien juega

play-captured-on-side = capturadas { $captured }   en su lado { $side }
play-to-move = le toca
play-to-move-paused = le toca (en pausa)
play-thinking = pensando { $spinner }

## La primera línea del registro: "Hoyito II 2x6 empieza. Le toca sembrar a Sur."

play-begins = { $rules } empieza. { $turn }
play-begins-from-book = { $rules } empieza desde un comienzo equilibrado (libro { $book }, línea { $line }). { $turn }
play-continues = { $rules } sigue. { $turn }
play-as-it-ended = { $rules }, como terminó. { $turn }
play-warning = Aviso: { $mismatch }. Lo que cuenta son las jugadas.

## La línea de estado

play-sowing = Sembrando: vuelta { $lap }, { $amount } en la mano. Cualquier tecla muestra el final.
play-taking = Capturando: { $amount } hasta ahora. Cualquier tecla muestra el final.
play-head-short = { $player } en la cabeza { $hole } ({ $amount }):
play-head-question = { $player }: ¿seguir sembrando desde { $hole } ({ $amount }) o parar?
play-head-continue = seguir [{ $key }]
play-head-stop = parar [{ $key }]
play-picks = { $player }: toma { $count ->
    [one] 1 hoyo
   *[other] { $count } hoyos
} del otro lado (no cabezas *): { $hole } ({ $amount }).
play-picks-short = { $player }: toma { $count } enfrente (no cabezas *): { $hole } ({ $amount }).
# $player (to_whom) en play-sow, play-computer-paused y play-computer-to-move.
play-sow = Le toca sembrar { $player }: cursor en { $hole } ({ $amount }).
play-sow-again = { $player } siembra otra vez (turno extra): cursor en { $hole } ({ $amount }).
play-computer-paused = Le toca { $player }. En pausa { $dot } { $key } sigue.
play-computer-to-move = Le toca { $player }.
play-computer-thinking = { $player } está pensando{ $ellipsis } { $seconds }s { $spinner } { $dot } { $keys }: juega ya
play-looking-for-hint = Buscando una pista{ $ellipsis } { $seconds }s { $spinner } { $dot } { $keys }: responde ya
play-never-mind = { $dot } { $keys }: déjalo

## Mensajes

play-go-to = Ir a: una letra de columna, de a a { $last }.
play-no-column = No hay columna { $column } en este tablero: de a a { $last }.
play-go-to-row = { $hole }: un número de fila, de 1 a { $rows }, mueve por la columna { $column }.
play-nothing-to-undo = No hay nada que deshacer.
play-nothing-to-redo = No hay nada que rehacer.
play-undid-log = Deshecho: { $action }. { $turn }
play-ending-undone = Deshecho { $key ->
    [resigned] el abandono
   *[other] el turno que se quedó sin tiempo, y la acción anterior
}. { $turn }
play-resign-ask = ¿Abandonar esta partida por { $player }? y (sí) / n
play-resign-kept = Sin abandonar: la partida sigue.
play-resignation-undone = El abandono se deshizo: la partida sigue.
play-undid = Deshecho: { $action }. { $key } lo rehace.
play-undid-turn = Deshechas { $count } jugadas, de vuelta a tu turno. { $key } las rehace.
play-redid = Rehecho: { $action }.
play-could-not-save = No se pudo guardar { $file }: { $reason }
play-saved = Guardada en { $file }.
play-game-is-over = La partida terminó.
play-computers-turn = Le toca a la computadora.
play-paused = En pausa. { $key } sigue.
play-paused-goes-on = En pausa: { $key } sigue.
play-computer-moves = Le toca a la computadora: { $key } la hace jugar ya.
play-hint = Pista: { $action }; { $words }. Se espera: { $line }
play-hint-tables = Pista: { $action }; { $words } (demostrado por las tablas de finales). Se espera: { $line }
# Entre dos teclas que hacen lo mismo: "m o Espacio".
play-keys-or = {" "}o{" "}

## La leyenda de la gráfica del juez (al final de una partida y en la reproducción) y la lista de jugadas

graph-judging = { $dot } juzgando { $searched } de { $total }
graph-base = Puntuación final esperada del Sur, { $low }-{ $high } de { $total } { $units }, { $line } empate
graph-base-yours = Tu puntuación final esperada, { $low }-{ $high } de { $total } { $units }, { $line } empate
graph-base-short = Sur { $low }-{ $high } de { $total }, { $line } empate
graph-base-yours-short = Tú { $low }-{ $high } de { $total }, { $line } empate
graph-marks = { $dot } { $mistake } error { $blunder } error grave
graph-here = { $mark } mostrada
graph-above = , por encima gana el Sur
graph-above-yours = , por encima ganas tú
moves-title = Jugadas
