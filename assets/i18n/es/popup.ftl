# Las respuestas de las ventanas: la palabra de cada tecla (y la misma en su línea de
# ayuda), y las palabras de las ventanas.

keys-popup-save = guardar
    .help = guardar

keys-popup-don-t-save = no guardar
    .help = no guardar

keys-popup-go-back = volver
    .help = volver

keys-popup-rematch = revancha
    .help = revancha

keys-popup-new-game = partida nueva
    .help = partida nueva

keys-popup-save-2 = guardar
    .help = guardar

keys-popup-undo = deshacer
    .help = deshacer

keys-popup-back = volver
    .help = volver

keys-popup-rematch-with-the = revancha con los lados cambiados
    .help = revancha con los lados cambiados

keys-popup-look-at-the = mirar el tablero
    .help = mirar el tablero

keys-popup-next-round = ronda siguiente
    .help = empezar la ronda siguiente

keys-popup-hoyito-ii = Hoyito
    .help = Hoyito

keys-popup-tsoro = Tsoro
    .help = Tsoro

keys-popup-read-the-complete = leer las reglas completas de los dos juegos
    .help = leer las reglas completas de los dos juegos

keys-popup-hoyito-ii-puzzles = problemas de Hoyito II
    .help = problemas de Hoyito II

keys-popup-tsoro-puzzles = problemas de Tsoro
    .help = problemas de Tsoro

keys-popup-goes-back = vuelve
    .help = vuelve

keys-popup-save-3 = guardar
    .help = guardar

keys-popup-clear = borrar
    .help = borrar

keys-popup-cancel = cancelar
    .help = cancelar

keys-popup-open = abrir
    .help = abrir

keys-popup-clear-2 = borrar
    .help = borrar

keys-popup-cancel-2 = cancelar
    .help = cancelar

keys-popup-yes = sí
    .help = sí

keys-popup-no = no
    .help = no

## Las ventanas

popup-unseen-unsaved = La partida tiene jugadas sin guardar: agranda la ventana para guardarla, o pulsa { $discard } para salir sin guardar ({ $back }: volver a la partida).
popup-unseen-save = Agranda la ventana para escribir el nombre del archivo, o pulsa { $key } para cancelar.
popup-help-title = Teclas
popup-any-key = Cualquier tecla cierra esto.
popup-unsaved-title = Partida sin guardar
popup-unsaved-quitting = Esta partida tiene jugadas sin guardar. ¿Guardar antes de salir?
popup-unsaved-another = Esta partida tiene jugadas sin guardar. ¿Guardar antes de empezar otra?
popup-unsaved-leaving = Esta partida tiene jugadas sin guardar. ¿Guardar antes de irte?
popup-unsaved-lost = Si no la guardas, la partida se pierde: no se podrá retomar.
popup-save-title = Guardar la partida
popup-file-name = Nombre del archivo:
popup-saved-in = Un nombre sin / se guarda en { $folder }
popup-replace = Ese archivo ya existe. ¿Reemplazarlo? { $answers }
popup-replay-title = Ver una partida
popup-continue-title = Seguir una partida guardada
popup-record-file = Archivo de partida:
popup-round-title = Fin de la ronda
popup-match-title = Fin de la partida a rondas
popup-result-title = Fin de la partida
popup-learn-title = Aprender las reglas
popup-lessons = : un curso de { $count ->
    [one] 1 lección
   *[other] { $count } lecciones
}
popup-puzzles-action = : { $count ->
    [one] 1 posición
   *[other] { $count } posiciones
} con una jugada claramente mejor
popup-puzzles-answer = : { $count ->
    [one] 1 posición
   *[other] { $count } posiciones
} con una respuesta claramente mejor o una victoria que encontrar
popup-puzzles-solved = , { $solved } resueltas
popup-wins = ¡Gana { $player }!
popup-wins-on-time = ¡Gana { $player } por tiempo!
popup-draw = Empate.
popup-captured = { $player }: { $count } capturadas
popup-ended = La partida terminó: { $why }.
popup-judged-with = La gráfica del juez: juzgada { $tables }.
popup-shows-again = ({ $key } muestra esto otra vez)

# La ventana del comentario de la reproducción, y sus comentarios sin guardar.

keys-popup-keep-comment = aceptar
    .help = aceptar

keys-popup-clear-comment = borrar
    .help = borrar

keys-popup-cancel-comment = cancelar
    .help = cancelar

popup-comment-title = Comentario
popup-comment-on = Comentario de la jugada { $number }, { $action } (vacío: sin comentario):
popup-comment-count = { $count } de { $limit } caracteres
popup-comment-too-long = Este comentario tiene { $count } caracteres; un comentario admite como máximo { $limit }. Acórtalo y pulsa Enter.
popup-unseen-comment = Agranda la ventana para escribir el comentario, o pulsa { $key } para cancelar.
popup-unsaved-comments-title = Comentarios sin guardar
popup-unsaved-comments-quitting = Esta reproducción tiene comentarios que no están guardados en su archivo. ¿Guardar antes de salir?
popup-unsaved-comments-leaving = Esta reproducción tiene comentarios que no están guardados en su archivo. ¿Guardar antes de irte?
popup-unsaved-comments-lost = Si no guardas, se pierden los comentarios escritos desde que se abrió o guardó la partida.
popup-unseen-unsaved-comments = La reproducción tiene comentarios sin guardar: agranda la ventana para guardarlos, o pulsa { $discard } para salir sin guardar ({ $back }: volver a la reproducción).

# La ventana para decirle una línea al otro jugador, en una partida por la red.

keys-popup-send-chat = enviar
    .help = enviar

popup-chat-title = Decir
popup-chat-to = Una línea para el otro jugador:
popup-chat-too-long = Esta línea tiene { $count } caracteres; una línea para el otro jugador tiene como mucho { $limit }. Acórtala y pulsa Enter.
popup-unseen-chat = Agranda la ventana para escribir la línea, o pulsa { $key } para cancelar.
