# Las teclas de la pantalla replay: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help). POR TRADUCIR: aún en inglés.

keys-replay-close-the-jump =
    .help = close the jump being typed (else back, as q)

keys-replay-action = action
    .help = previous / next action (Left / Right)

keys-replay-row = {""}

keys-replay-lap = lap
    .help = next / previous lap or capture inside an action (Down / Up)

keys-replay-row-2 = {""}

keys-replay-ends = ends
    .help = the start / the end (Home / End)

keys-replay-row-3 = {""}

keys-replay-turn = turn
    .help = type a turn (the move list's numbers), Enter jumps to it

keys-replay-row-4 = {""}

keys-replay-row-5 = {""}

keys-replay-play = play
    .help = play / pause

keys-replay-speed = speed
    .help = faster / slower

keys-replay-row-6 = {""}

keys-replay-evaluate = evaluate
    .help = evaluations on/off: this position's and its best action, the graph, and the marks (?! ? ??) in the move list

keys-replay-mistake = mistake
    .help = next / previous mistake or blunder (while evaluations are shown)

keys-replay-row-7 = {""}

keys-replay-play-on = play on
    .help = play on from here (a new game; q there comes back here)

keys-replay-learn = learn
    .help = learn from the mistakes: find a better action for each, one by one

keys-replay-help = help
    .help = these keys

keys-replay-back = back
    .help = back to the menu; Esc too

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
