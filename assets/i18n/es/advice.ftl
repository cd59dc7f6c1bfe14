# Lo que imprimen `mancala hint` y `mancala analyse` (src/advice.rs). Las jugadas de
# una línea ("se espera: c1 xd3 stop") van en la notación de las partidas.

## mancala hint

# $player (to_whom): "al Sur", "a Ana (Sur)".
hint-to-play = Le toca { $player }: { $action }
hint-evaluation = evaluación: { $words } (mirando { $depth ->
    [one] 1 jugada
   *[other] { $depth } jugadas
} adelante, { $nodes ->
    [one] 1 posición
   *[other] { $nodes } posiciones
})
hint-evaluation-tables = evaluación: { $words } (demostrado por las tablas de finales)
hint-evaluation-solver = evaluación: { $words } (resuelto exactamente con el historial de la partida, regla de repetición incluida: { $nodes ->
    [one] 1 posición
   *[other] { $nodes } posiciones
})
hint-unsolved-timed = no se resolvió exactamente dentro de { $budget } posiciones o { $limit } s ({ $nodes } examinadas en { $seconds } s): la evaluación de arriba es una estimación de la búsqueda, no una demostración
hint-unsolved = no se resolvió exactamente dentro de { $budget } posiciones: la evaluación de arriba es una estimación de la búsqueda, no una demostración
hint-expected = se espera: { $line }
hint-bounds = tablas de finales: con el mejor juego, { $player } termina con { $low } a { $high } { $units } capturadas; el juego puede dar vueltas, y donde la regla de repetición lo termina, decide dentro de ese margen
hint-goes-round = tablas de finales: con el mejor juego ninguno de los dos puede forzar la victoria; el juego da vueltas, y lo decide la regla de repetición (gana quien tenga más piedras en su lado)
hint-warning = aviso: { $file }: { $mismatch }; la pista sigue las jugadas
hint-over = { $file }: { $over }; `mancala analyse` juzga sus jugadas
# Una partida ya terminada, dicha por hint: "la partida terminó: gana el Norte, 28 a 20 capturadas (...)".
over-win = la partida terminó: gana { $winner }, { $first } a { $second } capturadas ({ $why })
over-draw = la partida terminó: empate, { $first } a { $second } capturadas ({ $why })

## mancala analyse

analyse-heading = { $game }: { $south } contra { $north }, { $count } jugadas, cada posición buscada { $plan }, { $tables }
analyse-evaluations = Evaluaciones: las { $units } que se espera que cada lado haya capturado al final, primero las del Sur; * es un resultado demostrado con el mejor juego; ~ es un "antes" que no es el "después" de la fila de arriba, porque otra búsqueda valoró la posición: buscada por sí misma y no como respuesta a la jugada anterior, o buscada otra vez más a fondo para confirmar una marca.
# Tsoro con capturas resembradas: no se captura nada, así que la tabla dice quién va delante.
analyse-evaluations-sown-back = Evaluaciones: quién se espera que gane, como "S delante", "N delante" o "parejo" (en este juego las piedras capturadas se vuelven a sembrar, así que no se captura nada y no se espera ninguna cuenta); * es un resultado demostrado con el mejor juego; ~ es un "antes" que no es el "después" de la fila de arriba, porque otra búsqueda valoró la posición: buscada por sí misma y no como respuesta a la jugada anterior, o buscada otra vez más a fondo para confirmar una marca.
analyse-no-actions = La partida todavía no tiene jugadas: no hay nada que juzgar.
analyse-graph = La puntuación final esperada del Sur, jugada a jugada ({ $low } a { $high } de { $total } { $units }; por encima de la línea del medio se espera que gane el Sur, por debajo el Norte; { $mistake } un error, { $blunder } un error grave):
# El encabezado de la tabla: sus columnas miden 4, 6, 8, 8 y 8, con dos espacios entre ellas.
analyse-columns = {"   #  lado    jugada    antes     después   mejor"}
analyse-stopped = (detenido tras { $done } de { $count } jugadas)
analyse-summary = Resumen
analyse-plain-marked = El juez marca { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}:
analyse-plain-none = El juez no marca ninguna jugada.
analyse-plain-action = { $number }. { $player } { $action }{ $mark }: { $note }; la mejor: { $best }.
# La línea de un jugador en el resumen: $average y $worst están vacíos o son
# analyse-average y analyse-worst tras un separador.
analyse-player = { $player }: { $actions } jugadas, { $best } como las jugaría la computadora, { $inaccuracies ->
    [one] 1 imprecisión
   *[other] { $inaccuracies } imprecisiones
}, { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
}, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
}, { $lost } de puntuación esperada regaladas{ $average }{ $worst }
# Lo mismo donde no se captura nada (Tsoro con capturas resembradas): no se regala puntuación.
analyse-player-sown-back = { $player }: { $actions } jugadas, { $best } como las jugaría la computadora, { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
}, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
}
analyse-average = ({ $average } por jugada)
analyse-worst = la peor: jugada { $number } ({ $action }), { $amount }
# La nota tras una jugada: "error: la puntuación esperada de Sur bajó de 30 a 22 semillas".
analyse-note = { $judgement }: { $fell }
analyse-note-throws = { $judgement }: convierte { $before } en { $after } ({ $fell })
analyse-note-throws-sown-back = { $judgement }: convierte { $before } en { $after }
# Una marca y cómo se confirmó.
analyse-note-deeper = { $note }; confirmado por una búsqueda { $deeper } veces más a fondo
analyse-note-proven = { $note }; demostrado
analyse-start = Analizando { $positions } posiciones, cada una buscada { $plan }, { $tables }...
analyse-progress = { $done } de { $count } posiciones, faltan unos { $seconds } s
analyse-annotated = La partida con las marcas está escrita en { $file }.
analyse-annotate-failed = no se pudo escribir la copia con las marcas { $file }: { $why }
analyse-annotate-no-name = --annotate necesita un nombre de archivo donde escribir la copia con las marcas
analyse-annotate-same = --annotate { $file }: esa es la partida leída; la copia con las marcas va en otro archivo
analyse-annotate-exists = --annotate { $file }: el archivo ya existe; elige otro nombre, o añade --force para reemplazarlo
analyse-annotate-match = --annotate: una partida a rondas no guarda marcas en su archivo; analízala sin --annotate
