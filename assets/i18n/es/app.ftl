# Lo que dice el programa entre pantallas: al guardar, la partida interrumpida, el
# guardado automático y el menú.

## Al guardar

app-type-a-file-name = Escribe un nombre de archivo.
# { $what } es uno de los archivos del propio programa (app-own-*, autosave-the-*).
app-own-file = { $file } es { $what } de mancala-tui, no un lugar para una partida: escribe otro nombre.
app-own-progress = el avance de las lecciones
app-own-settings = el archivo de ajustes
app-no-folder = No se pudo crear la carpeta para { $file }: { $why }
app-no-balanced-start = No se pudo sacar un comienzo equilibrado ({ $why }): se empieza como siempre.
app-players-not-remembered = { $why }: no se recuerdan los jugadores escogidos.

## La partida interrumpida (el guardado automático) en el menú

resume-offer = Hay una partida interrumpida que se puede seguir:
resume-summary = { $count ->
    [one] { $game }, { $players }, 1 jugada
   *[other] { $game }, { $players }, { $count } jugadas
}
resume-resume-it = { $key } seguirla
resume-discard-it = { $key } descartarla
resume-discard-question = ¿Descartar la partida interrumpida? { $yes } descartarla, cualquier otra tecla quedártela
# Lo que hacen las teclas del menú para una partida interrumpida (ninguna tecla del tablero puede quitárselas).
resume-key-resume = seguir la partida interrumpida
resume-key-discard = descartar la partida interrumpida
resume-goes-on = La partida interrumpida sigue.
resume-failed = La partida interrumpida no se puede seguir: { $why }
autosave-none = no hay guardado automático
autosave-failed = No se pudo guardar automáticamente en { $file }: { $why }
autosave-the-file = el guardado automático
autosave-the-lock = el candado del guardado automático


## La búsqueda de la computadora falló: se dice en la terminal ya restaurada, al terminar el programa

app-panic = la búsqueda de la computadora se detuvo por un error interno (un fallo de mancala): { $panic }.
app-panic-game-kept = La partida en juego se conserva: corre mancala otra vez para seguirla.
app-panic-game-lost = Las jugadas no guardadas de la partida se perdieron.

# Escrito en la casilla para abrir: `-` leería la terminal de donde vienen las teclas.
app-standard-input-is-terminal = - es la entrada estándar, que aquí es esta terminal: escribe el nombre de un archivo de partida
