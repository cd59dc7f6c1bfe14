# Las teclas de la pantalla library: la palabra de cada fila en la línea de teclas, y
# su línea en la ayuda ? (.help).

keys-library-choose = escoger
    .help = escoger una partida (k / j; Tab: la siguiente)

keys-library-row = {""}

keys-library-a-page-up =
    .help = una página arriba / abajo

keys-library-row-2 = {""}

keys-library-the-first-the =
    .help = la primera / la última (g / G)

keys-library-row-3 = {""}

keys-library-open = abrir
    .help = abrir la partida escogida; Espacio también

keys-library-type-a-path = escribir una ruta
    .help = escribir la ruta de un archivo de partida; / también

keys-library-delete = borrar
    .help = borrar la partida guardada escogida (pregunta antes); Supr también

keys-library-help = ayuda
    .help = estas teclas

keys-library-back = volver
    .help = volver al menú; q también

## La biblioteca: su lista de partidas guardadas y los ejemplos

library-saved-in = Guardadas en { $folder } (la más nueva arriba), y los ejemplos
library-no-data-folder = No hay carpeta de datos (HOME no está definida): solo los ejemplos
library-date = Fecha
library-file = Archivo
library-game = Juego
library-players = Jugadores
library-result = Resultado
library-moves = Jugadas
library-type-a-path = Escribir la ruta de un archivo de partida
library-sample = ejemplo
library-sample-named = ejemplo { $name }
library-unreadable = { $name } (no se puede leer)
library-built-in-sample = { $name } (ejemplo que trae el programa)
library-opens-the-prompt = Abre la casilla para el nombre o la ruta de un archivo.
library-delete-question = ¿Borrar { $name }? No se puede deshacer. { $yes } sí, cualquier otra tecla no
library-deleted = Se borró { $name }.
library-left-out = { $count ->
    [one] 1 partida guardada más vieja no aparece en la lista: escribe una ruta para abrirla.
   *[other] { $count } partidas guardadas más viejas no aparecen en la lista: escribe una ruta para abrir una.
}
library-scan-cut = La carpeta tiene más de { $count } archivos: solo se miraron esos.

## Una partida guardada en una fila de la lista

library-computer = computadora
library-computer-at = computadora ({ $level })
library-named-computer = { $name } (computadora, { $level })
# Donde la columna de jugadores es estrecha (80 columnas): la computadora por su nivel.
library-computer-short = ({ $level })
library-named-computer-short = { $name } ({ $level })
library-versus = { $south } contra { $north }
library-unfinished = sin terminar
library-won = ganó { $name } { $score }
# Un ganador dicho por su lado lleva artículo: "ganó el Norte 12-11".
library-won-side = ganó el { $name } { $score }
library-draw = empate { $score }
library-match = a rondas, { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}
library-won-match = ganó la partida { $name }
library-won-match-side = ganó la partida el { $name }
library-large-file = archivo grande ({ $kib } KiB), no se muestra
library-not-previewed = no se muestra (aquí hay muchos archivos grandes)
library-sample-not-deleted = { $name } es un ejemplo que trae el programa: solo se pueden borrar las partidas guardadas.
library-not-deleted = No se pudo borrar { $name }: { $why }.
