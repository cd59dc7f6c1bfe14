# Las teclas de la pantalla replay: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

## Las palabras de la pantalla de reproducción

# El título: "Reproducción: Hoyito II 2x6   partida.json   jugada 3 de 40   en pausa 1.0s/jugada".
replay-title = Reproducción: { $rules }
replay-playing = reproduciendo
replay-paused = en pausa
replay-at = jugada { $number } de { $count }
replay-speed = { $state } { $secs }s/jugada
replay-speed-short = { $state } { $secs }s
replay-jump = Ir al turno { $typed }_ ({ $key })
replay-step = Jugada { $number }, paso { $step } de { $steps }: { $label }.
replay-start = El principio. { $key }: la primera jugada.
# Corto: con las teclas cabe en las 80 columnas de la línea de estado.
replay-start-stops-early = El principio. { $key }: la primera jugada. Se corta antes: { $end } dice por qué.
replay-after = Después del turno { $turn } (jugada { $number }): { $action }
replay-start-of-game = El principio de la partida.
replay-stops-here = La partida se corta aquí: { $why }
# Los pasos de una jugada: sus vueltas y capturas.
replay-lap-ended = la vuelta { $lap } terminó en { $hole } ({ $amount })
replay-laps-skipped = tras { $laps } vueltas más
replay-took = el { $player } se llevó { $holes } ({ $amount })

## Las evaluaciones en el registro de la reproducción

replay-judging = Juzgando la partida: { $searched } de { $total } posiciones buscadas.
replay-judged = Juzgada { $tables } (? error, ?? error grave, ?! imprecisión): { $south }; { $north }.
replay-side-summary = { $player } { $mistakes ->
    [one] 1 error
   *[other] { $mistakes } errores
}, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
}
replay-over = Evaluación: la partida terminó, Sur { $south } a Norte { $north } { $units } capturadas.
replay-evaluation = Evaluación: { $words }.
replay-evaluation-best = Evaluación: { $words }. Lo mejor: { $action }.
replay-evaluation-best-line = Evaluación: { $words }. Lo mejor: { $action }, y luego { $line }.
replay-evaluating = Evaluando esta posición...
# "f1?? fue un error grave: convierte una victoria en un empate; la puntuación esperada
# del Sur bajó de 30 a 22 semillas; lo mejor era c1." $judgement: inaccuracy, mistake o blunder.
replay-verdict = { $action }{ $mark } fue { $judgement ->
    [inaccuracy] una imprecisión
    [mistake] un error
   *[blunder] un error grave
}: { $why }; lo mejor era { $best }.
replay-throws-and = { $throws }; { $fell }

## Las teclas

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

keys-replay-next-round = rondas
    .help = en una partida a rondas: la ronda siguiente / anterior, desde su comienzo (también AvPág / RePág)

keys-replay-previous-round = ronda anterior

replay-no-such-round = No hay ronda ahí: la partida va de su primera ronda a su última.

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

# Comentarios sobre las jugadas (la tecla c), guardados con la partida (la tecla s).

keys-replay-comment = comentario
    .help = comentar la jugada mostrada (* en la lista de jugadas)

keys-replay-save = guardar
    .help = guardar la partida con sus comentarios (pregunta antes de reemplazar un archivo)

keys-replay-row-8 = {""}

replay-comment-at-start = El inicio no tiene jugada que comentar: avanza primero hasta una jugada.
replay-comment-record-stops = Hay una jugada rechazada: guardar la partida perdería las jugadas siguientes.
replay-comment-kept = Comentario anotado en la jugada { $action }; { $key } lo guarda en el archivo de la partida.
replay-comment-removed = Comentario borrado de la jugada { $action }.
replay-comment-unchanged = El comentario de la jugada { $action } no ha cambiado.
replay-saved = Guardado en { $file }, con sus comentarios.
replay-comment-line = Comentario: { $text }
replay-round = ronda { $round }/{ $rounds }
